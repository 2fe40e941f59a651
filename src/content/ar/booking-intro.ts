/** Arabic: the sign-in and sign-up pages' opening line for a visitor sent there by Book. */
import type * as English from '../booking-intro';
import type { BookingIntroWords } from '../booking-intro';
import type { TranslationOf } from '../translation';

export const bookingIntro: BookingIntroWords = {
  signIn: (slotName, date) => `سجّل الدخول لتحجز ${slotName} يوم ${date}. ستعود مباشرة إلى حيث كنت، والحصة مختارة.`,
  signUp: (slotName, date) =>
    `أنشئ حسابًا مجانيًا لتحجز ${slotName} يوم ${date}. ستعود مباشرة إلى حيث كنت، والحصة مختارة.`,
};

export type Complete = TranslationOf<typeof English, typeof import('./booking-intro')>;
