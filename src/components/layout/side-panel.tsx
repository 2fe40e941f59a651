import type { MouseEvent, RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Overlay } from '@/components/ui/overlay';
import * as frame from '@/content/site-frame';
import { routerPathOf } from '@/i18n/page-locale';

// The panel holds text, pictures and links, nothing that needs a script. The prerender renders
// it into every page (the server build loads it here); the browser keeps that HTML as it is
// and never downloads its code: it opens (a popover) and its links work before the app starts,
// and it costs the app nothing.
const PrerenderedContent = import.meta.env.SSR ? (await import('./side-panel-content')).default : null;

interface SidePanelProps {
  id: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/** The navbar icon's panel: who we are, a peek at the gallery, and how to reach us. */
export function SidePanel({ id, isOpen, onOpen, onClose, returnFocusRef }: SidePanelProps) {
  const navigate = useNavigate();

  // Its links are plain HTML: once the app runs, a link to a page of the site is followed in
  // the app, as the navbar's links are, instead of reloading the whole page.
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || link?.target || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The href carries the language's prefix (/fr/…); the router's paths do not.
    void navigate(routerPathOf(href));
  }

  return (
    <Overlay
      id={id}
      label={frame.sidePanel}
      closeLabel={frame.closeSidePanel}
      placement="end"
      isOpen={isOpen}
      onOpen={onOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {PrerenderedContent ? (
        <div>
          <PrerenderedContent id={id} />
        </div>
      ) : (
        // In the browser, an element whose inner HTML React never writes: hydration does not
        // compare inner HTML set this way, and later renders leave an unchanged (empty) value
        // alone, so the prerendered content stays.
        // biome-ignore lint/a11y/useKeyWithClickEvents: only notices links being followed; links handle their own keys.
        // biome-ignore lint/a11y/noStaticElementInteractions: the same; the links are the interactive elements.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content: see above.
        <div onClick={handleClick} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </Overlay>
  );
}
