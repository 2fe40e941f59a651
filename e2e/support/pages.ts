import { prerenderPaths, redirects } from '../../src/app/site-paths';
import { paths } from '../../src/content/paths';
import { weekdays } from '../../src/lib/weekdays';

/** Each page's main heading, as a visitor reads it. */
export const pageHeadings: Readonly<Record<string, string>> = {
  [paths.home]: 'make your body fit & perfect',
  [paths.about]: 'About Us',
  [paths.galleryPage(1)]: 'Gallery',
  [paths.galleryPage(2)]: 'Gallery',
  [paths.schedule]: 'Schedule by Day',
  ...Object.fromEntries(weekdays.map((day) => [paths.scheduleDay(day), 'Schedule by Day'])),
  [paths.blog]: 'Blog',
  [paths.pricing]: 'Pricing',
  [paths.classes]: 'Classes',
  [paths.contact]: 'Contact Us',
  [paths.trial]: 'Free Trial Class',
  [paths.signUp]: 'Sign Up',
  [paths.signIn]: 'Sign In',
  [paths.privacy]: 'Privacy Policy',
  [paths.account]: 'My Week',
  [paths.desk]: 'Front Desk',
};

/** Every URL that serves a page of its own (the redirecting /gallery is not one). */
export const pagePaths = prerenderPaths.filter((path) => !redirects.some((redirect) => redirect.from === path));

export const UNKNOWN_PATH = '/this/page/does-not-exist';

/** The widths every page is reviewed at (screenshots, sideways-scroll and tap-target checks). */
export const REVIEW_WIDTHS = [360, 390, 768, 1024, 1280, 1920] as const;
