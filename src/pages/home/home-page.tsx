import { Suspense } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { homeDescription } from '@/content/home';
import { AboutSection } from './about-section';
import { BmiSection } from './bmi-section';
import {
  CallBannerSection,
  DeferredSectionsHydrated,
  FeaturedClassesSection,
  GalleryStripSection,
  LaterSectionsMarker,
  LatestBlogSection,
  PricingSection,
  TestimonialsSection,
  TrainersSection,
} from './deferred-sections';
import { HeroSection } from './hero-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** The home page: the spec's eleven sections, in its order. */
export function HomePage() {
  return (
    <>
      <PageMeta description={homeDescription} />
      <HeroSection />
      <AboutSection />
      <WhyChooseUsSection />
      <BmiSection />
      {/* Prerendered in place; hydrated from a second chunk as the visitor nears them (deferred-sections.ts). */}
      <LaterSectionsMarker />
      <Suspense fallback={null}>
        <FeaturedClassesSection />
        <PricingSection />
        <LatestBlogSection />
        <GalleryStripSection />
        <TrainersSection />
        <TestimonialsSection />
        <CallBannerSection />
        <DeferredSectionsHydrated />
      </Suspense>
    </>
  );
}
