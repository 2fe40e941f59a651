import { useRef, useState } from 'react';
import { ZoomInIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { galleryPage } from '@/content/gallery-page';
import type { GalleryImage } from '@/content/gallery-types';
import { GALLERY_LIGHTBOX_ID, GalleryLightbox } from './gallery-lightbox';

interface GalleryGridProps {
  /** The images of this page. */
  images: readonly GalleryImage[];
  /** The whole gallery, which the viewer steps through. */
  allImages: readonly GalleryImage[];
}

/** The page's thumbnails, 3 columns on large screens, 2 on medium, 1 on small; each opens the viewer. */
export function GalleryGrid({ images, allImages }: GalleryGridProps) {
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const thumbnails = useRef(new Map<number, HTMLAnchorElement>());
  const returnFocusRef = useRef<HTMLElement | null>(null);

  function show(index: number) {
    setShownIndex(index);
    // Focus returns to the last image's thumbnail if this page has it, else to the one that opened the viewer.
    const thumbnail = thumbnails.current.get(allImages[index]?.id ?? -1);
    if (thumbnail) returnFocusRef.current = thumbnail;
  }

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {images.map((image, position) => (
          <li key={image.id}>
            {/* A link to the full-size file (the drawing itself for vector art), so the image opens
                before the app starts (or without it); once the app runs, a click opens the viewer instead. */}
            <a
              href={image.img.vector ?? image.img.src}
              ref={(element) => {
                if (element) thumbnails.current.set(image.id, element);
                return () => {
                  thumbnails.current.delete(image.id);
                };
              }}
              aria-label={galleryPage.viewLarger(image.alt)}
              aria-haspopup="dialog"
              aria-controls={GALLERY_LIGHTBOX_ID}
              onClick={(event) => {
                // Ctrl-, Cmd- or Shift-click still opens the file in a new tab or window.
                if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                show(allImages.indexOf(image));
              }}
              className="group relative block w-full overflow-hidden bg-night"
            >
              <Picture
                image={image.img}
                alt={image.alt}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                priority={position === 0}
                className="block"
                imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center bg-ink/55 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <ZoomInIcon className="size-10 text-white" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <GalleryLightbox
        images={allImages}
        index={shownIndex}
        onShow={show}
        onClose={() => setShownIndex(null)}
        returnFocusRef={returnFocusRef}
      />
    </>
  );
}
