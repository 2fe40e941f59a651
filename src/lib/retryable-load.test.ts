import { describe, expect, it, vi } from 'vitest';
import { retryableLoad } from './retryable-load';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('retryableLoad', () => {
  it('downloads once, however often it is asked, and resolves `loaded`', async () => {
    const download = vi.fn(() => Promise.resolve('chunk'));
    const load = retryableLoad(download);
    await Promise.all([load.attempt(), load.attempt()]);
    await expect(load.attempt()).resolves.toBe('chunk');
    await expect(load.loaded).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(1);
    expect(load.hasFailed()).toBe(false);
  });

  it('reports a failed download, leaves `loaded` pending, and downloads afresh on retry', async () => {
    const download = vi.fn<() => Promise<string>>(offline);
    const load = retryableLoad(download);
    const listener = vi.fn();
    load.subscribe(listener);
    let isLoaded = false;
    void load.loaded.then(() => {
      isLoaded = true;
    });

    await expect(load.attempt()).rejects.toThrow(TypeError);
    expect(load.hasFailed()).toBe(true);
    expect(listener).toHaveBeenCalled();

    download.mockImplementation(() => Promise.resolve('chunk'));
    await expect(load.attempt()).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(2);
    expect(load.hasFailed()).toBe(false);
    await load.loaded;
    expect(isLoaded).toBe(true);
  });

  it('keeps reporting the failure while a retry is on its way', async () => {
    let finish: (value: string) => void = () => {};
    const download = vi
      .fn<() => Promise<string>>(offline)
      .mockImplementationOnce(offline)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const load = retryableLoad(download);
    await load.attempt().catch(() => {});
    const retry = load.attempt();
    expect(load.hasFailed()).toBe(true);
    finish('chunk');
    await retry;
    expect(load.hasFailed()).toBe(false);
  });
});
