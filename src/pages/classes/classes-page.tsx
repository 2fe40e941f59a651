import { AfterFirstFrame } from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { gymClasses } from '@/content/classes';
import { classesPage as words } from '@/content/classes-page';
import { SavedClassesNotices } from '@/saved-classes/saved-classes-notices';
import { ClassesSection } from './classes-section';

export function ClassesPage() {
  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AfterFirstFrame>
        <ClassesSection classes={gymClasses} />
        <SavedClassesNotices />
      </AfterFirstFrame>
    </>
  );
}
