/**
 * The words of every page's frame: the skip link, the navbar and its menus, the breadcrumb and
 * the document title. Constants of their own rather than fields of one object: the build writes
 * each constant's text where it is used, so on every page's first load these words cost what
 * they did as text in the components. Components read them as `import * as frame from …`.
 */
import { site } from './site';

export const skipToContent: string = 'Skip to content';
/** The logo link's name. */
export const logoLabel: string = `${site.name}, home`;
/** The navbar's name for screen readers. */
export const mainNav: string = 'Main';

// The eight pages of the navbar and the menu.
export const navHome: string = 'Home';
export const navAbout: string = 'About';
export const navGallery: string = 'Gallery';
export const navSchedule: string = 'Schedule';
export const navBlog: string = 'Blog';
export const navPricing: string = 'Pricing';
export const navClasses: string = 'Classes';
export const navContact: string = 'Contact';

/** The navbar's and the menu's call to action. */
export const joinClass: string = 'join class now';
/** The menu button, the menu and its list of links share this name. */
export const menu: string = 'Menu';
export const closeMenu: string = 'Close menu';
/** The side panel's button and the panel share this name. */
export const sidePanel: string = 'About us, gallery and contact details';
export const closeSidePanel: string = 'Close panel';

export const signUpOrSignIn: string = 'Sign up or sign in';
/** Before the member's e-mail in the menus. */
export const signedInAs: string = 'Signed in as';
/** The account button's name, e.g. "Account: signed in as salma@example.tn". */
export const accountLabel = (email: string): string => `Account: signed in as ${email}`;
/** Stands for the e-mail when the account has none. */
export const yourAccount: string = 'your account';
export const myWeek: string = 'My week';
export const signOut: string = 'Sign out';

export const breadcrumb: string = 'Breadcrumb';
export const breadcrumbHome: string = 'Home';

/** A social link's name: the network's label, and that it opens in a new tab. */
export const newTabLabel = (label: string): string => `${label} (opens in a new tab)`;

/** The home page's document title. */
export const homeTitle: string = `${site.name} | Community gym in ${site.town}`;
/** Every other page's document title, e.g. "About Us | Rivage Gym". */
export const pageTitle = (title: string): string => `${title} | ${site.name}`;
/** The share card image's description. */
export const shareImageAlt: string = `${site.name}, ${site.town}: ${site.tagline}`;
