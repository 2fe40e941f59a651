import shareImage from '@/assets/images/brand/share-image.svg?w=1200&picture';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/site-url';

/** schema.org description of the gym, as search engines read it (JSON-LD). */
export function gymStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: site.name,
    description: site.tagline,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImage.src),
    telephone: site.phone.international,
    email: site.email,
    priceRange: site.priceRange,
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

/** Renders the JSON-LD block. `<` is escaped so no text in the data can close the script. */
export function GymStructuredData() {
  const json = JSON.stringify(gymStructuredData()).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; it is built from our own content and escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
