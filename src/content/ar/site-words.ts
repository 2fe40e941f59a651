/** Arabic words of the gym's identity; the facts they word are in site-facts.ts. */
import type { SocialLinkNetwork } from '../site-facts';
import type { PostalAddress } from '../site-types';
import type * as English from '../site-words';
import type { NamedDay } from '../site-words';
import type { TranslationOf, WordsById } from '../translation';

/** Consecutive days, from the first to the last (already worded). */
export const dayRange = (first: string, last: string): string => `من ${first} إلى ${last}`;

export const tagline: string = 'نادٍ رياضي للجميع على شاطئ المهدية: أجسام قويّة وأبواب مفتوحة.';

export const town: string = 'المهدية';

export const address: Omit<PostalAddress, 'postalCode'> = {
  street: '14 شارع الحبيب بورقيبة',
  town: 'المهدية',
  region: 'ولاية المهدية',
  country: 'تونس',
};

/** Each social link's visible or accessible name. */
export const socialLabels: WordsById<SocialLinkNetwork, string> = {
  facebook: 'صفحة Rivage Gym على فيسبوك',
  instagram: 'حساب Rivage Gym على إنستغرام',
  x: 'حساب Rivage Gym على إكس',
  youtube: 'قناة Rivage Gym على يوتيوب',
};

export const designerName: string = 'فريق موقع Rivage Gym';

export const priceRange = (lowest: number, highest: number): string => `${lowest}–${highest} د.ت في الشهر`;

export const weekdays: WordsById<NamedDay, string> = {
  Monday: 'الاثنين',
  Friday: 'الجمعة',
  Saturday: 'السبت',
  Sunday: 'الأحد',
};

/** A footer line's hours, from 24-hour "HH:MM" times. */
export const footerHours = (opens: string, closes: string): string => `${opens}–${closes}`;

/** The footer's hours for a day the gym does not open. */
export const closed: string = 'مغلق';

export type Complete = TranslationOf<typeof English, typeof import('./site-words')>;
