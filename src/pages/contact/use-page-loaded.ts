import { useEffect, useState } from 'react';

/**
 * Whether the page has finished loading (the window's `load` event). False on the server and
 * in the first browser render, so the prerendered HTML and hydration agree; true from then on,
 * at once on a page reached by a link.
 */
export function usePageLoaded(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setIsLoaded(true);
      return;
    }
    const handleLoad = () => setIsLoaded(true);
    window.addEventListener('load', handleLoad, { once: true });
    return () => window.removeEventListener('load', handleLoad);
  }, []);
  return isLoaded;
}
