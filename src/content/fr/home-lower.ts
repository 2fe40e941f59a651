/** French words of the home page's sections 5 to 11 (featured classes to the call banner). */
import type * as English from '../home-lower';
import type { BlogCardWords, CallBanner, JoinBanner, TestimonialSliderWords } from '../home-lower';
import type { SectionIntro } from '../home-types';
import type { TranslationOf } from '../translation';

export const featuredClassesIntro: SectionIntro = {
  eyebrow: 'nos cours',
  title: 'Nos cours phares',
  intro: 'Six cours coups de cœur de notre semaine, chacun encadré par l’un de nos coachs.',
};

/** A tile's weekday and time, e.g. "Le mercredi, 09:00–10:00"; both come formatted. */
export const featuredClassWhen = (weekday: string, hours: string): string => `Le ${weekday}, ${hours}`;

export const joinBanner: JoinBanner = {
  title: 'Envie d’essayer un cours ?',
  text: 'Dites-nous lequel et quand cela vous arrange : nous vous gardons une place.',
  join: 'Rejoignez-nous',
  seeAll: 'voir tous les cours',
};

export const pricingIntro: SectionIntro = {
  eyebrow: 'nos formules',
  title: 'Choisissez votre formule',
  intro: 'Trois abonnements mensuels, en dinars tunisiens. Vous hésitez ? Demandez conseil à l’accueil.',
};

export const latestBlogIntro: SectionIntro = {
  eyebrow: 'le blog',
  title: 'Les dernières nouvelles de la salle',
};

export const blogCardWords: BlogCardWords = {
  readMore: 'Lire la suite',
  // Read right after "Lire la suite": "Lire la suite : <titre>".
  readMoreAbout: (postTitle) => ` : ${postTitle}`,
};

/** The gallery strip's heading for screen readers (the images it shows: gallery-facts.ts). */
export const galleryStrip: { title: string } = {
  title: 'La vie à Rivage Gym',
};

export const trainersIntro: SectionIntro = {
  eyebrow: 'nos coachs',
  title: 'Une équipe de coachs experts',
  intro:
    'Notre équipe de coachs experts vous aide à atteindre tous vos objectifs, avec un suivi personnalisé et de la motivation à revendre !',
};

export const testimonialsIntro: SectionIntro = {
  eyebrow: 'Témoignages',
  title: 'Ce que disent nos adhérents',
};

export const partnersTitle: string = 'Nos partenaires à Mahdia';

export const testimonialSliderWords: TestimonialSliderWords = {
  previous: 'Témoignage précédent',
  next: 'Témoignage suivant',
  // Read before the "1 / 3" counter.
  counter: 'Témoignage ',
};

export const callBanner: CallBanner = {
  title: 'Besoin d’un coach sportif ?',
  text: 'Appelez-nous ou écrivez-nous : nous vous trouverons le coach qu’il vous faut pour atteindre votre objectif.',
  action: 'acheter maintenant',
};

export type Complete = TranslationOf<typeof English, typeof import('./home-lower')>;
