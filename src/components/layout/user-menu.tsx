import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/content/paths';
import * as frame from '@/content/site-frame';

interface UserMenuProps {
  email: string;
  onSignOut: () => void;
  /** The classes of the navbar's round icon buttons. */
  buttonClassName: string;
}

/**
 * The navbar's user icon when signed in: a button named with the e-mail that opens a small
 * menu with the e-mail, a link to My week and Sign out. Escape, a click outside or focus leaving it closes the menu;
 * Escape gives focus back to the button.
 */
export function UserMenu({ email, onSignOut, buttonClassName }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    rootRef.current?.querySelector<HTMLElement>('[data-first-item]')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    // A click elsewhere, or Tab moving focus elsewhere, closes the menu.
    const closeIfOutside = (event: Event) => {
      if (!isInside(rootRef, event.target)) setIsOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={frame.accountLabel(email)}
        className={buttonClassName}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-red font-display">
          {email.charAt(0).toUpperCase()}
        </span>
      </button>
      <div id={menuId} hidden={!isOpen} className="absolute end-0 mt-2 w-64 bg-white p-4 text-ink shadow-xl">
        <p className="text-sm text-ink/80">{frame.signedInAs}</p>
        <p className="break-all font-semibold">{email}</p>
        <Link
          to={paths.account}
          data-first-item
          onClick={() => setIsOpen(false)}
          className="mt-3 flex min-h-11 items-center font-semibold text-brick underline underline-offset-4 hover:text-ink"
        >
          {frame.myWeek}
        </Link>
        <button
          type="button"
          onClick={onSignOut}
          className="mt-3 min-h-11 w-full bg-ink px-4 font-display text-sm font-bold uppercase tracking-widest text-white hover:bg-red"
        >
          {frame.signOut}
        </button>
      </div>
    </div>
  );
}

function isInside(ref: RefObject<HTMLElement | null>, target: EventTarget | null): boolean {
  return target instanceof Node && !!ref.current?.contains(target);
}
