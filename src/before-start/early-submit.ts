/**
 * Forms before the app starts. Every form is `method="dialog"` outside any <dialog>, so a
 * native submission (Enter pressed before hydration, or with JavaScript off) fires its submit
 * event and then goes nowhere: what was typed never reaches a URL. The tiny browser entry
 * listens for those early submits and reveals the page's prerendered note (outside #root, so
 * the app's code carries none of it: app-start-note.ts). The note goes away when
 * the visitor types again or once the app has hydrated; React's submit handlers then take over.
 */
import { APP_START_NOTE_ATTRIBUTE, APP_START_NOTE_ID, type AppStartNoteKind } from './early-submit-contract';

/** Shows the page's note of this kind and hides the others (null hides them all). */
function showAppStartNote(doc: Document, kind: AppStartNoteKind | null): void {
  const notes = doc.getElementById(APP_START_NOTE_ID)?.querySelectorAll<HTMLElement>(`[${APP_START_NOTE_ATTRIBUTE}]`);
  for (const note of notes ?? []) note.hidden = note.getAttribute(APP_START_NOTE_ATTRIBUTE) !== kind;
}

/**
 * Until the app has hydrated (the root layout then marks <html data-hydrated>), a form's
 * submit shows the note `kind()` names; typing hides it, and so does the app taking over.
 */
export function watchEarlySubmits(doc: Document, kind: () => AppStartNoteKind): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (doc.documentElement.dataset.hydrated === 'true') return;
      // Belt and braces: even a form that lost its method must not navigate before the app runs.
      event.preventDefault();
      showAppStartNote(doc, kind());
    },
    // Capture phase: before anything else can act on the submit.
    true,
  );
  // The visitor has read it and carries on; a later early submit shows it again.
  doc.addEventListener('input', () => showAppStartNote(doc, null), true);
  const hydration = new MutationObserver(() => {
    if (doc.documentElement.dataset.hydrated !== 'true') return;
    hydration.disconnect();
    showAppStartNote(doc, null);
  });
  hydration.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}
