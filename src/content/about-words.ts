/** The words of the About page: who the gym is and how it grew (its years and pictures: about-facts.ts). */

import type { HistoryPanelId } from './about-facts';
import type { AboutWords } from './about-types';
import { site } from './site';

export const aboutWords: AboutWords<HistoryPanelId> = {
  title: 'About Us',
  description: `${site.name} is a community gym on the ${site.town} seafront: our story, our coaches and how we train.`,
  intro: {
    eyebrow: 'about us',
    headline: 'We Will Give You Strength and Health',
    paragraphs: [
      'Rivage Gym is a community gym on the Mahdia seafront. Our expert trainers and nutritionists build a personalized fitness and nutrition plan around you, then train beside you until you reach your goals.',
      'Tell us what you are after, whether that is losing weight, getting stronger after an injury or running your first race, and we will put together the classes, the coaching and the meals that get you there. Beginners are as welcome as competitors: everyone here started with one session.',
    ],
    action: 'contact us',
    illustrationAlt:
      'Three members training in front of a red sun setting over the sea: a lifter holding a barbell overhead, with a kettlebell swing on one side and a runner on the other',
  },
  history: {
    since: (year) => `since ${year}`,
    title: 'Our History',
    today: 'Today',
    panels: {
      warehouse: {
        title: 'A warehouse on the port',
        text: 'Rivage Gym began in an old fisherman’s warehouse by the port of Mahdia. Karim Trabelsi’s family had mended nets there for two generations; when the boats moved to the new quay, he swept out the floor, left a net hanging on the wall for luck and opened the doors to anyone who wanted to train.',
        imageAlt:
          'A grey warehouse on the harbour with a fishing net hung on its wall, a fishing boat moored beside it',
      },
      'first-barbell': {
        title: 'One barbell, open doors',
        text: 'The first equipment was a single barbell, plates bought second-hand from a weightlifting club in Sousse and a chalk line on the concrete. Fishermen trained before dawn, students after school, and the big doors stayed open on summer evenings so the sea breeze could cool the room.',
        imageAlt: 'A lifter pulling a barbell off the floor in the open doorway of the warehouse',
      },
      'running-club': {
        title: 'The corniche running club',
        text: 'Youssef Gharbi started a free Sunday morning run along the corniche for members and their friends. Four runners became forty, many of them finished the Sahel half marathon together, and the group still sets off from the lighthouse every week.',
        imageAlt: 'Four runners on the corniche at sunset, the sea behind them',
      },
      seafront: {
        title: 'A glass front on the sea',
        text: 'In 2019 we moved a few streets along to a bright hall facing the sea, with room for classes every day of the week. Salma Ben Amor brought yoga and meditation, the nutrition corner opened, and the warehouse net now hangs by the front desk. The doors are still open to everyone.',
        imageAlt:
          'The gym’s glass front, with members inside lifting, boxing and doing jumping jacks under the red sun logo',
      },
    },
  },
};
