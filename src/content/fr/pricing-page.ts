/** French words of the pricing page around the plans. */

import type * as English from '../pricing-page';
import type { PricingPageContent } from '../pricing-page';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const pricingPage: PricingPageContent = {
  title: 'Tarifs',
  description: `Les abonnements de ${site.name} à ${site.town} : 39, 65 et 100 DT par mois.`,
  eyebrow: 'nos abonnements',
  heading: 'Choisissez votre formule',
  intro:
    'Trois formules mensuelles, en dinars tunisiens (DT). Chaque carte détaille ce que comprend la formule : appuyez sur « Acheter maintenant » pour nous dire celle qui vous intéresse, et nous nous occupons de lancer votre abonnement.',
  help: {
    before: 'Vous hésitez entre les formules ?',
    schedule: 'Consultez le planning des cours',
    or: 'ou',
    coach: 'demandez conseil à un coach',
    after: '.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./pricing-page')>;
