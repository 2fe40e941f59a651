import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { pageBannerImage } from '@/content/page-banner-facts';
import { paths } from '@/content/paths';
import * as frame from '@/content/site-frame';

interface PageBannerProps {
  /** The page's one `<h1>`. */
  title: string;
  /** Optional line under the title. */
  children?: ReactNode;
}

/** The dark banner that opens every inner page, under the transparent navbar. */
export function PageBanner({ title, children }: PageBannerProps) {
  return (
    <div className="relative isolate overflow-hidden bg-night pt-navbar text-white">
      {/* The first screen's largest image on every inner page: loaded eagerly and preloaded. */}
      <Picture
        image={pageBannerImage}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-radial-[ellipse_at_top_right] from-red/45 to-transparent to-60% rtl:bg-radial-[ellipse_at_top_left]"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="font-display text-4xl font-black uppercase tracking-wider sm:text-6xl">{title}</h1>
        {children}
        <nav aria-label={frame.breadcrumb}>
          <ol className="flex items-center gap-2 text-sm text-white/80">
            <li>
              <Link
                to={paths.home}
                className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-ember"
              >
                {frame.breadcrumbHome}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-4 text-ember rtl:-scale-x-100" />
            </li>
            <li aria-current="page" className="font-semibold text-white">
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
