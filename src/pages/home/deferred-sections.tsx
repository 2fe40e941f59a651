/**
 * The home page's sections 5 to 11 (featured classes to the call banner) are links, pictures and
 * two small controls far below the first screen. Their code and content travel in a second
 * chunk so that the top of the page, with the BMI calculator, hydrates from a small first load.
 *
 * The prerender renders them in place like any other section (the server build awaits the
 * chunk), so the HTML is complete before any script runs. In the browser each waits on the
 * chunk inside one Suspense boundary: React keeps the prerendered HTML of that boundary and
 * hydrates it once the chunk arrives. The chunk is requested only when the visitor scrolls
 * toward those sections (or lands on one, as /#team does): until then they are plain HTML
 * whose links work, and a visit that stays at the top never downloads it. A failed download
 * leaves them so too, with a small message and a Retry button above them.
 */
import { type ComponentType, lazy, useEffect } from 'react';
import { LoadFailure } from '@/components/ui/load-failure';
import { loadFailures } from '@/content/load-failures';
import { retryableLoad } from '@/lib/retryable-load';

/** Where the deferred sections begin. */
const LATER_SECTIONS_MARKER_ID = 'later-sections';

/** How far ahead of the viewport the sections start loading, so they are ready on arrival. */
const LOAD_AHEAD = '1000px';

function whenNearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const marker = document.getElementById(id);
    if (!marker || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // The marker is above the viewport too once the visitor is past it.
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(marker);
  });
}

const loadLaterSections = () => import('./later-sections');
type LaterSections = Awaited<ReturnType<typeof loadLaterSections>>;

const prerendered: LaterSections | null = import.meta.env.SSR ? await loadLaterSections() : null;
const laterSections = retryableLoad(loadLaterSections);

// A failed download shows as the marker's message; the rejection needs no other handling.
const ignoreRejection = () => {};

// Each waits on `loaded`, which never rejects: React.lazy would remember a rejection for good.
function deferred(name: keyof LaterSections): ComponentType {
  return prerendered
    ? prerendered[name]
    : lazy(() => laterSections.loaded.then((sections) => ({ default: sections[name] })));
}

/**
 * Rendered just before the sections' Suspense boundary: starts their download as the visitor
 * nears them, and if it fails says so there, with a Retry button.
 */
export function LaterSectionsMarker() {
  useEffect(() => {
    whenNearViewport(LATER_SECTIONS_MARKER_ID)
      .then(() => laterSections.attempt())
      .catch(ignoreRejection);
  }, []);
  return (
    <div id={LATER_SECTIONS_MARKER_ID}>
      <LoadFailure
        load={laterSections}
        message={<p>{loadFailures.homeLaterSections}</p>}
        className="mx-auto max-w-2xl px-4 py-10"
      />
    </div>
  );
}

export const FeaturedClassesSection = deferred('FeaturedClassesSection');
export const PricingSection = deferred('PricingSection');
export const LatestBlogSection = deferred('LatestBlogSection');
export const GalleryStripSection = deferred('GalleryStripSection');
export const TrainersSection = deferred('TrainersSection');
export const TestimonialsSection = deferred('TestimonialsSection');
export const CallBannerSection = deferred('CallBannerSection');

/**
 * Rendered inside the same Suspense boundary: its effect runs once the deferred sections have
 * hydrated (the boundary hydrates as a whole), and marks it on <html> as RootLayout marks the
 * page. The end-to-end tests wait for it before they hover, focus or click down there.
 */
export function DeferredSectionsHydrated() {
  useEffect(() => {
    document.documentElement.dataset.homeSectionsHydrated = 'true';
    return () => {
      delete document.documentElement.dataset.homeSectionsHydrated;
    };
  }, []);
  return null;
}
