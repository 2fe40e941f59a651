import { AfterFirstFrame } from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { about } from '@/content/about';
import { AboutIntroSection } from './about-intro-section';
import { HistorySection } from './history-section';

export function AboutPage() {
  return (
    <>
      <PageMeta title={about.title} description={about.description} />
      <PageBanner title={about.title} />
      <AfterFirstFrame>
        <AboutIntroSection intro={about.intro} />
        <HistorySection history={about.history} />
      </AfterFirstFrame>
    </>
  );
}
