/** Arabic words of the gym's identity; the facts they word are in site-facts.ts. */
import type { SocialLinkNetwork } from '../site-facts';
import type * as English from '../site-words';
import type { TranslationOf } from '../translation';
import type { SiteWords } from '../types';

const dayRange = (first: string, last: string) => `من ${first} إلى ${last}`;

export const siteWords: SiteWords<SocialLinkNetwork> = {
  tagline: 'نادٍ رياضي للجميع على شاطئ المهدية: أجسام قويّة وأبواب مفتوحة.',
  town: 'المهدية',
  address: {
    street: '14 شارع الحبيب بورقيبة',
    town: 'المهدية',
    region: 'ولاية المهدية',
    country: 'تونس',
  },
  socialLabels: {
    facebook: 'صفحة Rivage Gym على فيسبوك',
    instagram: 'حساب Rivage Gym على إنستغرام',
    x: 'حساب Rivage Gym على إكس',
    youtube: 'قناة Rivage Gym على يوتيوب',
  },
  designerName: 'فريق موقع Rivage Gym',
  priceRange: (lowest, highest) => `${lowest}–${highest} د.ت في الشهر`,
  weekdays: {
    Monday: 'الاثنين',
    Tuesday: 'الثلاثاء',
    Wednesday: 'الأربعاء',
    Thursday: 'الخميس',
    Friday: 'الجمعة',
    Saturday: 'السبت',
    Sunday: 'الأحد',
  },
  dayRange,
  footerHours: (opens, closes) => `${opens}–${closes}`,
  closed: 'مغلق',
  contactHours: (first, last, opens, closes) => `${dayRange(first, last)}، ${opens}–${closes}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./site-words')>;
