/** French lines under the sign-up and contact forms about what happens to what was typed. */

import { privacyFacts } from '../privacy-facts';
import type * as English from '../privacy-notes';
import type { DataUseNote } from '../privacy-notes';
import type { TranslationOf } from '../translation';

export const signUpDataNote: DataUseNote = {
  text: 'Google Firebase conserve pour nous votre adresse e-mail et une version hachée de votre mot de passe, uniquement pour gérer votre compte, jusqu’à ce que vous nous demandiez de le supprimer.',
  linkIntro: 'Pour en savoir plus, consultez notre',
  linkOutro: '.',
};

export const enquiryDataNote: DataUseNote = {
  text: `Nous enregistrons votre nom, votre e-mail, le cours choisi et votre commentaire chez Google Firebase, uniquement pour vous répondre, et nous les supprimons au bout de ${privacyFacts.enquiryRetentionMonths} mois.`,
  linkIntro: 'Pour en savoir plus, consultez notre',
  linkOutro: '.',
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-notes')>;
