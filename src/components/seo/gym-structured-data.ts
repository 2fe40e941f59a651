import shareImage from '@/assets/images/brand/share-image.svg?w=1200&picture';
import { priceRange, site } from '@/content/site';
import { absoluteUrl } from '@/content/site-url';
import { pagePath } from '@/i18n/page-locale';

/** schema.org description of the gym, as search engines read it (JSON-LD) on the home and contact pages. */
export function gymStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(pagePath('/')),
    image: absoluteUrl(shareImage.src),
    telephone: site.phone.international,
    email: site.email,
    priceRange: priceRange(),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.town,
      addressRegion: site.address.region,
      addressCountry: 'TN',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.mapLocation.latitude,
      longitude: site.mapLocation.longitude,
    },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: site.socialLinks.map((link) => link.href),
  };
}

/**
 * The JSON-LD block as HTML, for the prerender to write into a page's <head>: search engines
 * read it there, and the browser needs none of it, so it never travels in the app's JavaScript.
 * `<` is escaped so no text in the data can close the script.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
