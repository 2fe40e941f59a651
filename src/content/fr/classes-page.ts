/** French words of the classes page around its cards (the classes themselves: classes.ts). */
import type * as English from '../classes-page';
import type { ClassesPageContent } from '../classes-page';
import type { TranslationOf } from '../translation';

export const classesPage: ClassesPageContent = {
  title: 'Cours',
  description:
    'Douze cours par semaine à Rivage Gym, à Mahdia : du cycling à la boxe, en passant par le yoga et la méditation.',
  eyebrow: 'nos cours',
  heading: 'Trouvez votre cours',
  intro:
    'Douze cours par semaine, chacun encadré par l’un de nos coachs. Choisissez le vôtre, appuyez sur « s’inscrire » et dites-nous quand vous aimeriez commencer.',
  showingSome: (shown, total) => `${shown} cours affichés sur ${total}`,
  showingAll: (total) => `Les ${total} cours sont affichés`,
  showMore: 'voir plus',
  showLess: 'voir moins',
  every: 'Chaque ',
  // Heard after "Chaque ": "Chaque lundi, 09:00–10:00".
  dayAndHours: (weekday, hours) => `${weekday}, ${hours}`,
  trainer: 'Coach : ',
  joinNow: 's’inscrire',
  joinLabel: (className) => `s’inscrire : ${className}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./classes-page')>;
