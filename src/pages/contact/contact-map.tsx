import { ExternalLinkIcon } from '@/components/ui/feature-icons';
import type { Site } from '@/content/types';
import { formatAddress } from '@/lib/address';
import { osmEmbedUrl, osmLinkUrl } from './map-urls';

/**
 * The OpenStreetMap frame. `loading="lazy"` lets the browser fetch it only as it nears the
 * viewport, so the map costs nothing to visitors who never scroll down; the plain link works
 * without the frame (and without JavaScript).
 */
export function ContactMap({ site, title }: { site: Site; title: string }) {
  return (
    <section aria-labelledby="contact-map-heading" className="bg-night text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="contact-map-heading" className="font-display text-2xl font-black uppercase tracking-wider">
            Find Us
          </h2>
          <p className="mt-1 text-white/80">{formatAddress(site.address)}</p>
        </div>
        <a
          href={osmLinkUrl(site.mapLocation)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ember underline underline-offset-4 hover:text-white"
        >
          Open the map on OpenStreetMap
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <iframe
        src={osmEmbedUrl(site.mapLocation)}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups"
        className="block h-96 w-full border-0 bg-coal sm:h-[28rem]"
      />
    </section>
  );
}
