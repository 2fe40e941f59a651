import { useLocation } from 'react-router-dom';
import { CloseIcon } from '@/components/ui/icons';
import { languageOffers } from '@/content/language-offers';
import { locales } from '@/i18n/locales';
import { pathInLocale } from '@/i18n/page-locale';
import { LANGUAGE_OFFER_SEEN_KEY } from '@/i18n/preferred-locale';

function remember() {
  try {
    localStorage.setItem(LANGUAGE_OFFER_SEEN_KEY, 'true');
  } catch {
    // Not remembered where storage is refused; the note still closes.
  }
}

/** The offer itself, written in the language it offers. */
export default function LanguageOfferNote({ locale, onDone }: { locale: 'fr' | 'ar'; onDone: () => void }) {
  const { pathname, search } = useLocation();
  const offer = languageOffers[locale];
  return (
    <aside
      lang={locale}
      dir={locales[locale].dir}
      aria-label={offer.text}
      className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-4"
    >
      <div className="flex w-full max-w-md items-start gap-3 bg-ink p-4 text-white shadow-2xl">
        <div>
          <p>{offer.text}</p>
          <a
            href={pathInLocale(locale, pathname, search)}
            hrefLang={locale}
            onClick={remember}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {offer.link}
          </a>
        </div>
        <button
          type="button"
          aria-label={offer.dismiss}
          onClick={() => {
            remember();
            onDone();
          }}
          className="-m-2 ms-auto inline-flex size-11 shrink-0 items-center justify-center"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </aside>
  );
}
