import { Picture } from '@/components/ui/picture';
import { galleryImages, homeGalleryStripIds } from '@/content/gallery';
import { galleryStrip } from '@/content/home-lower';

const stripImages = homeGalleryStripIds.map((id) => {
  const image = galleryImages.find((candidate) => candidate.id === id);
  if (!image) throw new Error(`No gallery image ${id}`);
  return image;
});

/** Five pictures edge to edge; on very small screens they would be too small to read, so they hide. */
export function GalleryStripSection() {
  return (
    <section aria-labelledby="home-gallery-title" className="hidden bg-ink xs:block">
      <h2 id="home-gallery-title" className="sr-only">
        {galleryStrip.title}
      </h2>
      <ul className="grid grid-cols-5">
        {stripImages.map((image) => (
          <li key={image.id}>
            <Picture image={image.img} alt={image.alt} sizes="20vw" imgClassName="aspect-[4/3] w-full object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}
