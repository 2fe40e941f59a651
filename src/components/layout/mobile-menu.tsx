import { type RefObject, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/auth-context';
import { useSignOut } from '@/auth/use-sign-out';
import { ButtonLink } from '@/components/ui/button';
import { Overlay } from '@/components/ui/overlay';
import { paths } from '@/content/paths';
import * as frame from '@/content/site-frame';
import { cn } from '@/lib/cn';
import { LanguageLinks } from './language-switcher';
import { isInSection, mainNavLinks } from './nav-links';

interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  pathname: string;
}

/**
 * The hamburger's full-screen list: the navbar's links, large enough for thumbs. Part of every
 * prerendered page, so it opens and its links work before the app starts.
 */
export function MobileMenu({ id, isOpen, onOpen, onClose, returnFocusRef, pathname }: MobileMenuProps) {
  const { user } = useAuth();
  const userLinkRef = useRef<HTMLAnchorElement>(null);
  const handleSignOut = useSignOut(userLinkRef);

  return (
    <Overlay
      id={id}
      label={frame.menu}
      closeLabel={frame.closeMenu}
      placement="fullscreen"
      isOpen={isOpen}
      onOpen={onOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <nav aria-label={frame.menu} className="flex flex-1 flex-col items-center justify-center gap-8 px-6 pb-16">
        <ul className="flex flex-col items-center gap-1">
          {mainNavLinks.map((link) => {
            const isCurrent = isInSection(pathname, link.section);
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex min-h-12 items-center px-4 font-display text-3xl font-black uppercase tracking-wider transition-colors hover:text-ember',
                    isCurrent ? 'text-ember' : 'text-white',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col items-center gap-3">
          <ButtonLink to={paths.contact}>{frame.joinClass}</ButtonLink>
          {user ? (
            <>
              <p className="break-all px-4 text-center text-sm text-white/80">
                {frame.signedInAs} <span className="font-semibold text-white">{user.email ?? frame.yourAccount}</span>
              </p>
              <Link
                to={paths.account}
                className="min-h-11 px-4 py-3 text-sm underline underline-offset-4 hover:text-ember"
              >
                {frame.myWeek}
              </Link>
              <button
                type="button"
                onClick={handleSignOut}
                className="min-h-11 px-4 py-3 text-sm underline underline-offset-4 hover:text-ember"
              >
                {frame.signOut}
              </button>
            </>
          ) : (
            <Link
              ref={userLinkRef}
              to={paths.signUp}
              className="min-h-11 px-4 py-3 text-sm underline underline-offset-4 hover:text-ember"
            >
              {frame.signUpOrSignIn}
            </Link>
          )}
        </div>
        <LanguageLinks />
      </nav>
    </Overlay>
  );
}
