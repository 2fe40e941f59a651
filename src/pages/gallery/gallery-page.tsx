import type { GalleryPageNumber } from '@/app/paths';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function GalleryPage({ page }: { page: GalleryPageNumber }) {
  return (
    <>
      <PageMeta
        title={`Gallery, page ${page}`}
        description="Photos of Rivage Gym in Mahdia: the training floor, our classes and the seaside town."
      />
      <PageBanner title="Gallery" />
    </>
  );
}
