/** French words of the home page's first four sections (hero to BMI calculator). */

import type { HighlightId, PointId } from '../home-facts';
import type { HeroWords, SectionIntro, WhoWeAreWords, WhyChooseUsWords } from '../home-types';
import type * as English from '../home-words';
import type { TranslationOf } from '../translation';

/** The home page's description for search results and share cards (its title is the site's), from the lowest plan price. */
export const homeDescription = (lowestPrice: number): string =>
  `Rivage Gym, la salle de sport de quartier sur la corniche de Mahdia : des cours toute la semaine, des coachs experts et des formules dès ${lowestPrice} DT par mois.`;

/** The hero's line under its intro: where the gym is and what it costs from. */
export const heroWhere = (lowestPrice: number): string =>
  `Sur la corniche de Mahdia · des formules dès ${lowestPrice} DT par mois`;

export const hero: HeroWords = {
  tag: 'retrouvez votre énergie',
  headline: 'sculptez un corps en pleine forme',
  intro:
    'Des cours du matin au soir, des coachs qui vous appellent par votre prénom et la brise marine qui entre par les fenêtres. Venez vous entraîner avec nous.',
  action: 'nos cours',
  trialAction: 'réserver un essai gratuit',
  share: 'suivez-nous',
  imageAlt: 'Un haltérophile tient une barre à bout de bras au-dessus de sa tête, devant un soleil rouge',
};

export const aboutIntro: SectionIntro = {
  eyebrow: 'à propos',
  title: 'Tout ce qu’il vous faut sous un même toit',
};

export const whoWeAre: WhoWeAreWords<PointId> = {
  eyebrow: 'qui sommes-nous',
  title: 'Une salle de quartier sur la corniche de Mahdia',
  intro:
    'Pêcheurs, étudiants, enseignants et retraités s’entraînent côte à côte chez Rivage Gym. Que vous appreniez votre premier squat ou que vous repreniez la forme après un long hiver, un coach connaît votre prénom et votre objectif.',
  points: {
    trainer: {
      title: 'des coachs professionnels',
      text: 'Des coachs diplômés en musculation, CrossFit, yoga et boxe.',
    },
    equipment: {
      title: 'un équipement moderne',
      text: 'Racks, poids libres et kettlebells, contrôlés chaque semaine.',
    },
    machine: {
      title: 'des machines dernier cri',
      text: 'Rameurs, vélos et stations à poulies, face à la mer.',
    },
  },
  action: 'suivez le guide',
};

export const whyChooseUs: WhyChooseUsWords<HighlightId> = {
  eyebrow: 'pourquoi nous choisir',
  title: 'Un programme construit autour de vous',
  intro:
    'Nos coachs et nos nutritionnistes élaborent avec vous un programme d’entraînement et d’alimentation personnalisé pour atteindre vos objectifs, puis le font évoluer au fil de vos progrès.',
  thumbnailAlt: 'Un adhérent saute sur une box dans la salle d’entraînement, des kettlebells posées au sol',
  highlights: {
    assessment: {
      title: 'Un premier bilan',
      text: 'Mensurations, analyse de vos mouvements et échange sur vos objectifs.',
    },
    plan: {
      title: 'Votre propre programme',
      text: 'Des séances adaptées à votre semaine, ajustées chaque mois.',
    },
    nutrition: {
      title: 'Des conseils nutrition',
      text: 'Des repas à cuisiner chez vous, pas des poudres à acheter.',
    },
    classes: { title: 'Un planning complet', text: 'Du cycling à 09:00 aux arts martiaux en soirée.' },
  },
  action: 'nos cours',
};

export const bmiIntro: SectionIntro = {
  eyebrow: 'faites le point',
  title: 'Calculateur d’IMC',
  intro:
    'L’indice de masse corporelle (IMC) met votre poids en rapport avec votre taille. C’est un premier repère, pas un verdict : il ne fait pas la différence entre muscle et graisse, alors demandez à un coach de l’interpréter avec vous.',
};

export type Complete = TranslationOf<typeof English, typeof import('./home-words')>;
