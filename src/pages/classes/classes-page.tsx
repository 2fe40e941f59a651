import { AfterFirstFrame } from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { gymClasses } from '@/content/classes';
import { classesPage as words } from '@/content/classes-page';
import { useLiveChanges } from '@/live-timetable/use-live-changes';
import { SavedClassesNotices } from '@/saved-classes/saved-classes-notices';
import { ClassesSection } from './classes-section';

export function ClassesPage() {
  // The page's one read of the live changes, shared by every card.
  const live = useLiveChanges();
  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AfterFirstFrame>
        <ClassesSection classes={gymClasses} live={live} />
        <SavedClassesNotices />
      </AfterFirstFrame>
    </>
  );
}
