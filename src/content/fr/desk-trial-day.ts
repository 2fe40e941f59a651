/** French words of the desk's day cap on trial requests (/desk, staff only). */
import type * as English from '../desk-trial-day';
import type { DeskTrialDayContent } from '../desk-trial-day';
import type { TranslationOf } from '../translation';

export const deskTrialDay: DeskTrialDayContent = {
  heading: 'Demandes d’essai aujourd’hui',
  intro:
    'Le site accepte au plus ce nombre de demandes d’essai gratuit par jour, tous visiteurs confondus, pour qu’un afflux de demandes automatiques ne remplisse pas la boîte. Au-delà, le formulaire invite les visiteurs à appeler.',
  loading: 'Lecture des demandes d’essai du jour…',
  today: (count, limit) => `${count} demandes d’essai sur ${limit} aujourd’hui`,
  full: 'La journée est complète : le formulaire invite les visiteurs à appeler.',
  limitLabel: 'Demandes d’essai par jour',
  limitHint: (min, max) => `Un nombre entier de ${min} à ${max}.`,
  limitInvalid: (min, max) => `Saisissez un nombre entier de ${min} à ${max}.`,
  save: 'Enregistrer la limite',
  saved: (limit) => `Enregistré : ${limit} demandes d’essai par jour.`,
  retry: 'Réessayer',
  failures: {
    network: 'Impossible de joindre le serveur. Vérifiez la connexion et réessayez.',
    unavailable: 'Le serveur n’a pas répondu. Réessayez dans un instant.',
    rejected: 'Le serveur a refusé : reconnectez-vous avec un compte du personnel et réessayez.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-trial-day')>;
