/** French words of the contact page. The gym's address, phone, e-mail and hours come from site.ts. */
import type * as English from '../contact';
import type { TranslationOf } from '../translation';
import type { ContactPageContent } from '../types';

export const contactPage: ContactPageContent = {
  eyebrow: 'contactez-nous',
  headline: 'Venez vous entraîner avec nous au bord de la mer',
  intro:
    'Passez visiter la salle gratuitement, appelez l’accueil ou laissez-nous vos coordonnées ci-dessous. Dites-nous quel cours vous intéresse : un coach vous recontactera pour convenir de votre première séance.',
  formTitle: 'Laissez-nous vos coordonnées',
  formIntro: 'Les champs marqués d’un * sont obligatoires. Vos coordonnées ne servent qu’à vous répondre.',
  nextSteps:
    'Un coach vous répondra par e-mail sous un jour ouvré (du lundi au vendredi) pour organiser votre première séance. Si vous avez choisi un cours, il vous proposera la prochaine séance où il reste une place.',
  mapTitle: 'Carte de l’emplacement de Rivage Gym, sur le front de mer de Mahdia',
};

export type Complete = TranslationOf<typeof English, typeof import('./contact')>;
