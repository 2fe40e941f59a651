/** Arabic words of the membership plans' cards; their ids, prices and pictures are in pricing-facts.ts. */
import type { PricingPlanId } from '../pricing-facts';
import type * as English from '../pricing-words';
import type { PricingCardWords } from '../pricing-words';
import type { TranslationOf, WordsById } from '../translation';

export const PRICING_BADGE = 'للمبتدئين';
export const pricingFeatures: readonly string[] = [
  'تمارين حرّة',
  'لياقة بدنية في القاعة',
  'إنقاص الوزن',
  'مدرّب شخصي',
  'ركوب الدراجات',
];

export const pricingCardWords: PricingCardWords = {
  perMonth: 'في الشهر',
  purchase: 'اشترِ الآن',
  purchaseLabel: (planName, price) => `اشترِ الآن: الاشتراك ${planName}، ${price} في الشهر`,
};

export const pricingPlanNames: WordsById<PricingPlanId, string> = {
  basic: 'الأساسي',
  standard: 'القياسي',
  premium: 'المميّز',
};

export type Complete = TranslationOf<typeof English, typeof import('./pricing-words')>;
