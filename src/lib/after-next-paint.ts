/** Calls `callback` just after the browser's next paint; returns what cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The animation frame comes just before the next paint, the timer just after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
