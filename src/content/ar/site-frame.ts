/** Arabic words of every page's frame: skip link, navbar and menus, breadcrumb and document titles. */

import { site } from '../site';
import type * as English from '../site-frame';
import type { TranslationOf } from '../translation';

export const skipToContent: string = 'انتقل إلى المحتوى';
/** The logo link's name. */
export const logoLabel: string = `${site.name}، الصفحة الرئيسية`;
/** The navbar's name for screen readers. */
export const mainNav: string = 'التنقّل الرئيسي';

// The eight pages of the navbar and the menu.
export const navHome: string = 'الرئيسية';
export const navAbout: string = 'من نحن';
export const navGallery: string = 'معرض الصور';
export const navSchedule: string = 'جدول الحصص';
export const navBlog: string = 'المدوّنة';
export const navPricing: string = 'الأسعار';
export const navClasses: string = 'الحصص';
export const navContact: string = 'اتصل بنا';

/** The navbar's and the menu's call to action. */
export const joinClass: string = 'انضمّ إلى حصة الآن';
/** The menu button, the menu and its list of links share this name. */
export const menu: string = 'القائمة';
export const closeMenu: string = 'أغلق القائمة';
/** The side panel's button and the panel share this name. */
export const sidePanel: string = 'من نحن ومعرض الصور ومعلومات الاتصال';
export const closeSidePanel: string = 'أغلق اللوحة';

export const signUpOrSignIn: string = 'إنشاء حساب أو تسجيل الدخول';
/** Before the member's e-mail in the menus. */
export const signedInAs: string = 'تمّ تسجيل الدخول بحساب';
/** The account button's name, e.g. "حسابك (salma@example.tn)". */
export const accountLabel = (email: string): string => `حسابك (${email})`;
/** Stands for the e-mail when the account has none. */
export const yourAccount: string = 'دون بريد إلكتروني';
export const myWeek: string = 'أسبوعي';
export const signOut: string = 'تسجيل الخروج';

export const breadcrumb: string = 'مسار التنقّل';
export const breadcrumbHome: string = 'الرئيسية';

/** A social link's name: the network's label, and that it opens in a new tab. */
export const newTabLabel = (label: string): string => `${label} (تُفتح في علامة تبويب جديدة)`;

/** The home page's document title. */
export const homeTitle: string = `${site.name} | نادٍ رياضي للجميع في ${site.town}`;
/** Every other page's document title, e.g. "من نحن | Rivage Gym". */
export const pageTitle = (title: string): string => `${title} | ${site.name}`;
/** The share card image's description. */
export const shareImageAlt: string = `${site.name}، ${site.town}: ${site.tagline}`;

export type Complete = TranslationOf<typeof English, typeof import('./site-frame')>;
