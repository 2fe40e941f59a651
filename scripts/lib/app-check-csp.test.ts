import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_CHECK_CSP_SOURCES, withAppCheckSources } from './app-check-csp';
import type { FirebaseJson } from './local-emulators';

const committed = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
const policy = (config: FirebaseJson) =>
  config.hosting.headers?.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')
    ?.value ?? '';
const directive = (value: string, name: string) =>
  value
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('withAppCheckSources', () => {
  it('leaves the policy exactly as committed when App Check is off', () => {
    expect(withAppCheckSources(committed, undefined)).toBe(committed);
    expect(withAppCheckSources(committed, '  ')).toBe(committed);
  });

  it('adds reCAPTCHA’s script and frame origins and the App Check endpoint when it is on', () => {
    const before = policy(committed);
    const after = policy(withAppCheckSources(committed, 'site-key'));
    for (const [name, sources] of Object.entries(APP_CHECK_CSP_SOURCES)) {
      expect(directive(after, name)).toEqual([...(directive(before, name) ?? []), ...sources]);
    }
    // Nothing else moves: every other directive is as committed.
    expect(directive(after, 'default-src')).toEqual(directive(before, 'default-src'));
    expect(directive(after, 'img-src')).toEqual(directive(before, 'img-src'));
  });
});
