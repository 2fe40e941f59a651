/**
 * The note an English page shows a visitor whose browser asks for French or Arabic first. Each
 * offer is written in the language it offers, so this module has no translation of its own;
 * it is downloaded only when the note is shown (src/components/layout/language-offer.tsx).
 */

export interface LanguageOffer {
  text: string;
  /** The link to the same page in the offered language. */
  link: string;
  /** The close button's name. */
  dismiss: string;
}

export const languageOffers: Readonly<Record<'fr' | 'ar', LanguageOffer>> = {
  fr: {
    text: 'Ce site existe aussi en français.',
    link: 'Lire cette page en français',
    dismiss: 'Fermer ce message',
  },
  ar: {
    text: 'هذا الموقع متوفّر أيضًا باللغة العربية.',
    link: 'اقرأ هذه الصفحة بالعربية',
    dismiss: 'إغلاق هذه الرسالة',
  },
};
