import { ExternalLinkIcon } from '@/components/ui/page-icons';
import type { ContactPageContent } from '@/content/contact-types';
import type { Site } from '@/content/site-types';
import { formatAddress } from '@/lib/address';
import { osmEmbedUrl, osmLinkUrl } from './map-urls';
import { usePageLoaded } from './use-page-loaded';

/**
 * The OpenStreetMap frame. It joins the page once the page itself has loaded: a phone's
 * lazy-loading margin is wide enough to reach it on arrival, and a third-party page, its script
 * and its tiles would otherwise share a slow connection with the page's own text, fonts and
 * code. From then on `loading="lazy"` lets the browser fetch it only as it nears the viewport.
 * Its box keeps its size meanwhile, so nothing moves. Without JavaScript the frame is in a
 * `<noscript>`, lazy as well; the plain link works in every case.
 */
type MapWords = Pick<ContactPageContent, 'mapHeading' | 'mapLink' | 'opensInNewTab' | 'mapTitle'>;

export function ContactMap({ site, words }: { site: Site; words: MapWords }) {
  const isPageLoaded = usePageLoaded();
  // No sandbox, on purpose. The map is another site's page (openstreetmap.org, the only frame
  // the CSP's frame-src allows): the same-origin policy already keeps it away from this page, its
  // storage and its cookies, and the browser lets it navigate this tab only after a click in it.
  // The sandbox it had paired allow-scripts with allow-same-origin, which HTML rules out (for a
  // frame of this site's own origin it lets the frame lift its sandbox). The only sandbox left
  // that means something drops allow-same-origin and runs OpenStreetMap's page under an opaque
  // origin, which its scripts and requests are not made for; a map broken that way would go
  // unseen, since no test here can reach openstreetmap.org.
  const frame = (
    <iframe
      src={osmEmbedUrl(site.mapLocation)}
      title={words.mapTitle}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="block size-full border-0"
    />
  );
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
      <div className="h-96 bg-coal sm:h-[28rem]">{isPageLoaded ? frame : <noscript>{frame}</noscript>}</div>
    </section>
  );
}
