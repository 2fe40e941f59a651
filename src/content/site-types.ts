/**
 * The gym's details as every page shows them (site.ts), the part that is the same in every
 * language (site-facts.ts), and the shapes of its address, links and hours.
 */

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** Visible or accessible name, e.g. "Rivage Gym on Instagram". */
  label: string;
  href: string;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  town: string;
  region: string;
  country: string;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHoursSpecification {
  days: readonly DayOfWeek[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface OpeningHoursLine {
  days: string;
  hours: string;
}

export interface Site {
  name: string;
  /**
   * The public address of the deployed site, without a trailing slash: canonical links,
   * the sitemap and share cards are built from it. Change it to your own domain.
   */
  url: string;
  tagline: string;
  town: string;
  address: PostalAddress;
  /** As printed, and in the international form used for `tel:` links. */
  phone: { display: string; international: string };
  email: string;
  /** Footer icons (four networks); the side panel shows the first three. */
  socialLinks: readonly SocialLink[];
  mapLocation: GeoLocation;
  /** The footer's "Working Hours" list, as printed. */
  footerHours: readonly OpeningHoursLine[];
  /** The same hours in 24-hour form, for search engines (structured data). */
  openingHours: readonly OpeningHoursSpecification[];
  /** The days the gym does not open (the footer's last lines). */
  closedDays: readonly DayOfWeek[];
  designer: { name: string; href: string };
}

/** What `Site` holds that is the same in every language (site-facts.ts); site.ts adds the words. */
export interface SiteFacts
  extends Pick<Site, 'name' | 'url' | 'phone' | 'email' | 'mapLocation' | 'openingHours' | 'closedDays'> {
  address: Pick<PostalAddress, 'postalCode'>;
  socialLinks: readonly Omit<SocialLink, 'label'>[];
  designer: Omit<Site['designer'], 'name'>;
}
