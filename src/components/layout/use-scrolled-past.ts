import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` pixels. Starts false, as in the
 * prerendered HTML (which is always at the top), and follows the real position after mount.
 */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);

  useEffect(() => {
    const update = () => setIsPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return isPast;
}
