/**
 * The words of the home page's sections 5 to 11 (featured classes to the call banner). Kept
 * apart from home.ts because these sections load in a later chunk than the top of the page
 * (src/pages/home/deferred-sections.tsx), only when the visitor scrolls toward them: words here
 * are not in the home page's first load (src/first-load.md).
 */
import type { SectionIntro } from './home-types';

/** The red banner under the featured classes. */
export interface JoinBanner {
  title: string;
  text: string;
  /** The button to the contact page. */
  join: string;
  /** The link to the classes page. */
  seeAll: string;
}

/** The words of the home page's latest blog cards, besides the posts. */
export interface BlogCardWords {
  readMore: string;
  /** Heard after "Read more": which post, e.g. ": Yoga For Everyone". */
  readMoreAbout: (postTitle: string) => string;
}

export interface TestimonialSliderWords {
  previous: string;
  next: string;
  /** Heard before the "1 / 3" counter. */
  counter: string;
}

export interface CallBanner {
  title: string;
  text: string;
  /** The button to the contact page. */
  action: string;
}

export const featuredClassesIntro: SectionIntro = {
  eyebrow: 'our classes',
  title: 'Featured Classes',
  intro: 'Six favourites from our week, each led by one of our coaches.',
};

/** A tile's weekday and time, e.g. "Wednesday 9:00am-10:00am"; both come formatted. */
export const featuredClassWhen = (weekday: string, hours: string): string => `${weekday} ${hours}`;

export const joinBanner: JoinBanner = {
  title: 'Want to try a class?',
  text: 'Tell us which one and when suits you, and we will keep you a place.',
  join: 'Join With Us',
  seeAll: 'see all classes',
};

export const pricingIntro: SectionIntro = {
  eyebrow: 'pricing plans',
  title: 'Choose Your Plan',
  intro: 'Three monthly memberships, priced in Tunisian dinars. Not sure which suits you? Ask us at the desk.',
};

export const latestBlogIntro: SectionIntro = {
  eyebrow: 'latest blog',
  title: 'News From The Gym',
};

export const blogCardWords: BlogCardWords = {
  readMore: 'Read more',
  readMoreAbout: (postTitle) => `: ${postTitle}`,
};

/** The gallery strip's heading for screen readers (the images it shows: gallery-facts.ts). */
export const galleryStrip: { title: string } = {
  title: 'Life at Rivage Gym',
};

/** The spec's exact texts for the trainers section. */
export const trainersIntro: SectionIntro = {
  eyebrow: 'gym trainers',
  title: 'Team Of Expert Coaches',
  intro: 'Expert team of coaches helps you succeed in any goal, personalized guidance and motivation provided!',
};

export const testimonialsIntro: SectionIntro = {
  eyebrow: 'Testimonials',
  title: 'What Our Members Say',
};

export const partnersTitle: string = 'Our partners in Mahdia';

export const testimonialSliderWords: TestimonialSliderWords = {
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  counter: 'Testimonial ',
};

export const callBanner: CallBanner = {
  title: 'Need a Fitness Trainer?',
  text: 'Call or write to us and we will match you with the right coach for your goal.',
  action: 'purchase now',
};
