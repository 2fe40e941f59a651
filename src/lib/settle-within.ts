/**
 * The one bound on a wait in the app: what never answers must not leave a visitor waiting. The
 * callers differ only in what lateness means (an error, "no answer", an empty list, an aborted
 * request), so they say it in `late`.
 */

/**
 * Settles like `work`, or, once `ms` have passed without it settling, with what `late()` returns
 * (a throw in `late` rejects). The timer is cleared either way; `work` itself may still finish.
 */
export function settleWithin<T, Late>(work: Promise<T>, ms: number, late: () => Late): Promise<T | Late> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<Late>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}
