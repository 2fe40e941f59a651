/** The gym's identity in Arabic: visible texts translated; url, phone, e-mail, map and hours data as in English. */
import type * as English from '../site';
import type { TranslationOf } from '../translation';
import type { Site } from '../types';

export const site: Site = {
  name: 'Rivage Gym',
  url: 'https://www.rivage-gym.example',
  priceRange: '39–100 د.ت في الشهر',
  tagline: 'نادٍ رياضي للجميع على شاطئ المهدية: أجسام قويّة وأبواب مفتوحة.',
  town: 'المهدية',
  address: {
    street: '14 شارع الحبيب بورقيبة',
    postalCode: '5100',
    town: 'المهدية',
    region: 'ولاية المهدية',
    country: 'تونس',
  },
  phone: { display: '+216 73 000 000', international: '+21673000000' },
  email: 'hello@rivage-gym.example',
  socialLinks: [
    { network: 'facebook', label: 'صفحة Rivage Gym على فيسبوك', href: 'https://www.facebook.com/rivagegym.example' },
    {
      network: 'instagram',
      label: 'حساب Rivage Gym على إنستغرام',
      href: 'https://www.instagram.com/rivagegym.example',
    },
    { network: 'x', label: 'حساب Rivage Gym على إكس', href: 'https://x.com/rivagegym_example' },
    { network: 'youtube', label: 'قناة Rivage Gym على يوتيوب', href: 'https://www.youtube.com/@rivagegym.example' },
  ],
  mapLocation: { latitude: 35.5047, longitude: 11.0622 },
  footerHours: [
    { days: 'من الاثنين إلى الجمعة', hours: '07:00–21:00' },
    { days: 'السبت', hours: '07:00–19:00' },
    { days: 'الأحد', hours: 'مغلق' },
  ],
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    { days: ['Saturday'], opens: '07:00', closes: '19:00' },
  ],
  contactHours: 'من الاثنين إلى الجمعة، 07:30–01:00',
  designer: { name: 'فريق موقع Rivage Gym', href: 'mailto:web@rivage-gym.example' },
};

export type Complete = TranslationOf<typeof English, typeof import('./site')>;
