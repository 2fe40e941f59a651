/** French words of every page's frame: skip link, navbar and menus, breadcrumb, document titles. */

import { site } from '../site';
import type * as English from '../site-frame';
import type { TranslationOf } from '../translation';

export const skipToContent: string = 'Aller au contenu';
/** The logo link's name. */
export const logoLabel: string = `${site.name}, accueil`;
/** The navbar's name for screen readers. */
export const mainNav: string = 'Menu principal';

// The eight pages of the navbar and the menu.
export const navHome: string = 'Accueil';
export const navAbout: string = 'À propos';
export const navGallery: string = 'Galerie';
export const navSchedule: string = 'Planning';
export const navBlog: string = 'Blog';
export const navPricing: string = 'Tarifs';
export const navClasses: string = 'Cours';
export const navContact: string = 'Contact';

/** The navbar's and the menu's call to action. */
export const joinClass: string = 'je m’inscris';
/** The menu button, the menu and its list of links share this name. */
export const menu: string = 'Menu';
export const closeMenu: string = 'Fermer le menu';
/** The side panel's button and the panel share this name. */
export const sidePanel: string = 'À propos, galerie et coordonnées';
export const closeSidePanel: string = 'Fermer le panneau';

export const signUpOrSignIn: string = 'Créer un compte ou se connecter';
/** Before the member's e-mail in the menus. */
export const signedInAs: string = 'Session ouverte avec';
/** The account button's name, e.g. "Mon compte : session ouverte avec salma@example.tn". */
export const accountLabel = (email: string): string => `Mon compte : session ouverte avec ${email}`;
/** Stands for the e-mail when the account has none. */
export const yourAccount: string = 'votre compte';
export const myWeek: string = 'Ma semaine';
export const signOut: string = 'Se déconnecter';

export const breadcrumb: string = 'Fil d’Ariane';
export const breadcrumbHome: string = 'Accueil';

/** A social link's name: the network's label, and that it opens in a new tab. */
export const newTabLabel = (label: string): string => `${label} (s’ouvre dans un nouvel onglet)`;

/** The home page's document title. */
export const homeTitle: string = `${site.name} | Salle de sport de quartier à ${site.town}`;
/** Every other page's document title, e.g. "Qui sommes-nous ? | Rivage Gym". */
export const pageTitle = (title: string): string => `${title} | ${site.name}`;
/** The share card image's description. */
export const shareImageAlt: string = `${site.name}, ${site.town} : la salle de sport de quartier face à la mer`;

export type Complete = TranslationOf<typeof English, typeof import('./site-frame')>;
