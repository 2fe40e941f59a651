/**
 * The home page's sections 5 to 11 (featured classes to the call banner) are links, pictures and
 * two small controls far below the first screen. Their code and content travel in a second
 * chunk so that the top of the page, with the BMI calculator, hydrates from a small first load.
 *
 * The prerender renders them in place like any other section (the server build awaits the
 * chunk), so the HTML is complete before any script runs. In the browser each is a lazy
 * component inside one Suspense boundary: React keeps the prerendered HTML of that boundary
 * and hydrates it as soon as the chunk arrives, which it requests while hydrating the rest.
 */
import { type ComponentType, lazy, useEffect } from 'react';

const loadLaterSections = () => import('./later-sections');
type LaterSections = Awaited<ReturnType<typeof loadLaterSections>>;

const prerendered: LaterSections | null = import.meta.env.SSR ? await loadLaterSections() : null;

function deferred(name: keyof LaterSections): ComponentType {
  return prerendered ? prerendered[name] : lazy(async () => ({ default: (await loadLaterSections())[name] }));
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
