/** French words of saving classes to My week, and of what the site says when it succeeds or fails. */
import type * as English from '../saved-classes';
import type { SavedClassesContent } from '../saved-classes';
import type { TranslationOf } from '../translation';

export const savedClassesWords: SavedClassesContent = {
  saveLabel: (slotName) => `Enregistrer ${slotName}`,
  slotName: ({ className, weekday, start }) => `${className}, ${weekday} à ${start}`,
  scheduleHint:
    'Le signet à côté d’un cours l’ajoute à Ma semaine, votre planning personnel : il suffit d’un compte gratuit.',
  saved: (slotName) => `Ajouté à Ma semaine : ${slotName}.`,
  removed: (slotName) => `Retiré de Ma semaine : ${slotName}.`,
  seeMyWeek: 'Voir Ma semaine',
  saveFailed: (slotName) => `Impossible d’enregistrer ${slotName} :`,
  removeFailed: (slotName) => `Impossible de retirer ${slotName} :`,
  loadFailed: 'Impossible de charger vos cours enregistrés :',
  failureReasons: {
    network: 'nous n’avons pas pu joindre notre serveur. Vérifiez votre connexion Internet, puis réessayez.',
    unavailable: 'notre espace membres ne répond pas pour le moment. Merci de réessayer dans un instant.',
    rejected: 'la modification a été refusée. Rechargez la page, puis réessayez.',
  },
  lateSaved: (slotName) => `Ajouté à Ma semaine malgré tout : ${slotName}. Notre serveur a tardé à le confirmer.`,
  lateRemoved: (slotName) => `Retiré de Ma semaine malgré tout : ${slotName}. Notre serveur a tardé à le confirmer.`,
  saveUnconfirmed: (slotName) =>
    `Nous n’avons pas pu confirmer l’enregistrement de ${slotName} : notre espace membres a mis trop de temps à répondre. S’il aboutit malgré tout, cette page l’affichera.`,
  removeUnconfirmed: (slotName) =>
    `Nous n’avons pas pu confirmer le retrait de ${slotName} : notre espace membres a mis trop de temps à répondre. S’il aboutit malgré tout, cette page l’affichera.`,
  signInToSave: (slotName) =>
    `Connectez-vous pour ajouter ${slotName} à Ma semaine. Vous reviendrez directement là où vous étiez.`,
  signUpToSave: (slotName) =>
    `Créez un compte gratuit pour ajouter ${slotName} à Ma semaine. Vous reviendrez directement là où vous étiez.`,
  retry: 'Réessayer',
  dismiss: 'Fermer ce message',
};

export type Complete = TranslationOf<typeof English, typeof import('./saved-classes')>;
