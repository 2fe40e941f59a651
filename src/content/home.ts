/**
 * The words of the home page's first four sections (hero to BMI calculator), which hydrate with
 * the page: this module is in the home page's first load. Sections 5 to 11 hydrate later, from a
 * chunk of their own, and so do their words (home-lower.ts): a word moved here from there adds
 * to every home page's first load (src/first-load.md). Lists that other pages may share live in
 * their topic modules (features, featured-classes, pricing, blog, gallery, trainers,
 * testimonials, partners).
 */
import heroImage from '@/assets/images/hero/hero.svg?w=640;960;1280;1920&vector&picture';
import whyChooseUsThumbnail from '@/assets/images/why-choose-us/thumbnail.svg?w=640;1280&picture';
import type { HeroContent, SectionIntro, WhoWeAre, WhyChooseUs } from './types';

/** The home page's description for search results and share cards (its title is the site's). */
export const homeDescription: string =
  'Rivage Gym, the community gym on the Mahdia seafront: a full weekly timetable, expert coaches and plans from 39 DT a month.';

export const hero: HeroContent = {
  tag: 'find your energy',
  headline: 'make your body fit & perfect',
  intro:
    'Classes from morning to evening, coaches who know your name and the sea breeze through the windows. Come and train with us.',
  action: 'our classes',
  share: 'share',
  image: heroImage,
  imageAlt: 'A lifter holding a barbell overhead in front of a red sun',
};

export const aboutIntro: SectionIntro = {
  eyebrow: 'about us',
  title: 'Everything You Need Under One Roof',
};

export const whoWeAre: WhoWeAre = {
  eyebrow: 'who we are',
  title: 'A Community Gym On The Mahdia Seafront',
  intro:
    'Fishermen, students, teachers and retirees share the same training floor at Rivage Gym. Whether you are learning your first squat or getting back in shape after a long winter, a coach knows your name and your goal.',
  points: [
    {
      id: 'trainers',
      icon: 'trainer',
      title: 'professional trainers',
      text: 'Qualified coaches for strength, crossfit, yoga and boxing.',
    },
    {
      id: 'equipment',
      icon: 'equipment',
      title: 'modern equipments',
      text: 'Racks, free weights and kettlebells, checked every week.',
    },
    {
      id: 'machines',
      icon: 'machine',
      title: 'fancy gym machines',
      text: 'Rowers, bikes and cable stations facing the sea.',
    },
  ],
  action: 'take a tour',
};

export const whyChooseUs: WhyChooseUs = {
  eyebrow: 'why choose us',
  title: 'A Plan Built Around You',
  intro:
    'Our expert trainers and nutritionists build a personalized fitness and nutrition plan to help you reach your goals, then review it with you as you progress.',
  thumbnail: whyChooseUsThumbnail,
  thumbnailAlt: 'A member jumping onto a box in the training hall, with kettlebells on the floor',
  highlights: [
    {
      id: 'assessment',
      title: 'A first assessment',
      text: 'Measurements, a movement check and a talk about your goals.',
    },
    { id: 'plan', title: 'Your own training plan', text: 'Sessions that fit your week, adjusted every month.' },
    { id: 'nutrition', title: 'Nutrition advice', text: 'Meals you can cook at home, not powders to buy.' },
    { id: 'classes', title: 'A full timetable', text: 'From cycling at 9 am to martial arts in the evening.' },
  ],
  action: 'our classes',
};

export const bmiIntro: SectionIntro = {
  eyebrow: 'check your body',
  title: 'BMI Calculator',
  intro:
    'Body mass index compares your weight with your height. It is a rough first check, not a verdict: it cannot tell muscle from fat, so ask a coach to read it with you.',
};
