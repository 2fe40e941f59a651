import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What a click may land on without counting as a click on the ground around it. */
const CONTENT = 'img, button, a, input, figcaption';

const SCROLL_LOCK_CLASS = 'overflow-hidden';

// A popover starts with the browser's own box (margin auto, border, padding, canvas colours):
// each placement sets the whole box itself.
const placements = {
  fullscreen: 'inset-0 size-full bg-ink animate-overlay-in',
  end: 'inset-y-0 start-auto end-0 h-full w-full max-w-sm bg-ink shadow-2xl animate-panel-in backdrop:bg-black/70',
} as const;

interface OverlayProps {
  id: string;
  /** The dialog's accessible name. */
  label: string;
  isOpen: boolean;
  onClose: () => void;
  /** Called when the browser opens the overlay by itself (a `popovertarget` button). */
  onOpen?: () => void;
  /** Where focus goes back to on close: the button that opened the overlay (read when it closes). */
  returnFocusRef: RefObject<HTMLElement | null>;
  closeLabel: string;
  placement: keyof typeof placements;
  /** Closes on a click or tap on the dark ground around the content (the gallery viewer's image). */
  closesOnBackgroundClick?: boolean;
  children: ReactNode;
}

// jsdom (the unit tests) has no popovers; every browser the site supports has.
function supportsPopover(element: HTMLElement) {
  return typeof element.showPopover === 'function';
}

function isPopoverOpen(element: HTMLElement) {
  return supportsPopover(element) && element.matches(':popover-open');
}

/**
 * A modal layer for the navbar's menu and side panel and the gallery viewer, built on the
 * `popover` attribute so that a `popovertarget` button opens it from the first paint, before
 * (or without) any script, and Escape and the side panel's backdrop close it. Once the app
 * runs it also takes focus, keeps Tab inside, closes when a link inside is followed, stops the
 * page behind from scrolling and gives focus back to its button.
 */
export function Overlay({
  id,
  label,
  isOpen,
  onClose,
  onOpen,
  returnFocusRef,
  closeLabel,
  placement,
  closesOnBackgroundClick = false,
  children,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read through refs so new callback identities do not re-run the effects.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  // The browser opens and closes the popover by itself too (its buttons, Escape, a click on the
  // backdrop): the app's state follows. Opened before the app started: take over from there.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    function handleToggle(event: Event) {
      if ((event as ToggleEvent).newState === 'open') onOpenRef.current?.();
      else onCloseRef.current();
    }
    panel.addEventListener('toggle', handleToggle);
    if (isPopoverOpen(panel)) onOpenRef.current?.();
    return () => panel.removeEventListener('toggle', handleToggle);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    if (supportsPopover(panel) && !isPopoverOpen(panel)) panel.showPopover();
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
      // viewer points it at the thumbnail of the image shown last). Focus moves before the
      // popover hides, so the browser does not send it back to the original opener instead.
      returnFocusRef.current?.focus();
      if (isPopoverOpen(panel)) panel.hidePopover();
    };
  }, [isOpen, returnFocusRef]);

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) onClose();
    else if (closesOnBackgroundClick && !event.target.closest(CONTENT)) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler notices links being followed (they handle their own keys) and pointer clicks on the ground (keyboards have Escape and the close button).
    <div
      ref={panelRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className={cn('m-0 flex-col overflow-y-auto border-0 p-0 text-white open:flex', placements[placement])}
      onClick={handleClick}
    >
      <div className="flex justify-end p-4">
        <button
          type="button"
          // Closes it before the app starts too; once it runs, onClick also moves focus back.
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={onClose}
          aria-label={closeLabel}
          className="flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-red"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      {children}
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
