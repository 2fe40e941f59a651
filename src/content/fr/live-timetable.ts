/** French words of the live timetable. */
import type * as English from '../live-timetable';
import type { LiveTimetableContent } from '../live-timetable';
import type { TranslationOf } from '../translation';

export const liveTimetable: LiveTimetableContent = {
  dateRange: (from, to) => `du ${from} au ${to}`,
  cancelled: (date) => `Annulé le ${date}`,
  moved: (date, hours) => `${date} : déplacé à ${hours}`,
  substitute: (date, trainer, usual) => `${date} : avec ${trainer} au lieu de ${usual}`,
  gymClosed: (date) => `${date} : pas de cours, la salle est fermée`,
  outsideHours: (date) => `${date} : pas de cours, horaires réduits`,
  hoursClosed: (dates) => `${dates} : fermé`,
  hoursOpen: (dates, hours) => `${dates} : ouvert ${hours}`,
  noteFromGym: 'Message de la salle :',
  openNow: (closes) => `Ouvert · ferme à ${closes}`,
  closedNowOpensToday: (opens) => `Fermé · ouvre à ${opens}`,
  closedNowOpensOn: (weekday, opens) => `Fermé · ouvre ${weekday} à ${opens}`,
  opensOn: (weekday, opens) => `ouvre ${weekday} à ${opens}`,
  closedToday: 'Fermé aujourd’hui',
  specialHoursHeading: 'Horaires exceptionnels',
  offMark: { cancelled: 'annulé', gymClosed: 'salle fermée', outsideHours: 'hors horaires' },
  chosenSessionOff: (date) => `La date que vous aviez choisie, ${date}, n’a pas lieu. Choisissez une autre date.`,
  sessionOffError: 'Cette date n’a plus lieu. Choisissez une autre date.',
};

export type Complete = TranslationOf<typeof English, typeof import('./live-timetable')>;
