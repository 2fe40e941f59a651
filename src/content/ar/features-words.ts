/** Arabic words of the home page's feature cards, by card id. */
import type { FeatureId } from '../features-facts';
import type { FeatureWords } from '../features-types';
import type * as English from '../features-words';
import type { TranslationOf, WordsById } from '../translation';

export const featureWords: WordsById<FeatureId, FeatureWords> = {
  progression: {
    title: 'التقدّم',
    description: 'نقيس نقطة انطلاقك ونتابعك كل شهر، لتُبنى كل مرحلة من تدريبك على ما سبقها.',
  },
  workout: {
    title: 'التمارين',
    description:
      'حصص للقوة والكارديو والمرونة ابتداءً من الساعة 07:00، لمن يتدرّب لأول مرة ولرافعي الأثقال المتمرّسين على حدّ سواء.',
  },
  nutritions: {
    title: 'التغذية',
    description: 'أنظمة غذائية بسيطة تقوم على أطيب ما في مائدة المهدية: السمك وزيت الزيتون والبقول والغلال.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./features-words')>;
