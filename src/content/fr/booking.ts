/** French: the words of booking a class once the page has started (the Book control's dates, the booking dialog). */
import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../booking';
import type { BookingWords } from '../booking';
import type { TranslationOf } from '../translation';

const isOne = (count: number) => pluralCategory(count) === 'one';

export const booking: BookingWords = {
  sessionName: (className, when) => `${className}, ${when}`,
  bookSession: (sessionName) => `Réserver ${sessionName}`,
  when: (date, start) => `${date}, ${start}`,
  placesLeft: (count) =>
    isOne(count) ? `${formatCount(count)} place restante` : `${formatCount(count)} places restantes`,
  full: 'Complet : liste d’attente',
  closed: 'Réservation fermée',
  openFailed: 'Ouverture impossible : vérifiez votre connexion',
  dialog: {
    title: (className) => `Réserver ${className}`,
    close: 'Fermer la réservation',
    dateLegend: 'Date',
    withTrainer: (trainer) => `Avec ${trainer}`,
    nameLabel: 'Votre nom pour la liste du cours',
    nameHint: (maxLength) =>
      `Le coach le voit sur la liste du cours. Une seule ligne, ${maxLength} caractères au plus.`,
    book: 'Réserver ma place',
    joinWaitlist: 'Rejoindre la liste d’attente',
    busy: 'Réservation…',
    nameErrors: {
      empty: 'Merci d’indiquer votre nom.',
      tooLong: (maxLength) => `Merci de limiter votre nom à ${maxLength} caractères.`,
      twoLines: 'Merci d’écrire votre nom sur une seule ligne.',
      directionControls:
        'Votre nom contient des caractères invisibles qui changent l’affichage du texte. Merci de le saisir à nouveau.',
    },
    failures: {
      taken: 'Cette place vient d’être prise. Vous pouvez rejoindre la liste d’attente.',
      fullNow:
        'Ce cours est complet et sa liste d’attente ne peut pas vous accueillir pour le moment. Merci de réessayer dans un instant.',
      held: 'Vous avez déjà réservé ce cours à cette date. Ma semaine l’affiche.',
      cap: (max) =>
        `Vous avez déjà ${max} réservations ou places en liste d’attente à venir. Annulez-en une dans Ma semaine pour réserver celle-ci.`,
      waitlistFull: 'Ce cours est complet, et sa liste d’attente aussi. Merci de choisir une autre date.',
      closed: 'La réservation est fermée pour cette date.',
      off: 'Ce cours n’a plus lieu à cette date.',
      network:
        'Rien n’a été réservé : nous n’avons pas pu joindre notre serveur. Vérifiez votre connexion Internet, puis réessayez.',
      unavailable:
        'Rien n’a été réservé : notre espace membres ne répond pas pour le moment. Merci de réessayer dans un instant.',
      rejected: 'Rien n’a été réservé : la réservation a été refusée. Rechargez la page, puis réessayez.',
    },
    booked: (what) => `Votre place est réservée : ${what}.`,
    waiting: (what) => `Vous êtes sur la liste d’attente pour ${what}.`,
    waitingWhere:
      'Si une place se libère avant le cours, elle vous revient. C’est dans Ma semaine que vous le verrez : nous n’envoyons aucun message.',
    seeMyWeek: 'Voir Ma semaine',
    done: 'Terminé',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./booking')>;
