import { useEffect, useState } from 'react';
import { localeCodes } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { LANGUAGE_OFFER_SEEN_KEY, preferredSiteLocale } from '@/i18n/preferred-locale';
import { optionalPart, useOptionalPart } from '@/lib/optional-part';

const languageOfferNote = optionalPart(() => import('./language-offer-note'));

function offeredLocale(): 'fr' | 'ar' | null {
  try {
    if (localStorage.getItem(LANGUAGE_OFFER_SEEN_KEY)) return null;
  } catch {
    // Storage refused (private mode in some browsers): offer it, it just won't be remembered.
  }
  const preferred = preferredSiteLocale(navigator.languages ?? [navigator.language], localeCodes);
  return preferred === 'fr' || preferred === 'ar' ? preferred : null;
}

/**
 * On an English page, a visitor whose browser asks for French or Arabic first is offered the
 * page in that language, once. Nothing redirects (search engines must reach every version);
 * the note floats over the page's foot, so nothing moves, and its words load only when shown
 * (and, if they cannot, no offer is made).
 */
export function LanguageOffer() {
  const [offered, setOffered] = useState<'fr' | 'ar' | null>(null);
  useEffect(() => {
    if (pageLocale.code === 'en') setOffered(offeredLocale());
  }, []);
  const note = useOptionalPart(languageOfferNote, offered !== null);
  if (!offered || !note) return null;
  return <note.default locale={offered} onDone={() => setOffered(null)} />;
}
