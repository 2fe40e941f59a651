import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CheckIcon, GlobeIcon } from '@/components/ui/icons';
import { languageSwitcher } from '@/content/language-switcher';
import { localeCodes, locales } from '@/i18n/locales';
import { pageLocale, pathInLocale } from '@/i18n/page-locale';
import { cn } from '@/lib/cn';

/**
 * The same page in each language. Each language is its own build, so these are plain links
 * that load the other language's page. The query (`?class=Yoga`, the blog's filter) comes
 * along once the app runs: the prerendered HTML cannot know it, and adding it during the
 * first render would not match that HTML.
 */
function useLanguageLinks() {
  const { pathname, search } = useLocation();
  const [keptSearch, setKeptSearch] = useState('');
  useEffect(() => setKeptSearch(search), [search]);
  return localeCodes.map((code) => ({
    code,
    name: locales[code].nativeName,
    href: pathInLocale(code, pathname, keptSearch),
    isCurrent: code === pageLocale.code,
  }));
}

type LanguageLinkData = ReturnType<typeof useLanguageLinks>[number];

/** One language's link: named in that language, marked as the current one where it is. */
function LanguageLink({
  link,
  className,
  children,
}: {
  link: LanguageLinkData;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={link.href}
      lang={link.code}
      hrefLang={link.code}
      aria-current={link.isCurrent ? 'true' : undefined}
      className={className}
    >
      {children}
    </a>
  );
}

const linkClasses = 'flex min-h-11 items-center gap-2 px-4 py-2 transition-colors hover:text-ember';

/** The navbar's switcher: a disclosure (works before the app starts) listing the three languages. */
export function LanguageMenu({ className }: { className?: string }) {
  const links = useLanguageLinks();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  // A click anywhere else closes it, as a menu would.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      const details = detailsRef.current;
      if (details && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  }

  return (
    <details
      ref={detailsRef}
      className={cn('relative', className)}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      onKeyDown={handleKeyDown}
    >
      <summary
        aria-label={languageSwitcher.current(pageLocale.nativeName)}
        className="flex size-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full text-white transition-colors hover:bg-red [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon className="size-5" />
      </summary>
      <ul
        aria-label={languageSwitcher.label}
        className="absolute end-0 top-full mt-2 min-w-40 rounded-md bg-ink py-2 text-white shadow-lg shadow-black/40"
      >
        {links.map((link) => (
          <li key={link.code}>
            <LanguageLink link={link} className={cn(linkClasses, link.isCurrent && 'text-ember')}>
              <span className="flex-1">{link.name}</span>
              {link.isCurrent ? <CheckIcon className="size-4" /> : null}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The phone menu's switcher: the three languages side by side. */
export function LanguageLinks() {
  const links = useLanguageLinks();
  return (
    <ul aria-label={languageSwitcher.label} className="flex flex-wrap items-center justify-center gap-1 text-sm">
      {links.map((link) => (
        <li key={link.code}>
          <LanguageLink
            link={link}
            className={cn(
              'flex min-h-11 items-center rounded-full px-4 underline-offset-4 hover:text-ember',
              link.isCurrent ? 'font-semibold text-ember' : 'text-white underline',
            )}
          >
            {link.name}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}
