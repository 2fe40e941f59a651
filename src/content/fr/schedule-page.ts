/** French words of the schedule pages around the timetable. */
import type * as English from '../schedule-page';
import type { SchedulePageContent } from '../schedule-page';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const schedulePage: SchedulePageContent = {
  title: (weekday) => `Planning du ${weekday}`,
  description: (weekday) => `Les cours de ${site.name} à ${site.town} le ${weekday} : horaires et coachs.`,
  banner: 'Planning par jour',
  eyebrow: 'planning des cours',
  heading: 'Choisissez votre jour',
  intro:
    'Des cours tous les jours de la semaine, d’une heure chacun. Choisissez un jour pour voir ses cours et ses coachs, puis inscrivez-vous à celui qui vous convient.',
  daysLabel: 'Jours de la semaine',
  today: 'Aujourd’hui',
  // Heard between a day pill's weekday and its "Aujourd’hui" mark.
  todayPause: ', ',
  caption: (weekday) => `Cours du ${weekday}`,
  columns: { className: 'Cours', time: 'Horaire', trainer: 'Coach', actions: 'S’inscrire ou enregistrer' },
  joinNow: 'Je m’inscris',
  joinLabel: (className) => `Je m’inscris : ${className}`,
  note: 'Horaires à l’heure de Mahdia. « Je m’inscris » ouvre notre formulaire de contact avec le cours déjà sélectionné.',
};

export type Complete = TranslationOf<typeof English, typeof import('./schedule-page')>;
