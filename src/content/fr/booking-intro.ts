/** French: the sign-in and sign-up pages' opening line for a visitor sent there by Book. */
import type * as English from '../booking-intro';
import type { BookingIntroWords } from '../booking-intro';
import type { TranslationOf } from '../translation';

export const bookingIntro: BookingIntroWords = {
  signIn: (slotName, date) =>
    `Connectez-vous pour réserver ${slotName} le ${date}. Vous reviendrez directement là où vous étiez, avec ce cours choisi.`,
  signUp: (slotName, date) =>
    `Créez un compte gratuit pour réserver ${slotName} le ${date}. Vous reviendrez directement là où vous étiez, avec ce cours choisi.`,
};

export type Complete = TranslationOf<typeof English, typeof import('./booking-intro')>;
