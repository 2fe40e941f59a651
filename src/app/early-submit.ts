/**
 * Forms before the app starts. Every form is `method="dialog"` outside any <dialog>, so a
 * native submission (Enter pressed before hydration, or with JavaScript off) fires its submit
 * event and then goes nowhere: what was typed never reaches a URL. The tiny browser entry
 * listens for those early submits and reveals the form's prerendered note
 * (src/components/forms/app-start-note.tsx); once the app has hydrated, React's own submit
 * handlers take over and the first one clears any note left from before.
 */
import { APP_START_NOTE_ATTRIBUTE, type AppStartNoteKind } from './early-submit-contract';

/**
 * Shows the submitted form's note of this kind and hides its others (null hides them all).
 * Returns whether the form has such notes, i.e. is one of the site's forms.
 */
export function revealAppStartNote(form: EventTarget | null, kind: AppStartNoteKind | null): boolean {
  if (!(form instanceof HTMLFormElement)) return false;
  const notes = form.querySelectorAll<HTMLElement>(`[${APP_START_NOTE_ATTRIBUTE}]`);
  for (const note of notes) note.hidden = note.getAttribute(APP_START_NOTE_ATTRIBUTE) !== kind;
  return notes.length > 0;
}

/**
 * Listens (capture phase, before React) for submits. Until the app has hydrated (the root
 * layout then marks <html data-hydrated>), a submit shows the note `kind()` names.
 */
export function watchEarlySubmits(doc: Document, kind: () => AppStartNoteKind): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const isEarly = doc.documentElement.dataset.hydrated !== 'true';
      // Belt and braces: even a form that lost its method must not navigate before the app runs.
      if (revealAppStartNote(event.target, isEarly ? kind() : null) && isEarly) event.preventDefault();
    },
    true,
  );
}
