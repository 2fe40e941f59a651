/**
 * The page-wide note for a form submitted before the app has started (early-submit.ts
 * reveals it). The prerender writes it into every page outside #root, so React never renders or
 * hydrates it and the app's JavaScript carries none of its text.
 */
import { appStartMessages } from '@/content/form-notes';
import { APP_START_NOTE_ATTRIBUTE, APP_START_NOTE_ID } from './early-submit-contract';

/** Where index.html wants the note: outside #root, so hydration never touches it. */
const APP_START_NOTE_PLACEHOLDER = '<!--app-start-note-->';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A polite status region, always in the page (a live region must exist before its text
 * appears to be announced), holding one hidden toast per kind. It sits at the top of the
 * viewport: on a phone the on-screen keyboard (open while typing) covers the bottom, and the
 * form's submit button is always below the field being typed in. It is not focusable and lets
 * clicks through around the toast.
 */
export function appStartNoteHtml(messages: { wait: string; failed: string } = appStartMessages): string {
  const note = (kind: keyof typeof messages) =>
    `<p ${APP_START_NOTE_ATTRIBUTE}="${kind}" hidden class="pointer-events-auto max-w-md bg-ink px-4 py-3 text-center font-semibold text-white shadow-lg shadow-black/30">${escapeText(messages[kind])}</p>`;
  return `<div id="${APP_START_NOTE_ID}" role="status" class="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">${note('wait')}${note('failed')}</div>`;
}

/** index.html with the note (in the page's language: the server build passes its own words) in place of its placeholder. */
export function withAppStartNote(
  template: string,
  messages: { wait: string; failed: string } = appStartMessages,
): string {
  if (!template.includes(APP_START_NOTE_PLACEHOLDER)) {
    throw new Error(`index.html lost its ${APP_START_NOTE_PLACEHOLDER} placeholder`);
  }
  return template.replace(APP_START_NOTE_PLACEHOLDER, () => appStartNoteHtml(messages));
}
