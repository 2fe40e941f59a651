import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function ClassesPage() {
  return (
    <>
      <PageMeta
        title="Classes"
        description="Twelve weekly classes at Rivage Gym in Mahdia, from cycling and boxing to yoga and meditation."
      />
      <PageBanner title="Classes" />
    </>
  );
}
