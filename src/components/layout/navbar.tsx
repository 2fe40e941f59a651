import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/auth-context';
import { useSignOut } from '@/auth/use-sign-out';
import { ButtonLink } from '@/components/ui/button';
import { GridIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/content/paths';
import * as frame from '@/content/site-frame';
import { cn } from '@/lib/cn';
import { optionalPart, useOptionalPart } from '@/lib/optional-part';
import { LanguageMenu } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { isInSection, mainNavLinks } from './nav-links';
import { SidePanel } from './side-panel';
import { useScrolledPast } from './use-scrolled-past';

/** The spec's threshold: transparent up to 10 px of scroll, solid black beyond. */
const NAVBAR_SOLID_AFTER_PX = 10;

const MENU_ID = 'site-menu';
const SIDE_PANEL_ID = 'side-panel';

type OpenOverlay = 'menu' | 'side-panel' | null;

const iconButton = 'flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-red';

/**
 * Only a signed-in member needs the account menu, so it is not in anyone's first load. A member's
 * session takes longer to confirm than this small chunk takes to arrive; until it has, or if it
 * cannot (offline), the icon is a plain link to their page.
 */
const userMenu = optionalPart(() => import('./user-menu'));

function AccountLink({ email, buttonClassName }: { email: string; buttonClassName: string }) {
  return (
    <Link to={paths.account} aria-label={frame.accountLabel(email)} className={buttonClassName}>
      <UserIcon className="size-5" />
    </Link>
  );
}

export function Navbar() {
  const isSolid = useScrolledPast(NAVBAR_SOLID_AFTER_PX);
  const [openOverlay, setOpenOverlay] = useState<OpenOverlay>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidePanelButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeOverlay = useCallback(() => setOpenOverlay(null), []);
  // The buttons open their overlay through the platform (popovertarget), from the first paint;
  // the overlays report it here.
  const openMenu = useCallback(() => setOpenOverlay('menu'), []);
  const openSidePanel = useCallback(() => setOpenOverlay('side-panel'), []);
  const { user } = useAuth();
  const menu = useOptionalPart(userMenu, user !== null);
  const userLinkRef = useRef<HTMLAnchorElement>(null);
  const handleSignOut = useSignOut(userLinkRef);

  // Back/forward while an overlay is open lands on another page: close it there too. Adjusted
  // during render, not in an effect: an effect would also run at hydration, and close an
  // overlay the visitor opened before the app started just as the overlay reports it open.
  const [overlayPathname, setOverlayPathname] = useState(pathname);
  if (overlayPathname !== pathname) {
    setOverlayPathname(pathname);
    setOpenOverlay(null);
  }

  const isMenuOpen = openOverlay === 'menu';
  const isSidePanelOpen = openOverlay === 'side-panel';

  return (
    // The bar switches in one frame, without a fade: half-way through a fade the logo's red and
    // white text would sit on a half-transparent grey over whatever the page shows beneath.
    <header
      data-appearance={isSolid ? 'solid' : 'transparent'}
      className={cn('fixed inset-x-0 top-0 z-40', isSolid ? 'bg-ink shadow-lg shadow-black/30' : 'bg-transparent')}
    >
      <nav aria-label={frame.mainNav} className="mx-auto flex h-navbar max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <ul className="hidden flex-1 items-center justify-center lg:flex">
          {mainNavLinks.map((link) => {
            const isCurrent = isInSection(pathname, link.section);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center whitespace-nowrap rounded-full px-2.5 font-display text-base uppercase tracking-wider transition-colors hover:text-ember xl:px-3',
                    // Ember reads only on near-black, and in a browser without scroll-driven
                    // animations (index.css) the bar stays transparent over white content when
                    // scrolled before the app starts: the current link brings its own black
                    // ground, invisible on the banner and the solid bar.
                    isCurrent ? 'bg-ink text-ember' : 'text-white',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="ms-auto flex items-center gap-1 sm:gap-2 lg:ms-0">
          {/* On phones the menu lists the languages. */}
          <LanguageMenu className="hidden sm:block" />
          {user && menu ? (
            <menu.UserMenu
              email={user.email ?? frame.yourAccount}
              onSignOut={handleSignOut}
              buttonClassName={iconButton}
            />
          ) : user ? (
            <AccountLink email={user.email ?? frame.yourAccount} buttonClassName={iconButton} />
          ) : (
            <Link ref={userLinkRef} to={paths.signUp} aria-label={frame.signUpOrSignIn} className={iconButton}>
              <UserIcon className="size-5" />
            </Link>
          )}
          {/* No aria-expanded on these two: a popovertarget button is exposed as expanded or
              collapsed by the browser itself, from its popover (HTML forbids the attribute on it). */}
          <button
            ref={sidePanelButtonRef}
            type="button"
            aria-controls={SIDE_PANEL_ID}
            aria-label={frame.sidePanel}
            className={iconButton}
            popoverTarget={SIDE_PANEL_ID}
          >
            <GridIcon className="size-5" />
          </button>
          {/* Between lg and xl the inline links need the room. */}
          <div className="ms-2 hidden sm:block lg:hidden xl:block">
            <ButtonLink to={paths.contact}>{frame.joinClass}</ButtonLink>
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            aria-controls={MENU_ID}
            aria-label={frame.menu}
            className={cn(iconButton, 'lg:hidden')}
            popoverTarget={MENU_ID}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </nav>
      <MobileMenu
        id={MENU_ID}
        isOpen={isMenuOpen}
        onOpen={openMenu}
        onClose={closeOverlay}
        returnFocusRef={menuButtonRef}
        pathname={pathname}
      />
      <SidePanel
        id={SIDE_PANEL_ID}
        isOpen={isSidePanelOpen}
        onOpen={openSidePanel}
        onClose={closeOverlay}
        returnFocusRef={sidePanelButtonRef}
      />
    </header>
  );
}
