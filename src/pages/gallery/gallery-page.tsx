import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { galleryImages } from '@/content/gallery';
import { galleryPage as words } from '@/content/gallery-page';
import type { GalleryPageNumber } from '@/content/paths';
import { GalleryGrid } from './gallery-grid';
import { GalleryPager } from './gallery-pager';
import { GALLERY_IMAGES_PER_PAGE, galleryPageImages } from './gallery-pages';

export function GalleryPage({ page }: { page: GalleryPageNumber }) {
  const images = galleryPageImages(page);
  const first = (page - 1) * GALLERY_IMAGES_PER_PAGE + 1;
  const last = first + images.length - 1;
  return (
    <>
      <PageMeta title={words.title(page)} description={words.description} />
      <PageBanner title={words.banner} />
      <section aria-labelledby="gallery-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading eyebrow={words.eyebrow} title={words.heading} id="gallery-heading">
          <p>{words.intro(galleryImages.length)}</p>
          <p className="mt-2 text-sm font-semibold text-ink">{words.range(first, last, galleryImages.length)}</p>
        </SectionHeading>
        <div className="mt-12">
          <GalleryGrid images={images} allImages={galleryImages} />
        </div>
        <GalleryPager page={page} />
      </section>
    </>
  );
}
