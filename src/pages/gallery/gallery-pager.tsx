import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ChevronLeftIcon } from '@/components/ui/page-icons';
import { galleryPage } from '@/content/gallery-page';
import { type GalleryPageNumber, galleryPageNumbers, paths } from '@/content/paths';
import { cn } from '@/lib/cn';

const box =
  'flex size-11 items-center justify-center border-2 font-display text-base font-bold transition-colors sm:size-12';
const idle = 'border-ink/15 text-ink hover:border-red hover:bg-red hover:text-white';
const current = 'border-red bg-red text-white';
const disabled = 'cursor-not-allowed border-ink/10 text-ink/40';

function isGalleryPage(page: number): page is GalleryPageNumber {
  return (galleryPageNumbers as readonly number[]).includes(page);
}

interface ArrowProps {
  target: number;
  label: string;
  rel: 'prev' | 'next';
}

/** A link to the neighbouring page, or a disabled button where there is none: never a dead link. */
function PagerArrow({ target, label, rel }: ArrowProps) {
  const Icon = rel === 'prev' ? ChevronLeftIcon : ChevronRightIcon;
  if (!isGalleryPage(target)) {
    return (
      <button type="button" disabled aria-label={label} className={cn(box, disabled)}>
        <Icon className="size-5 rtl:-scale-x-100" />
      </button>
    );
  }
  return (
    <Link to={paths.galleryPage(target)} rel={rel} aria-label={label} className={cn(box, idle)}>
      <Icon className="size-5 rtl:-scale-x-100" />
    </Link>
  );
}

/** Previous, the numbered pages and next. Following a link opens that page at its top. */
export function GalleryPager({ page }: { page: GalleryPageNumber }) {
  return (
    <nav aria-label={galleryPage.pagerLabel} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-2 sm:gap-3">
        <li>
          <PagerArrow target={page - 1} label={galleryPage.previousPage} rel="prev" />
        </li>
        {galleryPageNumbers.map((number) => (
          <li key={number}>
            <Link
              to={paths.galleryPage(number)}
              aria-label={galleryPage.pageNumber(number)}
              aria-current={number === page ? 'page' : undefined}
              className={cn(box, number === page ? current : idle)}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          <PagerArrow target={page + 1} label={galleryPage.nextPage} rel="next" />
        </li>
      </ul>
    </nav>
  );
}
