import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { gymClasses } from '@/content/classes';
import { SavedClassesNotices } from '@/saved-classes/saved-classes-notices';
import { ClassesSection } from './classes-section';

export function ClassesPage() {
  return (
    <>
      <PageMeta
        title="Classes"
        description="Twelve weekly classes at Rivage Gym in Mahdia, from cycling and boxing to yoga and meditation."
      />
      <PageBanner title="Classes" />
      <ClassesSection classes={gymClasses} />
      <SavedClassesNotices />
    </>
  );
}
