/** French words of the About page: who the gym is and how it grew (its years and pictures: about-facts.ts). */

import type { HistoryPanelId } from '../about-facts';
import type { AboutWords } from '../about-types';
import type * as English from '../about-words';
import type { TranslationOf } from '../translation';

export const aboutWords: AboutWords<HistoryPanelId> = {
  title: 'Qui sommes-nous ?',
  description:
    'Rivage Gym, salle de sport de proximité sur le front de mer de Mahdia : notre histoire, nos coachs et notre façon de nous entraîner.',
  intro: {
    eyebrow: 'qui sommes-nous',
    headline: 'Nous vous apportons force et santé',
    paragraphs: [
      'Rivage Gym est une salle de sport de proximité sur le front de mer de Mahdia. Nos coachs et nos nutritionnistes construisent avec vous un programme d’entraînement et de nutrition sur mesure, puis s’entraînent à vos côtés jusqu’à ce que vous atteigniez vos objectifs.',
      'Dites-nous ce que vous recherchez : perdre du poids, retrouver de la force après une blessure ou courir votre première course. Nous vous proposerons les cours, l’accompagnement et les repas qui vous mèneront au but. Débutants comme compétiteurs sont les bienvenus : ici, tout le monde a commencé par une première séance.',
    ],
    action: 'contactez-nous',
    illustrationAlt:
      'Trois sportifs s’entraînent devant un soleil rouge qui se couche sur la mer : au centre, un haltérophile tient une barre à bout de bras au-dessus de sa tête, avec d’un côté un swing au kettlebell et de l’autre un coureur',
  },
  history: {
    since: (year) => `depuis ${year}`,
    title: 'Notre histoire',
    today: 'Aujourd’hui',
    panels: {
      warehouse: {
        title: 'Un entrepôt sur le port',
        text: 'Tout commence dans un vieil entrepôt de pêcheurs, près du port de Mahdia. La famille de Karim Trabelsi y raccommodait les filets depuis deux générations ; quand les bateaux sont partis vers le nouveau quai, il a balayé le sol, laissé un filet accroché au mur pour porter chance et ouvert les portes à tous ceux qui voulaient s’entraîner.',
        imageAlt:
          'Un entrepôt gris sur le port, un filet de pêche accroché au mur et un bateau de pêche amarré juste à côté',
      },
      'first-barbell': {
        title: 'Une barre et des portes ouvertes',
        text: 'Le premier équipement ? Une seule barre, des disques achetés d’occasion à un club d’haltérophilie de Sousse et une ligne tracée à la craie sur le béton. Les pêcheurs s’entraînaient avant l’aube, les élèves après les cours, et les grandes portes restaient ouvertes les soirs d’été pour que la brise marine rafraîchisse la salle.',
        imageAlt:
          'Un haltérophile soulève une barre du sol, dans l’encadrement de la grande porte ouverte de l’entrepôt',
      },
      'running-club': {
        title: 'Le club de course de la corniche',
        text: 'Youssef Gharbi a lancé une sortie gratuite le dimanche matin, en courant le long de la corniche, pour les adhérents et leurs amis. De quatre coureurs, le groupe est passé à quarante ; beaucoup ont bouclé ensemble le semi-marathon du Sahel, et chaque semaine, le groupe part toujours du phare.',
        imageAlt: 'Quatre coureurs sur la corniche au coucher du soleil, la mer derrière eux',
      },
      seafront: {
        title: 'Une façade vitrée face à la mer',
        text: 'En 2019, nous nous sommes installés quelques rues plus loin, dans une salle lumineuse face à la mer, assez grande pour proposer des cours tous les jours de la semaine. Salma Ben Amor y a apporté le yoga et la méditation, le coin nutrition a ouvert, et le filet de l’entrepôt est aujourd’hui accroché près de l’accueil. Les portes, elles, restent ouvertes à tous.',
        imageAlt:
          'La façade vitrée de la salle : à l’intérieur, des adhérents soulèvent des poids, boxent et font des jumping jacks sous le logo au soleil rouge',
      },
    },
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./about-words')>;
