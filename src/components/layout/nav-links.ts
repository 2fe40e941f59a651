import { paths } from '@/app/paths';

export interface MainNavLink {
  label: string;
  to: string;
  /** The URL prefix the link stands for: Gallery is current on every gallery page. */
  section: string;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { label: 'Home', to: paths.home, section: paths.home },
  { label: 'About', to: paths.about, section: paths.about },
  { label: 'Gallery', to: paths.galleryPage(1), section: paths.gallery },
  { label: 'Schedule', to: paths.schedule, section: paths.schedule },
  { label: 'Blog', to: paths.blog, section: paths.blog },
  { label: 'Pricing', to: paths.pricing, section: paths.pricing },
  { label: 'Classes', to: paths.classes, section: paths.classes },
  { label: 'Contact', to: paths.contact, section: paths.contact },
];

export function isInSection(pathname: string, section: string): boolean {
  if (section === paths.home) return pathname === paths.home;
  return pathname === section || pathname.startsWith(`${section}/`);
}
