/** The three membership plans and the words of their cards in Arabic. Prices are dinars per month, as in the English module. */
import basicImage from '@/assets/images/pricing/basic.svg?w=400;800&picture';
import premiumImage from '@/assets/images/pricing/premium.svg?w=400;800&picture';
import standardImage from '@/assets/images/pricing/standard.svg?w=400;800&picture';
import type * as English from '../pricing';
import type { TranslationOf } from '../translation';
import type { PricingCardWords, PricingPlan } from '../types';

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

export const pricingPlans: readonly PricingPlan[] = [
  { id: 'basic', name: 'الأساسي', price: 39, image: basicImage },
  { id: 'standard', name: 'القياسي', price: 65, image: standardImage },
  { id: 'premium', name: 'المميّز', price: 100, image: premiumImage },
];

export type Complete = TranslationOf<typeof English, typeof import('./pricing')>;
