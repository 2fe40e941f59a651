import { useLocation } from 'react-router-dom';
import shareImage from '@/assets/images/brand/share-image.svg?w=1200&picture';
import { site } from '@/content/site';
import * as frame from '@/content/site-frame';
import { absoluteUrl } from '@/content/site-url';
import { localeCodes, locales, localizedPath } from '@/i18n/locales';
import { pageLocale, pagePath } from '@/i18n/page-locale';

interface PageMetaProps {
  /** The page's own title; the gym's name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** The URL search engines should treat as this page's address; defaults to the current path. */
  canonicalPath?: string;
  /** For pages that must not be indexed (the not-found page). */
  noIndex?: boolean;
}

/**
 * Everything a page says about itself in `<head>`: title, description, canonical URL, and the
 * Open Graph / Twitter card used when the page is shared. React hoists these tags into `<head>`
 * in the browser; the prerender moves them there in the HTML, so each URL carries its own
 * before any script runs.
 *
 * What only search engines and link previews read (the description, the language versions and
 * the share card) is written by the prerender alone: they read the page's HTML (WhatsApp,
 * Facebook and X never run its scripts), so the browser build leaves it out of every page's
 * first load (about 300 bytes gzip). A page reached by a link inside the site keeps those tags
 * from the page the visit began on, which nothing in a browser reads; its title changes.
 */
export function PageMeta({ title, description, canonicalPath, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = title ? frame.pageTitle(title) : frame.homeTitle;
  const routerPath = canonicalPath ?? pathname;
  const url = absoluteUrl(pagePath(routerPath));
  return (
    <>
      <title>{fullTitle}</title>
      {import.meta.env.SSR ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {import.meta.env.SSR && !noIndex ? <LanguageVersions routerPath={routerPath} /> : null}
      {import.meta.env.SSR ? <ShareCard title={fullTitle} description={description} url={url} /> : null}
    </>
  );
}

/** The same page in every language, and English for any other (hreflang): prerendered HTML only (see PageMeta). */
function LanguageVersions({ routerPath }: { routerPath: string }) {
  return [...localeCodes, 'x-default' as const].map((code) => (
    <link
      key={code}
      rel="alternate"
      hrefLang={code}
      href={absoluteUrl(localizedPath(code === 'x-default' ? 'en' : code, routerPath))}
    />
  ));
}

interface ShareCardProps {
  title: string;
  description: string;
  url: string;
}

/** The Open Graph and X card of a page: prerendered HTML only (see PageMeta). */
function ShareCard({ title, description, url }: ShareCardProps) {
  const image = absoluteUrl(shareImage.src);
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={pageLocale.ogLocale} />
      {localeCodes
        .filter((code) => code !== pageLocale.code)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={locales[code].ogLocale} />
        ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={frame.shareImageAlt} />
      {/* X reads the title, description and image from the Open Graph tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
