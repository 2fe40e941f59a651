/**
 * A part of the page whose code arrives later (a chunk), made to survive a failed download: a
 * visitor offline, or a tab left open across a deploy. Pages (app/page-route.ts), the home page's
 * later sections and every optional part (optional-part.ts) load through it. React.lazy and React Router's `lazy`
 * both remember a failed download for good; this remembers only success, so a retry really
 * downloads again (the browser, which remembers a failed address too, is asked for a new one:
 * fresh-import.ts).
 */
export interface RetryableLoad<T> {
  /** Settles only with success: a Suspense boundary waiting on it keeps its HTML or fallback. */
  readonly loaded: Promise<T>;
  /** Starts the download unless one is running or done; this attempt rejects if it fails. */
  attempt(): Promise<T>;
  /** True from a failed attempt until one succeeds (also while a retry is on its way). */
  hasFailed(): boolean;
  /** What the download gave once one has succeeded; undefined until then. */
  value(): T | undefined;
  /** Calls `listener` whenever `hasFailed()` may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function retryableLoad<T>(download: () => Promise<T>): RetryableLoad<T> {
  let markLoaded: (value: T) => void = () => {};
  const loaded = new Promise<T>((resolve) => {
    markLoaded = resolve;
  });
  let current: Promise<T> | undefined;
  let hasFailed = false;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const settle = (failed: boolean) => {
    hasFailed = failed;
    for (const listener of listeners) listener();
  };

  return {
    loaded,
    attempt() {
      current ??= download().then(
        (downloaded) => {
          value = downloaded;
          markLoaded(downloaded);
          settle(false);
          return downloaded;
        },
        (error: unknown) => {
          current = undefined;
          settle(true);
          throw error;
        },
      );
      return current;
    },
    hasFailed: () => hasFailed,
    value: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
