/**
 * Sections 5 to 11 of the home page, gathered so the bundler puts them in one chunk of their
 * own (see deferred-sections.ts). Not a barrel for convenience: this file is a chunk boundary.
 */
export { CallBannerSection } from './call-banner-section';
export { FeaturedClassesSection } from './featured-classes-section';
export { GalleryStripSection } from './gallery-strip-section';
export { LatestBlogSection } from './latest-blog-section';
export { PricingSection } from './pricing-section';
export { TestimonialsSection } from './testimonials-section';
export { TrainersSection } from './trainers-section';
