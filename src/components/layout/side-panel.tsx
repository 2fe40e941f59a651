import { lazy, type RefObject, Suspense, useEffect, useState } from 'react';
import { LoadFailure } from '@/components/ui/load-failure';
import { Overlay } from '@/components/ui/overlay';
import { loadFailures } from '@/content/load-failures';
import { retryableLoad } from '@/lib/retryable-load';

const content = retryableLoad(() => import('./side-panel-content').then((module) => module.default));

// A failed download shows as the panel's own message, with a Retry button, once it is open.
const ignoreRejection = () => {};

/**
 * Starts fetching the panel's content before the click (pointer over or focus on its button);
 * after a failed download, each of these (and each opening) tries again.
 */
export function prefetchSidePanel() {
  content.attempt().catch(ignoreRejection);
}

// Waits on `loaded`, which never rejects: React.lazy would remember a rejection for good.
const SidePanelContent = lazy(() => content.loaded.then((Content) => ({ default: Content })));

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
  useEffect(() => {
    if (isOpen) prefetchSidePanel();
  }, [isOpen]);

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
        <Suspense
          fallback={
            <LoadFailure
              load={content}
              message={<p>{loadFailures.sidePanel}</p>}
              whileLoading={<p className="px-8 text-white/80">{loadFailures.loading}</p>}
              className="px-8"
            />
          }
        >
          <SidePanelContent id={id} />
        </Suspense>
      )}
    </Overlay>
  );
}
