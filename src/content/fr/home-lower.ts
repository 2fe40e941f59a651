/** French words of the home page's sections 5 to 11 (featured classes to the call banner). */
import type * as English from '../home-lower';
import type { TranslationOf } from '../translation';
import type { SectionIntro } from '../types';

export const featuredClassesIntro: SectionIntro = {
  eyebrow: 'nos cours',
  title: 'Nos cours phares',
  intro: 'Six cours coups de cœur de notre semaine, chacun encadré par l’un de nos coachs.',
};

export const joinBanner = {
  title: 'Envie d’essayer un cours ?',
  text: 'Dites-nous lequel et quand cela vous arrange : nous vous gardons une place.',
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

/** The gallery strip: a heading for screen readers, and which gallery images it shows. */
export const galleryStrip = {
  title: 'La vie à Rivage Gym',
  imageIds: [3, 4, 7, 9, 12],
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

export const partnersTitle = 'Nos partenaires à Mahdia';

export const callBanner = {
  title: 'Besoin d’un coach sportif ?',
  text: 'Appelez-nous ou écrivez-nous : nous vous trouverons le coach qu’il vous faut pour atteindre votre objectif.',
};

export type Complete = TranslationOf<typeof English, typeof import('./home-lower')>;
