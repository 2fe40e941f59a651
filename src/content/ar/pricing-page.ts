/** Arabic words of the pricing page around the plans (the plans themselves: pricing.ts). */
import type * as English from '../pricing-page';
import type { PricingPageContent } from '../pricing-page';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const pricingPage: PricingPageContent = {
  title: 'الأسعار',
  description: `اشتراكات ${site.name} في ${site.town}: 39 و65 و100 د.ت في الشهر.`,
  eyebrow: 'عروض الاشتراك',
  heading: 'اختر اشتراكك',
  intro:
    'ثلاثة اشتراكات شهرية، بالدينار التونسي (د.ت). تعرض كلّ بطاقة ما يشمله الاشتراك: اضغط على زرّ الشراء لتخبرنا بالاشتراك الذي تريده، ونتكفّل نحن ببدء انخراطك.',
  help: {
    before: 'لست متأكّدًا من الاشتراك الذي يناسبك؟',
    schedule: 'اطّلع على جدول الحصص',
    or: 'أو',
    coach: 'اسأل أحد المدرّبين',
    after: '.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./pricing-page')>;
