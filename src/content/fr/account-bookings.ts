/** French words of the account settings about bookings: the name on the class roster, and deleting an account that holds bookings. */
import type * as English from '../account-bookings';
import type { AccountBookingsWords } from '../account-bookings';
import type { TranslationOf } from '../translation';

export const accountBookings: AccountBookingsWords = {
  rosterName: {
    heading: 'Nom sur la liste du cours',
    intro:
      'Quand vous réservez une place dans un cours, l’entraîneur voit ce nom sur la liste des participants. Seule l’équipe de la salle le voit.',
    label: 'Votre nom pour la liste',
    hint: (maxLength) => `Sur une ligne, ${maxLength} caractères au plus.`,
    loading: 'Chargement du nom que vous avez donné…',
    loadFailed:
      'Le nom que vous aviez donné n’a pas pu être chargé. Vous pouvez tout de même en saisir un et l’enregistrer.',
    submit: 'Enregistrer mon nom',
    busy: 'Enregistrement…',
    saved: 'Votre nom pour la liste est enregistré.',
    errors: {
      empty: 'Saisissez le nom que l’entraîneur verra sur la liste.',
      tooLong: (maxLength) => `Raccourcissez le nom à ${maxLength} caractères au plus.`,
      controlCharacters:
        'Le nom contient un saut de ligne ou un autre caractère de contrôle invisible. Tapez-le sur une seule ligne plutôt que de le coller.',
      directionControls:
        'Le nom contient des caractères invisibles qui changent le sens du texte. Tapez-le de nouveau plutôt que de le coller.',
    },
    failures: {
      network:
        'Votre nom n’a pas été enregistré : impossible de joindre notre serveur. Vérifiez votre connexion Internet, puis réessayez.',
      unavailable:
        'Votre nom n’a pas été enregistré : notre service membres ne répond pas pour le moment. Réessayez dans un instant.',
      rejected: 'Votre nom n’a pas été enregistré : il a été refusé. Rechargez la page, puis réessayez.',
    },
    noAnswer:
      'Cela prend trop de temps. Votre nom a peut-être quand même été enregistré : rechargez cette page pour le voir avant de réessayer.',
  },
  deletion: {
    bookingsCancelled:
      'Votre compte n’a pas été supprimé, mais une partie ou la totalité de vos réservations et places en liste d’attente à venir ont déjà été annulées, et leurs places sont revenues aux cours. Réessayez pour terminer.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-bookings')>;
