/** French words of the desk's overview (/desk, staff only): the trials of today and tomorrow, and the month in numbers. */
import type * as English from '../desk-overview';
import type { DeskOverviewWords } from '../desk-overview';
import type { TranslationOf } from '../translation';

export const deskOverview: DeskOverviewWords = {
  loading: 'Chargement de la vue d’ensemble…',
  roster: {
    heading: 'Aujourd’hui et demain',
    intro:
      'Tous les cours d’aujourd’hui et de demain : les membres inscrits, la liste d’attente et les visiteurs à l’essai. Notez qui est venu à partir d’une heure avant le début.',
    loading: 'Chargement des cours d’aujourd’hui et de demain…',
    empty: 'Le planning n’a aucun cours aujourd’hui ni demain.',
    bookingsCut: (count) => `Seules les ${count} premières réservations sont affichées.`,
    trialsCapped: (count) => `Seuls les ${count} premiers essais sont affichés.`,
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    session: ({ day, weekday, time, className, trainer }) =>
      `${day}, ${weekday} ${time} : ${className} avec ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}, ${when} : ${className}`,
    placesLeft: (left, places) => `Places restantes : ${left} sur ${places}`,
    waitlist: (count) => `Liste d’attente : ${count}`,
    membersHeading: 'Membres inscrits',
    noMembers: 'Aucun membre n’a réservé ce cours.',
    trialsHeading: 'Visiteurs à l’essai',
    movedUp: 'Place obtenue depuis la liste d’attente',
    phone: 'Téléphone',
    status: 'Statut',
    attendance: {
      label: (name) => `Présence de ${name}`,
      came: 'Présent',
      noShow: 'Absent',
      opensAt: (time) => `Notez qui est venu à partir de ${time}`,
      failures: {
        network: 'Non enregistré : la connexion a échoué. Touchez à nouveau.',
        unavailable: 'Non enregistré : le service n’a pas répondu à temps. Touchez à nouveau.',
        rejected:
          'Non enregistré : le service a refusé. Reconnectez-vous avec un compte de l’équipe, puis touchez à nouveau.',
      },
    },
    cancel: {
      button: 'Annuler la réservation',
      confirm: (name) => `Annuler la réservation de ${name} ?`,
      movesUp: 'La place se libère, et le premier membre de la liste d’attente la prend.',
      frees: 'La place se libère pour qui veut la réserver.',
      yes: 'Oui, annuler',
      keep: 'Ne pas annuler',
      cancelling: 'Annulation…',
      done: (name) => `La réservation de ${name} est annulée.`,
      failures: {
        network: 'Non annulée : la connexion a échoué. Réessayez.',
        unavailable: 'Non annulée : le service n’a pas répondu à temps. Réessayez.',
        rejected: 'Non annulée : le service a refusé. Reconnectez-vous avec un compte de l’équipe et réessayez.',
      },
    },
    correction: {
      open: 'Corriger le décompte',
      heading: 'Corriger le décompte',
      booked: 'Places réservées',
      trials: 'Places d’essai',
      hint: (places, trialPlaces) =>
        `Des nombres entiers à partir de 0 : au plus ${trialPlaces} places d’essai, et au plus ${places} en tout. La liste d’attente ne change pas.`,
      errors: {
        notWhole: 'Saisissez un nombre entier, 0 ou plus.',
        tooManyTrials: (trialPlaces) => `Au plus ${trialPlaces} places d’essai.`,
        overPlaces: (places) => `Places réservées et places d’essai ensemble : au plus ${places}.`,
      },
      invalid: (count) => (count === 1 ? 'Un champ à corriger.' : `${count} champs à corriger.`),
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      saved: 'Décompte enregistré.',
      close: 'Fermer',
      failures: {
        network: 'Non enregistré : la connexion a échoué. Vos nombres sont conservés ; réessayez.',
        unavailable: 'Non enregistré : le service n’a pas répondu à temps. Vos nombres sont conservés ; réessayez.',
        rejected: (places, trialPlaces) =>
          `Non enregistré : le service a refusé ces nombres. Il accepte au plus ${trialPlaces} places d’essai et ${places} en tout, et seulement d’un compte de l’équipe. Vérifiez-les, ou reconnectez-vous, et réessayez.`,
      },
    },
  },
  month: {
    heading: 'Ce mois-ci',
    loading: 'Comptage des demandes du mois…',
    empty: 'Aucune demande ni aucun essai n’est encore arrivé ce mois-ci.',
    funnelTitle: 'Les demandes du mois, étape par étape',
    funnelSteps: {
      created: 'Demandes et essais',
      contacted: 'Contactés',
      trialBooked: 'Essai réservé',
      trialAttended: 'Venus à l’essai',
      joined: 'Inscrits',
    },
    stepColumn: 'Étape',
    classesTitle: 'Demandes d’essai par cours ce mois-ci',
    classColumn: 'Cours',
    countColumn: 'Nombre',
    chartItem: (label, count) => `${label} : ${count}`,
  },
  statuses: {
    new: 'Nouveau',
    contacted: 'Contacté',
    'trial-booked': 'Essai réservé',
    joined: 'Inscrit',
    lost: 'Perdu',
  },
  otherStatus: 'Autre',
  failures: {
    network: 'Impossible de charger ces données : la connexion a échoué. Vérifiez-la et réessayez.',
    unavailable: 'Impossible de charger ces données : le service n’a pas répondu à temps. Veuillez réessayer.',
    rejected:
      'Impossible de charger ces données : le service a refusé. Reconnectez-vous avec un compte de l’équipe et réessayez.',
  },
  retry: 'Réessayer',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-overview')>;
