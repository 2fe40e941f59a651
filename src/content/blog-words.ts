/**
 * The words of the blog's seven posts, by post id: titles, texts, alt texts and tags. Their
 * dates, authors, categories and pictures are in blog-facts.ts; blog.ts puts the two together.
 */
import type { BlogPostId } from './blog-facts';
import type { BlogDiscountWords, BlogPostWords } from './blog-types';
import type { WordsById } from './translation';

export const blogPostWords: WordsById<BlogPostId, BlogPostWords> = {
  'meet-ambassador-hedi-mansour': {
    title: 'Meet Fitness Ambassador Hedi Mansour',
    summary: 'A fisherman from the old port, Hedi trains at dawn before his boat goes out. Here is how he does it.',
    text: 'Hedi Mansour joined Rivage Gym three years ago to fix a stiff back from hauling nets. Today he boxes twice a week, runs the corniche on Sundays and welcomes every newcomer at the 7 am class. We asked him what keeps him coming back.',
    imageAlt: 'Illustration of Hedi Mansour with a medal',
    tags: ['Community', 'Motivation'],
  },
  'crossfit-after-vacation': {
    title: 'Getting Back Into CrossFit After Vacation',
    summary:
      'Two weeks off is not lost progress. Start lighter, move well, and you will be back to your numbers in a month.',
    text: 'After a break, your lungs come back faster than your joints. For the first week, cut your usual weights by a third, add ten minutes of mobility before each workout and keep one rest day between hard sessions. By week three, most members are lifting what they lifted before the holidays.',
    imageAlt: 'Illustration of an athlete jumping onto a box',
    tags: ['Strength', 'Recovery', 'Mobility'],
  },
  'yoga-for-everyone': {
    title: 'Yoga For Everyone in 2023',
    summary:
      'Stiff hips, tight shoulders, a busy head: our evening class is for all of them, with no flexibility required.',
    text: 'You do not need to touch your toes to start yoga. Our Tuesday and Saturday classes use blocks and straps so every pose has an easier version, and lifters tell us their squats feel better after a month. Bring water and a towel; we have mats.',
    imageAlt: 'Illustration of three people holding yoga poses',
    tags: ['Beginners', 'Mobility', 'Mindset'],
  },
  'training-in-summer-heat': {
    title: 'Training When Mahdia Heats Up',
    summary: 'Train early, drink before you are thirsty and know the signs of heat exhaustion.',
    text: 'From May the afternoons get hot. Move your runs to before 9 am, drink half a litre of water an hour before training and add a pinch of salt if you sweat a lot. Dizziness or a headache means stop, find shade and cool down: it is not weakness, it is sense.',
    imageAlt: 'Illustration of a runner in the sun with a water bottle',
    tags: ['Cardio', 'Summer', 'Recovery'],
  },
  'ten-minute-meditation': {
    title: 'Ten Minutes of Breathing Before Work',
    summary: 'A short breathing routine that calms the mind before a busy day, or before a fight.',
    text: 'Sit tall, breathe in for four counts, hold for four, breathe out for six. Ten minutes of this lowers your heart rate and sharpens your focus; our boxers use it before sparring. Try it in the quiet room before the morning classes start.',
    imageAlt: 'Illustration of a person meditating inside a timer dial',
    tags: ['Mindset', 'Beginners'],
  },
  'protein-myths': {
    title: 'Protein Myths We Hear Every Week',
    summary: 'You do not need a shake after every session. Fish, eggs and lablabi do the job.',
    text: 'Most members eat enough protein already. Spread it over three meals, include a portion at breakfast, and favour what is local and cheap: sardines, eggs, chickpeas and yoghurt. Supplements are a convenience, not a requirement.',
    imageAlt: 'Illustration of a protein tub next to fish and eggs',
    tags: ['Nutrition', 'Strength'],
  },
  'boxing-footwork-basics': {
    title: 'Boxing Footwork Basics',
    summary: 'Good punches start from the feet. Three drills to practise at home.',
    text: 'Stay on the balls of your feet, keep them shoulder-width apart and never cross them. Practise the step-drag forward and back, then pivots around your front foot, then a slow ladder drill. Five minutes a day and your balance in class will change.',
    imageAlt: 'Illustration of a boxer moving on the balls of the feet',
    tags: ['Beginners', 'Cardio'],
  },
};

/** The sidebar banner's words around its percentage (blog-facts.ts). */
export const blogDiscountWords: BlogDiscountWords = {
  label: 'Flat Discount',
  terms: 'on your first month of any membership plan.',
};
