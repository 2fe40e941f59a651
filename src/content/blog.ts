/**
 * The blog's seven posts, newest first. A post belongs to several categories; each of the
 * six categories holds four posts, which is the "(4)" the sidebar shows (counted, not typed).
 */
import boxingFootwork from '@/assets/images/blog/boxing-footwork-basics.svg?w=160;400;800&picture';
import crossfitAfterVacation from '@/assets/images/blog/crossfit-after-vacation.svg?w=160;400;800&picture';
import meetAmbassador from '@/assets/images/blog/meet-ambassador-hedi-mansour.svg?w=160;400;800&picture';
import proteinMyths from '@/assets/images/blog/protein-myths.svg?w=160;400;800&picture';
import tenMinuteMeditation from '@/assets/images/blog/ten-minute-meditation.svg?w=160;400;800&picture';
import summerHeat from '@/assets/images/blog/training-in-summer-heat.svg?w=160;400;800&picture';
import yogaForEveryone from '@/assets/images/blog/yoga-for-everyone.svg?w=160;400;800&picture';
import type { BlogCategory, BlogDiscount, BlogPost } from './types';

export const blogCategories: readonly BlogCategory[] = [
  'Body Building',
  'Boxing',
  'Crossfit',
  'Fitness',
  'Meditation',
  'Yoga',
];

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'meet-ambassador-hedi-mansour',
    title: 'Meet Fitness Ambassador Hedi Mansour',
    date: '2023-06-28',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Boxing', 'Crossfit'],
    summary: 'A fisherman from the old port, Hedi trains at dawn before his boat goes out. Here is how he does it.',
    text: 'Hedi Mansour joined Rivage Gym three years ago to fix a stiff back from hauling nets. Today he boxes twice a week, runs the corniche on Sundays and welcomes every newcomer at the 7 am class. We asked him what keeps him coming back.',
    image: meetAmbassador,
    imageAlt: 'Illustration of Hedi Mansour with a medal',
    tags: ['Community', 'Motivation'],
  },
  {
    id: 'crossfit-after-vacation',
    title: 'Getting Back Into CrossFit After Vacation',
    date: '2023-06-13',
    authorId: 'karim-trabelsi',
    categories: ['Crossfit', 'Fitness', 'Body Building', 'Yoga'],
    summary:
      'Two weeks off is not lost progress. Start lighter, move well, and you will be back to your numbers in a month.',
    text: 'After a break, your lungs come back faster than your joints. For the first week, cut your usual weights by a third, add ten minutes of mobility before each workout and keep one rest day between hard sessions. By week three, most members are lifting what they lifted before the holidays.',
    image: crossfitAfterVacation,
    imageAlt: 'Illustration of an athlete jumping onto a box',
    tags: ['Strength', 'Recovery', 'Mobility'],
  },
  {
    id: 'yoga-for-everyone',
    title: 'Yoga For Everyone in 2023',
    date: '2023-05-22',
    authorId: 'salma-ben-amor',
    categories: ['Yoga', 'Meditation', 'Fitness', 'Body Building'],
    summary:
      'Stiff hips, tight shoulders, a busy head: our evening class is for all of them, with no flexibility required.',
    text: 'You do not need to touch your toes to start yoga. Our Tuesday and Saturday classes use blocks and straps so every pose has an easier version, and lifters tell us their squats feel better after a month. Bring water and a towel; we have mats.',
    image: yogaForEveryone,
    imageAlt: 'Illustration of three people holding yoga poses',
    tags: ['Beginners', 'Mobility', 'Mindset'],
  },
  {
    id: 'training-in-summer-heat',
    title: 'Training When Mahdia Heats Up',
    date: '2023-04-27',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Yoga', 'Meditation', 'Body Building'],
    summary: 'Train early, drink before you are thirsty and know the signs of heat exhaustion.',
    text: 'From May the afternoons get hot. Move your runs to before 9 am, drink half a litre of water an hour before training and add a pinch of salt if you sweat a lot. Dizziness or a headache means stop, find shade and cool down: it is not weakness, it is sense.',
    image: summerHeat,
    imageAlt: 'Illustration of a runner in the sun with a water bottle',
    tags: ['Cardio', 'Summer', 'Recovery'],
  },
  {
    id: 'ten-minute-meditation',
    title: 'Ten Minutes of Breathing Before Work',
    date: '2023-04-03',
    authorId: 'salma-ben-amor',
    categories: ['Meditation', 'Yoga', 'Boxing'],
    summary: 'A short breathing routine that calms the mind before a busy day, or before a fight.',
    text: 'Sit tall, breathe in for four counts, hold for four, breathe out for six. Ten minutes of this lowers your heart rate and sharpens your focus; our boxers use it before sparring. Try it in the quiet room before the morning classes start.',
    image: tenMinuteMeditation,
    imageAlt: 'Illustration of a person meditating inside a timer dial',
    tags: ['Mindset', 'Beginners'],
  },
  {
    id: 'protein-myths',
    title: 'Protein Myths We Hear Every Week',
    date: '2023-03-08',
    authorId: 'karim-trabelsi',
    categories: ['Body Building', 'Crossfit', 'Boxing'],
    summary: 'You do not need a shake after every session. Fish, eggs and lablabi do the job.',
    text: 'Most members eat enough protein already. Spread it over three meals, include a portion at breakfast, and favour what is local and cheap: sardines, eggs, chickpeas and yoghurt. Supplements are a convenience, not a requirement.',
    image: proteinMyths,
    imageAlt: 'Illustration of a protein tub next to fish and eggs',
    tags: ['Nutrition', 'Strength'],
  },
  {
    id: 'boxing-footwork-basics',
    title: 'Boxing Footwork Basics',
    date: '2023-02-14',
    authorId: 'youssef-gharbi',
    categories: ['Boxing', 'Crossfit', 'Meditation'],
    summary: 'Good punches start from the feet. Three drills to practise at home.',
    text: 'Stay on the balls of your feet, keep them shoulder-width apart and never cross them. Practise the step-drag forward and back, then pivots around your front foot, then a slow ladder drill. Five minutes a day and your balance in class will change.',
    image: boxingFootwork,
    imageAlt: 'Illustration of a boxer moving on the balls of the feet',
    tags: ['Beginners', 'Cardio'],
  },
];

/** The three posts the home page features, in the order the spec lists them. */
export const homeBlogPostIds = [
  'yoga-for-everyone',
  'crossfit-after-vacation',
  'meet-ambassador-hedi-mansour',
] as const;

export function blogPostById(id: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No blog post with id "${id}"`);
  return post;
}

/** The spec's sidebar banner: '34%' 'Flat Discount'. */
export const blogDiscount: BlogDiscount = {
  percent: 34,
  label: 'Flat Discount',
  terms: 'on your first month of any membership plan.',
};
