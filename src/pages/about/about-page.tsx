import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { about } from '@/content/about';
import { AboutIntroSection } from './about-intro-section';
import { HistorySection } from './history-section';

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Rivage Gym is a community gym on the Mahdia seafront: our story, our coaches and how we train."
      />
      <PageBanner title="About Us" />
      <AboutIntroSection intro={about.intro} />
      <HistorySection history={about.history} />
    </>
  );
}
