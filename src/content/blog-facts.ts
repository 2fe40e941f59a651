/**
 * The facts of the blog's seven posts, newest first, the same in every language: ids, dates,
 * authors, categories and pictures (their words: blog-words.ts). A post belongs to several
 * categories; each of the six categories holds four posts, which is the "(4)" the sidebar shows
 * (counted, not typed).
 */

import boxingFootwork from '@/assets/images/blog/boxing-footwork-basics.svg?w=160;400;800&picture';
import crossfitAfterVacation from '@/assets/images/blog/crossfit-after-vacation.svg?w=160;400;800&picture';
import meetAmbassador from '@/assets/images/blog/meet-ambassador-hedi-mansour.svg?w=160;400;800&picture';
import proteinMyths from '@/assets/images/blog/protein-myths.svg?w=160;400;800&picture';
import tenMinuteMeditation from '@/assets/images/blog/ten-minute-meditation.svg?w=160;400;800&picture';
import summerHeat from '@/assets/images/blog/training-in-summer-heat.svg?w=160;400;800&picture';
import yogaForEveryone from '@/assets/images/blog/yoga-for-everyone.svg?w=160;400;800&picture';
import type { BlogCategory, BlogPostFacts } from './blog-types';

/** The categories, identifiers in every language (the `?category=` values); blog-page.ts words them. */
export const blogCategories: readonly BlogCategory[] = [
  'Body Building',
  'Boxing',
  'Crossfit',
  'Fitness',
  'Meditation',
  'Yoga',
];

export const blogPostFacts = [
  {
    id: 'meet-ambassador-hedi-mansour',
    date: '2023-06-28',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Boxing', 'Crossfit'],
    image: meetAmbassador,
  },
  {
    id: 'crossfit-after-vacation',
    date: '2023-06-13',
    authorId: 'karim-trabelsi',
    categories: ['Crossfit', 'Fitness', 'Body Building', 'Yoga'],
    image: crossfitAfterVacation,
  },
  {
    id: 'yoga-for-everyone',
    date: '2023-05-22',
    authorId: 'salma-ben-amor',
    categories: ['Yoga', 'Meditation', 'Fitness', 'Body Building'],
    image: yogaForEveryone,
  },
  {
    id: 'training-in-summer-heat',
    date: '2023-04-27',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Yoga', 'Meditation', 'Body Building'],
    image: summerHeat,
  },
  {
    id: 'ten-minute-meditation',
    date: '2023-04-03',
    authorId: 'salma-ben-amor',
    categories: ['Meditation', 'Yoga', 'Boxing'],
    image: tenMinuteMeditation,
  },
  {
    id: 'protein-myths',
    date: '2023-03-08',
    authorId: 'karim-trabelsi',
    categories: ['Body Building', 'Crossfit', 'Boxing'],
    image: proteinMyths,
  },
  {
    id: 'boxing-footwork-basics',
    date: '2023-02-14',
    authorId: 'youssef-gharbi',
    categories: ['Boxing', 'Crossfit', 'Meditation'],
    image: boxingFootwork,
  },
] as const satisfies readonly BlogPostFacts[];

export type BlogPostId = (typeof blogPostFacts)[number]['id'];

/** The three posts the home page features, in the order the spec lists them. */
export const homeBlogPostIds = [
  'yoga-for-everyone',
  'crossfit-after-vacation',
  'meet-ambassador-hedi-mansour',
] as const satisfies readonly BlogPostId[];

/** The spec's sidebar banner: '34%' 'Flat Discount' (its words: blog-words.ts). */
export const BLOG_DISCOUNT_PERCENT: number = 34;
