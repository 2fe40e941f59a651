/** French words of a member's bookings in My week (the /account page): booked sessions, waitlist places, cancelling. */
import type * as English from '../my-week-bookings';
import type { MyWeekBookingsWords } from '../my-week-bookings';
import type { TranslationOf } from '../translation';

export const myWeekBookings: MyWeekBookingsWords = {
  heading: 'Vos réservations',
  confirmedHereOnly:
    'Si une place se libère pour vous sur une liste d’attente, c’est sur cette page que vous l’apprenez : nous n’envoyons ni e-mail ni message. Consultez-la avant le cours.',
  loading: 'Chargement de vos réservations…',
  empty:
    'Aucune réservation pour l’instant. Réservez une place dans un cours depuis le planning : elle s’affichera ici avec sa date.',
  loadFailed: {
    network:
      'Vos réservations n’ont pas pu être chargées : impossible de joindre notre serveur. Vérifiez votre connexion Internet, puis réessayez.',
    unavailable:
      'Vos réservations n’ont pas pu être chargées : notre service membres ne répond pas pour le moment. Réessayez dans un instant.',
    rejected:
      'Vos réservations n’ont pas pu être chargées : la demande a été refusée. Rechargez la page, puis réessayez.',
  },
  retry: 'Réessayer',
  atCap: (count) =>
    `Vous avez ${count} réservations et places en liste d’attente à venir, le maximum par membre. Annulez-en une pour réserver un autre cours.`,
  when: (weekday, date, hours) => `${weekday} ${date}, ${hours}`,
  status: {
    booked: 'Réservé',
    movedUp: 'Réservé (place libérée sur la liste d’attente)',
    // 1er, then 2e, 3e…: the ordinal category 'one' is the first alone.
    inLine: ({ number, category }) => `${number}${category === 'one' ? 'er' : 'e'} dans la file d’attente`,
    waiting: 'En liste d’attente',
    cancelled: 'Annulé',
    lateCancelled: 'Annulé tardivement',
    left: 'Vous avez quitté la liste d’attente',
    cancelledByGym: 'Annulé par la salle',
  },
  freeUntil: (hours) => `L’annulation est gratuite jusqu’à ${hours} heures avant le cours.`,
  lateNow:
    'L’annulation gratuite est terminée : une annulation maintenant est enregistrée comme tardive. Votre place revient quand même au cours.',
  leaveFree: 'Quitter la liste d’attente est toujours gratuit.',
  cancel: 'Annuler la réservation',
  cancelLabel: (session) => `Annuler la réservation : ${session}`,
  late: {
    warning: (hours) =>
      `Le cours commence dans moins de ${hours} heures : cette annulation sera enregistrée comme tardive. Votre place revient quand même au cours pour quelqu’un d’autre.`,
    confirm: 'Annuler tardivement',
    keep: 'Garder ma réservation',
  },
  leave: 'Quitter la liste d’attente',
  leaveLabel: (session) => `Quitter la liste d’attente : ${session}`,
  busy: 'Annulation…',
  sessionName: (className, weekday, date) => `${className}, ${weekday} ${date}`,
  addToCalendar: 'Ajouter à l’agenda',
  addToCalendarLabel: (session) => `Ajouter à l’agenda : ${session}`,
  changeFailed: {
    network:
      'Rien n’a été modifié : impossible de joindre notre serveur. Vérifiez votre connexion Internet, puis réessayez.',
    unavailable:
      'Rien n’a été modifié : notre service membres ne répond pas pour le moment. Réessayez dans un instant.',
    rejected: 'Rien n’a été modifié : la demande a été refusée. Rechargez la page pour voir vos réservations à jour.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./my-week-bookings')>;
