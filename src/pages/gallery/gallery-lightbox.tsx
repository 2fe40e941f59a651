import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Overlay } from '@/components/ui/overlay';
import { ChevronLeftIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { galleryPage } from '@/content/gallery-page';
import type { GalleryImage } from '@/content/gallery-types';
import { cn } from '@/lib/cn';

export const GALLERY_LIGHTBOX_ID = 'gallery-viewer';

/** How far a finger must travel sideways to count as a swipe to the next or previous image. */
const SWIPE_MIN_PX = 50;

interface GalleryLightboxProps {
  /** Every image of the gallery: the viewer moves across pages. */
  images: readonly GalleryImage[];
  /** Index into `images` of the image shown, or null while closed. */
  index: number | null;
  onShow: (index: number) => void;
  onClose: () => void;
  /** The thumbnail focus returns to on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Which way "next" lies on screen: rightwards in a left-to-right page, leftwards in Arabic. */
function rightwardStep(): 1 | -1 {
  return getComputedStyle(document.documentElement).direction === 'rtl' ? -1 : 1;
}

const arrowButton =
  'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/80 text-white ring-1 ring-white/30 transition-colors hover:bg-red';

/**
 * One gallery image, large, in a modal dialog. Escape, the close button or a click on the dark
 * ground around the image closes it; the arrow
 * keys, the two arrow buttons and a swipe step through all twelve images, wrapping round; focus
 * goes back to the thumbnail of the image shown last when this page has it.
 */
export function GalleryLightbox({ images, index, onShow, onClose, returnFocusRef }: GalleryLightboxProps) {
  const isOpen = index !== null;
  const image = index === null ? undefined : images[index];
  const count = images.length;

  // The key handler reads the latest index and callback without re-subscribing on every step.
  const stepRef = useRef((_offset: number) => {});
  stepRef.current = (offset: number) => {
    if (index !== null) onShow((index + offset + count) % count);
  };

  // On touch screens a horizontal swipe steps too.
  const swipeStartX = useRef<number | null>(null);
  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null || event.pointerType === 'mouse') return;
    const distance = event.clientX - startX;
    // A swipe leftwards brings in the image on the right.
    if (Math.abs(distance) >= SWIPE_MIN_PX) stepRef.current(distance < 0 ? rightwardStep() : -rightwardStep());
  }

  useEffect(() => {
    if (!isOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        stepRef.current(-rightwardStep());
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        stepRef.current(rightwardStep());
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isOpen]);

  return (
    <Overlay
      id={GALLERY_LIGHTBOX_ID}
      label={galleryPage.viewer}
      isOpen={isOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      closeLabel={galleryPage.closeViewer}
      placement="fullscreen"
      closesOnBackgroundClick
    >
      {image && index !== null && (
        <figure className="flex flex-1 flex-col items-center justify-center gap-5 px-4 pb-8 sm:px-20">
          <div
            className="relative w-full max-w-6xl touch-pan-y"
            onPointerDown={(event) => {
              swipeStartX.current = event.clientX;
            }}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStartX.current = null;
            }}
          >
            <Picture
              key={image.id}
              image={image.img}
              alt={image.alt}
              sizes="(min-width: 1280px) 1152px, 100vw"
              loading="eager"
              className="block"
              // The image's box is the drawn image: a click beside it lands on the ground and closes.
              imgClassName="mx-auto h-auto max-h-[calc(100dvh-13rem)] w-auto max-w-full"
            />
            <button
              type="button"
              aria-label={galleryPage.previousImage}
              onClick={() => stepRef.current(-1)}
              className={cn(arrowButton, 'start-2 sm:-start-16')}
            >
              <ChevronLeftIcon className="size-6 rtl:-scale-x-100" />
            </button>
            <button
              type="button"
              aria-label={galleryPage.nextImage}
              onClick={() => stepRef.current(1)}
              className={cn(arrowButton, 'end-2 sm:-end-16')}
            >
              <ChevronRightIcon className="size-6 rtl:-scale-x-100" />
            </button>
          </div>
          <figcaption aria-live="polite" className="max-w-2xl text-center text-sm text-white/85 sm:text-base">
            <span aria-hidden="true" className="font-display font-bold tracking-widest text-ember">
              {index + 1} / {count}
            </span>
            <span className="sr-only">{galleryPage.position(index + 1, count)}</span>
            <span className="ms-3">{image.alt}</span>
          </figcaption>
        </figure>
      )}
    </Overlay>
  );
}
