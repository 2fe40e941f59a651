/** French words of a member's own page, /account: My week, and what it says before and after. */
import type * as English from '../account-page';
import type { AccountPageContent } from '../account-page';
import type { TranslationOf } from '../translation';

export const accountPage: AccountPageContent = {
  title: 'Ma semaine',
  description:
    'Votre semaine à Rivage Gym : les cours enregistrés depuis le planning, avec leurs prochaines dates, et les paramètres de votre compte.',
  heading: 'Votre semaine à la salle',
  intro:
    'Les cours que vous enregistrez depuis le planning ou la page des cours, du plus proche au plus lointain, avec la date de leur prochaine séance. Les horaires sont à l’heure de Mahdia.',
  checking: 'Vérification de votre connexion…',
  needsScript: '« Ma semaine » a besoin de JavaScript. Activez-le pour voir les cours que vous avez enregistrés.',
  signedOut: {
    text: 'Connectez-vous pour voir les cours que vous avez enregistrés. C’est gratuit : il suffit d’avoir un compte.',
    signIn: 'Se connecter',
    signUp: 'Créer un compte',
  },
  deleted:
    'Votre compte a été supprimé, ainsi que vos réservations et les cours que vous aviez enregistrés. Votre session est fermée.',
  loading: 'Chargement de vos cours enregistrés…',
  loadFailed: 'Impossible de charger vos cours enregistrés.',
  retry: 'Réessayer',
  empty: {
    text: 'Aucun cours enregistré pour l’instant. Appuyez sur le marque-page à côté d’un cours, dans le planning ou sur la page des cours : il apparaîtra ici avec sa prochaine date.',
    link: 'Voir le planning',
  },
  weeklyClass: (weekday, time, trainerName) =>
    `Chaque ${weekday.toLocaleLowerCase('fr')}, ${time}, avec ${trainerName}`,
  joinNow: 'S’inscrire',
  joinLabel: (className) => `S’inscrire : ${className}`,
  addToCalendar: 'Ajouter à l’agenda',
  addToCalendarLabel: (slotName) => `Ajouter à l’agenda : ${slotName}`,
  remove: 'Retirer',
  removeLabel: (slotName) => `Retirer : ${slotName}`,
  weekToCalendar: 'Ajouter toute ma semaine à un agenda',
  calendarHint:
    'Les fichiers d’agenda (.ics) s’ouvrent dans Google Agenda, Calendrier d’Apple et Outlook ; chaque cours enregistré y revient toutes les semaines, et chaque séance réservée y est un seul événement, à sa date.',
  downloadFailed:
    'Impossible de créer le fichier d’agenda dans ce navigateur. Réessayez, ou ajoutez le cours vous-même.',
};

export type Complete = TranslationOf<typeof English, typeof import('./account-page')>;
