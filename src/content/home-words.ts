/**
 * The words of the home page's first four sections (hero to BMI calculator), their lists keyed
 * by the ids of home-facts.ts; home.ts puts them together with the facts.
 */
import type { HighlightId, PointId } from './home-facts';
import type { HeroWords, SectionIntro, WhoWeAreWords, WhyChooseUsWords } from './home-types';

/** The home page's description for search results and share cards (its title is the site's), from the lowest plan price. */
export const homeDescription = (lowestPrice: number): string =>
  `Rivage Gym, the community gym on the Mahdia seafront: a full weekly timetable, expert coaches and plans from ${lowestPrice} DT a month.`;

/** The hero's line under its intro: where the gym is and what it costs from. */
export const heroWhere = (lowestPrice: number): string =>
  `On the Mahdia seafront · plans from ${lowestPrice} DT a month`;

export const hero: HeroWords = {
  tag: 'find your energy',
  headline: 'make your body fit & perfect',
  intro:
    'Classes from morning to evening, coaches who know your name and the sea breeze through the windows. Come and train with us.',
  action: 'our classes',
  trialAction: 'book a free trial',
  share: 'share',
  imageAlt: 'A lifter holding a barbell overhead in front of a red sun',
};

export const aboutIntro: SectionIntro = {
  eyebrow: 'about us',
  title: 'Everything You Need Under One Roof',
};

export const whoWeAre: WhoWeAreWords<PointId> = {
  eyebrow: 'who we are',
  title: 'A Community Gym On The Mahdia Seafront',
  intro:
    'Fishermen, students, teachers and retirees share the same training floor at Rivage Gym. Whether you are learning your first squat or getting back in shape after a long winter, a coach knows your name and your goal.',
  points: {
    trainer: {
      title: 'professional trainers',
      text: 'Qualified coaches for strength, crossfit, yoga and boxing.',
    },
    equipment: {
      title: 'modern equipments',
      text: 'Racks, free weights and kettlebells, checked every week.',
    },
    machine: {
      title: 'fancy gym machines',
      text: 'Rowers, bikes and cable stations facing the sea.',
    },
  },
  action: 'take a tour',
};

export const whyChooseUs: WhyChooseUsWords<HighlightId> = {
  eyebrow: 'why choose us',
  title: 'A Plan Built Around You',
  intro:
    'Our expert trainers and nutritionists build a personalized fitness and nutrition plan to help you reach your goals, then review it with you as you progress.',
  thumbnailAlt: 'A member jumping onto a box in the training hall, with kettlebells on the floor',
  highlights: {
    assessment: {
      title: 'A first assessment',
      text: 'Measurements, a movement check and a talk about your goals.',
    },
    plan: { title: 'Your own training plan', text: 'Sessions that fit your week, adjusted every month.' },
    nutrition: { title: 'Nutrition advice', text: 'Meals you can cook at home, not powders to buy.' },
    classes: { title: 'A full timetable', text: 'From cycling at 9 am to martial arts in the evening.' },
  },
  action: 'our classes',
};

export const bmiIntro: SectionIntro = {
  eyebrow: 'check your body',
  title: 'BMI Calculator',
  intro:
    'Body mass index compares your weight with your height. It is a rough first check, not a verdict: it cannot tell muscle from fat, so ask a coach to read it with you.',
};
