import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const SCROLL_LOCK_CLASS = 'overflow-hidden';

const placements = {
  fullscreen: 'inset-0 bg-ink animate-overlay-in',
  right: 'inset-y-0 right-0 w-full max-w-sm bg-ink shadow-2xl animate-panel-in',
} as const;

interface OverlayProps {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back to on close: the button that opened the overlay (read when it closes). */
  returnFocusRef: RefObject<HTMLElement | null>;
  closeLabel: string;
  placement: keyof typeof placements;
  children: ReactNode;
}

/**
 * A modal layer for the navbar's menu and side panel: it takes focus, keeps Tab inside,
 * closes on Escape, on its close button, on the backdrop and when a link inside is followed,
 * stops the page behind from scrolling and gives focus back to its button.
 */
export function Overlay({ id, label, isOpen, onClose, returnFocusRef, closeLabel, placement, children }: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read through a ref so a new onClose identity does not re-run the open/close effect.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        keepTabInside(event, panel);
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      // Read now, not at opening: an opener may point it elsewhere meanwhile (the gallery
      // viewer points it at the thumbnail of the image shown last).
      returnFocusRef.current?.focus();
    };
  }, [isOpen, returnFocusRef]);

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  }

  return (
    <div id={id} hidden={!isOpen} className="fixed inset-0 z-50">
      {placement === 'right' && (
        // A pointer convenience only: keyboard users have Escape and the close button.
        <div aria-hidden="true" className="absolute inset-0 bg-black/70" onClick={onClose} />
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only notices links being followed; links handle their own keys. */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={cn('absolute flex flex-col overflow-y-auto text-white', placements[placement])}
        onClick={handleClick}
      >
        <div className="flex justify-end p-4">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-red"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
