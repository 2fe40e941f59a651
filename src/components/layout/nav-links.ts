import { paths } from '@/content/paths';
import * as frame from '@/content/site-frame';

interface MainNavLink {
  label: string;
  to: string;
  /** The URL prefix the link stands for: Gallery is current on every gallery page. */
  section: string;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { label: frame.navHome, to: paths.home, section: paths.home },
  { label: frame.navAbout, to: paths.about, section: paths.about },
  { label: frame.navGallery, to: paths.galleryPage(1), section: paths.gallery },
  { label: frame.navSchedule, to: paths.schedule, section: paths.schedule },
  { label: frame.navBlog, to: paths.blog, section: paths.blog },
  { label: frame.navPricing, to: paths.pricing, section: paths.pricing },
  { label: frame.navClasses, to: paths.classes, section: paths.classes },
  { label: frame.navContact, to: paths.contact, section: paths.contact },
];

export function isInSection(pathname: string, section: string): boolean {
  if (section === paths.home) return pathname === paths.home;
  return pathname === section || pathname.startsWith(`${section}/`);
}
