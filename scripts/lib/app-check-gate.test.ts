import { describe, expect, it } from 'vitest';
import { appCheckGate, WITHOUT_APP_CHECK_FLAG } from './app-check-gate';

describe('appCheckGate', () => {
  it('deploys a build with App Check, whatever else is asked', () => {
    expect(appCheckGate('6Lc-site-key', [])).toEqual({ deploy: true });
    expect(appCheckGate('6Lc-site-key', [WITHOUT_APP_CHECK_FLAG])).toEqual({ deploy: true });
  });

  it('refuses a build without App Check, naming the step and the way out', () => {
    for (const siteKey of [undefined, '', '   ']) {
      const gate = appCheckGate(siteKey, ['--skip-rules-tests']);
      expect(gate.deploy).toBe(false);
      expect(gate).toMatchObject({ reason: expect.stringContaining('VITE_APP_CHECK_SITE_KEY') });
      expect(gate).toMatchObject({ reason: expect.stringContaining(`npm run deploy -- ${WITHOUT_APP_CHECK_FLAG}`) });
    }
  });

  it('says what a deploy without App Check leaves open, before and after the flag', () => {
    const refused = appCheckGate(undefined, []);
    const allowed = appCheckGate(undefined, [WITHOUT_APP_CHECK_FLAG]);
    for (const text of [JSON.stringify(refused), JSON.stringify(allowed)]) {
      expect(text).toContain('anonymous account');
      expect(text).toContain('IP address');
    }
    expect(allowed).toEqual({
      deploy: true,
      warning: expect.stringContaining('the limits on public writes are advisory'),
    });
  });

  it('takes the flag only as the whole argument', () => {
    expect(appCheckGate(undefined, ['--without-app-check']).deploy).toBe(false);
    expect(appCheckGate(undefined, [`${WITHOUT_APP_CHECK_FLAG}=yes`]).deploy).toBe(false);
  });
});
