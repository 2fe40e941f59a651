/** French words of the desk's overview (/desk, staff only): the trials of today and tomorrow, and the month in numbers. */
import type * as English from '../desk-overview';
import type { DeskOverviewWords } from '../desk-overview';
import type { TranslationOf } from '../translation';

export const deskOverview: DeskOverviewWords = {
  loading: 'Chargement de la vue d’ensemble…',
  trials: {
    heading: 'Essais d’aujourd’hui et de demain',
    loading: 'Chargement des essais d’aujourd’hui et de demain…',
    empty: 'Aucun cours d’essai n’est réservé pour aujourd’hui ni pour demain.',
    capped: (count) => `Seuls les ${count} premiers essais sont affichés.`,
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    session: ({ day, weekday, time, className, trainer }) =>
      `${day}, ${weekday} ${time} : ${className} avec ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}, ${when} : ${className}`,
    visitorsLabel: 'Visiteurs',
    name: 'Nom',
    phone: 'Téléphone',
    status: 'Statut',
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
