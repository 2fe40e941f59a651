import { lazy, type RefObject, Suspense, useState } from 'react';
import { Overlay } from '@/components/ui/overlay';

const loadContent = () => import('./side-panel-content');
const SidePanelContent = lazy(loadContent);

/** Starts fetching the panel's content before the click (pointer over or focus on its button). */
export function prefetchSidePanel() {
  void loadContent();
}

interface SidePanelProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

/** The navbar icon's panel: who we are, a peek at the gallery, and how to reach us. */
export function SidePanel({ id, isOpen, onClose, returnFocusRef }: SidePanelProps) {
  // Once opened, keep the content mounted so closing and reopening is instant.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);

  return (
    <Overlay
      id={id}
      label="About us, gallery and contact details"
      closeLabel="Close panel"
      placement="right"
      isOpen={isOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {hasOpened && (
        <Suspense fallback={<p className="px-8 text-white/80">Loading…</p>}>
          <SidePanelContent id={id} />
        </Suspense>
      )}
    </Overlay>
  );
}
