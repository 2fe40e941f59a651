/**
 * The home page's first four sections (hero to BMI calculator) as they show: the facts of
 * home-facts.ts worded by home-words.ts (swapped for the page's language); no translation. They
 * hydrate with the page: this module and its words are in the home page's first load. Sections 5
 * to 11 hydrate later, from a chunk of their own, and so do their words (home-lower.ts): a word
 * moved here from there adds to every home page's first load (src/first-load.md). Lists that
 * other pages may share live in their topic modules (features, featured-classes, pricing, blog,
 * gallery, trainers, testimonials, partners).
 */
import { heroImage, whoWeArePointIcons, whyChooseUsHighlightIds, whyChooseUsThumbnail } from './home-facts';
import type { HeroContent, WhoWeAre, WhyChooseUs } from './home-types';
import * as words from './home-words';
import { lowestPlanPrice } from './pricing-facts';

export { aboutIntro, bmiIntro } from './home-words';

/**
 * The home page's description for search results and share cards (its title is the site's).
 * Only the prerender writes it (PageMeta), so the browser build leaves its words out of the
 * home page's first load.
 */
export const homeDescription: string = import.meta.env.SSR ? words.homeDescription(lowestPlanPrice()) : '';

export const hero: HeroContent = { ...words.hero, image: heroImage, where: words.heroWhere(lowestPlanPrice()) };

export const whoWeAre: WhoWeAre = {
  ...words.whoWeAre,
  points: whoWeArePointIcons.map((icon) => ({ id: icon, icon, ...words.whoWeAre.points[icon] })),
};

export const whyChooseUs: WhyChooseUs = {
  ...words.whyChooseUs,
  thumbnail: whyChooseUsThumbnail,
  highlights: whyChooseUsHighlightIds.map((id) => ({ id, ...words.whyChooseUs.highlights[id] })),
};
