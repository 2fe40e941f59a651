/** Arabic: the home page's three feature cards (About section), in the spec's order. */
import nutritionsImage from '@/assets/images/features/nutritions.svg?w=400;800&picture';
import progressionImage from '@/assets/images/features/progression.svg?w=400;800&picture';
import workoutImage from '@/assets/images/features/workout.svg?w=400;800&picture';
import type * as English from '../features';
import type { TranslationOf } from '../translation';
import type { Feature } from '../types';

export const features: readonly Feature[] = [
  {
    id: 'progression',
    title: 'التقدّم',
    description: 'نقيس نقطة انطلاقك ونتابعك كل شهر، لتُبنى كل مرحلة من تدريبك على ما سبقها.',
    image: progressionImage,
  },
  {
    id: 'workout',
    title: 'التمارين',
    description:
      'حصص للقوة والكارديو والمرونة ابتداءً من الساعة 07:00، لمن يتدرّب لأول مرة ولرافعي الأثقال المتمرّسين على حدّ سواء.',
    image: workoutImage,
  },
  {
    id: 'nutritions',
    title: 'التغذية',
    description: 'أنظمة غذائية بسيطة تقوم على أطيب ما في مائدة المهدية: السمك وزيت الزيتون والبقول والغلال.',
    image: nutritionsImage,
  },
];

export type Complete = TranslationOf<typeof English, typeof import('./features')>;
