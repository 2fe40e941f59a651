import { ExternalLinkIcon } from '@/components/ui/feature-icons';
import type { ContactPageContent, Site } from '@/content/types';
import { formatAddress } from '@/lib/address';
import { osmEmbedUrl, osmLinkUrl } from './map-urls';

/**
 * The OpenStreetMap frame. `loading="lazy"` lets the browser fetch it only as it nears the
 * viewport, so the map costs nothing to visitors who never scroll down; the plain link works
 * without the frame (and without JavaScript).
 */
type MapWords = Pick<ContactPageContent, 'mapHeading' | 'mapLink' | 'opensInNewTab' | 'mapTitle'>;

export function ContactMap({ site, words }: { site: Site; words: MapWords }) {
  return (
    <section aria-labelledby="contact-map-heading" className="bg-night text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <h2 id="contact-map-heading" className="font-display text-2xl font-black uppercase tracking-wider">
            {words.mapHeading}
          </h2>
          <p className="mt-1 text-white/80">{formatAddress(site.address)}</p>
        </div>
        <a
          href={osmLinkUrl(site.mapLocation)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ember underline underline-offset-4 hover:text-white"
        >
          {words.mapLink}
          <ExternalLinkIcon className="size-4 rtl:-scale-x-100" />
          <span className="sr-only">{words.opensInNewTab}</span>
        </a>
      </div>
      <iframe
        src={osmEmbedUrl(site.mapLocation)}
        title={words.mapTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups"
        className="block h-96 w-full border-0 bg-coal sm:h-[28rem]"
      />
    </section>
  );
}
