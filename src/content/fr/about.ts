/** French About page: who the gym is and how it grew from a harbour warehouse to the seafront. */
import history1 from '@/assets/images/about/history-1.svg?w=400;800&picture';
import history2 from '@/assets/images/about/history-2.svg?w=400;800&picture';
import history3 from '@/assets/images/about/history-3.svg?w=400;800&picture';
import history4 from '@/assets/images/about/history-4.svg?w=400;800&picture';
import illustration from '@/assets/images/about/illustration.svg?w=400;800&picture';
import type * as English from '../about';
import type { TranslationOf } from '../translation';
import type { AboutContent } from '../types';

export const about: AboutContent = {
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
    illustration,
    illustrationAlt:
      'Trois sportifs s’entraînent devant un soleil rouge qui se couche sur la mer : au centre, un haltérophile tient une barre à bout de bras au-dessus de sa tête, avec d’un côté un swing au kettlebell et de l’autre un coureur',
  },
  history: {
    eyebrow: 'depuis 2012',
    title: 'Notre histoire',
    panels: [
      {
        id: 'warehouse',
        period: '2012',
        title: 'Un entrepôt sur le port',
        text: 'Tout commence dans un vieil entrepôt de pêcheurs, près du port de Mahdia. La famille de Karim Trabelsi y raccommodait les filets depuis deux générations ; quand les bateaux sont partis vers le nouveau quai, il a balayé le sol, laissé un filet accroché au mur pour porter chance et ouvert les portes à tous ceux qui voulaient s’entraîner.',
        image: history1,
        imageAlt:
          'Un entrepôt gris sur le port, un filet de pêche accroché au mur et un bateau de pêche amarré juste à côté',
      },
      {
        id: 'first-barbell',
        period: '2013',
        title: 'Une barre et des portes ouvertes',
        text: 'Le premier équipement ? Une seule barre, des disques achetés d’occasion à un club d’haltérophilie de Sousse et une ligne tracée à la craie sur le béton. Les pêcheurs s’entraînaient avant l’aube, les élèves après les cours, et les grandes portes restaient ouvertes les soirs d’été pour que la brise marine rafraîchisse la salle.',
        image: history2,
        imageAlt:
          'Un haltérophile soulève une barre du sol, dans l’encadrement de la grande porte ouverte de l’entrepôt',
      },
      {
        id: 'running-club',
        period: '2016',
        title: 'Le club de course de la corniche',
        text: 'Youssef Gharbi a lancé une sortie gratuite le dimanche matin, en courant le long de la corniche, pour les adhérents et leurs amis. De quatre coureurs, le groupe est passé à quarante ; beaucoup ont bouclé ensemble le semi-marathon du Sahel, et chaque semaine, le groupe part toujours du phare.',
        image: history3,
        imageAlt: 'Quatre coureurs sur la corniche au coucher du soleil, la mer derrière eux',
      },
      {
        id: 'seafront',
        period: 'Aujourd’hui',
        title: 'Une façade vitrée face à la mer',
        text: 'En 2019, nous nous sommes installés quelques rues plus loin, dans une salle lumineuse face à la mer, assez grande pour proposer des cours tous les jours de la semaine. Salma Ben Amor y a apporté le yoga et la méditation, le coin nutrition a ouvert, et le filet de l’entrepôt est aujourd’hui accroché près de l’accueil. Les portes, elles, restent ouvertes à tous.',
        image: history4,
        imageAlt:
          'La façade vitrée de la salle : à l’intérieur, des adhérents soulèvent des poids, boxent et font des jumping jacks sous le logo au soleil rouge',
      },
    ],
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./about')>;
