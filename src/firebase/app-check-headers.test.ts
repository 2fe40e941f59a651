import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client', () => ({ getAppCheckToken: vi.fn() }));

const { getAppCheckToken } = await import('./client');
const { APP_CHECK_HEADER, APP_CHECK_TOKEN_TIMEOUT_MS, appCheckHeaders } = await import('./app-check-headers');

const config = { apiKey: 'k', authDomain: 'd', projectId: 'rivage', appId: 'a' };
const withAppCheck = { kind: 'production', config, appCheckSiteKey: 'site-key' } as const;

beforeEach(() => {
  vi.mocked(getAppCheckToken).mockReset().mockResolvedValue('app-check-token');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('appCheckHeaders', () => {
  it('carries the App Check token in a production build with the site key', async () => {
    expect(APP_CHECK_HEADER).toBe('X-Firebase-AppCheck');
    expect(await appCheckHeaders(withAppCheck)).toEqual({ 'X-Firebase-AppCheck': 'app-check-token' });
  });

  it('adds nothing, and loads nothing, in a production build without the key or in a local build', async () => {
    expect(await appCheckHeaders({ kind: 'production', config })).toEqual({});
    expect(await appCheckHeaders({ kind: 'production', config, appCheckSiteKey: '' })).toEqual({});
    // The test run's own target: the local emulators.
    expect(await appCheckHeaders()).toEqual({});
    expect(getAppCheckToken).not.toHaveBeenCalled();
  });

  it('goes without the token when App Check fails (reCAPTCHA blocked, the SDK offline)', async () => {
    vi.mocked(getAppCheckToken).mockRejectedValue(new Error('appCheck/recaptcha-error'));
    expect(await appCheckHeaders(withAppCheck)).toEqual({});
  });

  it('goes without the token after APP_CHECK_TOKEN_TIMEOUT_MS, not before', async () => {
    vi.useFakeTimers();
    vi.mocked(getAppCheckToken).mockReturnValue(new Promise(() => {}));
    const settled = vi.fn();
    const headers = appCheckHeaders(withAppCheck).then(settled);
    await vi.advanceTimersByTimeAsync(APP_CHECK_TOKEN_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await headers;
    expect(settled).toHaveBeenCalledWith({});
  });
});
