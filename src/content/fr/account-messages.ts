/** French words every account form shares: the e-mail address, the password and the account service's problems. */
import type * as English from '../account-messages';
import type { AccountMessagesContent } from '../account-messages';
import type { TranslationOf } from '../translation';

export const accountMessages: AccountMessagesContent = {
  emptyEmail: 'Saisissez votre adresse e-mail.',
  invalidEmail: 'Cette adresse e-mail ne semble pas valide. Vérifiez-la : elle doit ressembler à nom@exemple.com.',
  blankPassword:
    'Un mot de passe ne peut pas contenir que des espaces. Choisissez-en un avec des lettres, des chiffres ou des symboles.',
  service: {
    network: 'Impossible de joindre l’espace membres. Vérifiez votre connexion Internet, puis réessayez.',
    'too-many-requests': 'Trop de tentatives à la suite. Patientez quelques minutes, puis réessayez.',
    'user-disabled': 'Ce compte a été désactivé. Contactez la salle pour le faire réactiver.',
    unavailable: 'L’espace membres est momentanément indisponible. Merci de réessayer plus tard.',
    unknown: 'Un problème est survenu de notre côté. Merci de réessayer.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-messages')>;
