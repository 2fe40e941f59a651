/**
 * What the browser entry (early-submit.ts), the forms and the prerender agree on. Only
 * constants, so the bundler inlines them on each side and the entry loads no extra chunk for them.
 */

/** `method` of every form: submits never navigate (HTML spec, "dialog" with no dialog ancestor). */
export const NON_NAVIGATING_FORM_METHOD = 'dialog';

/** Id of the one note region the prerender writes into every page, outside the app's root. */
export const APP_START_NOTE_ID = 'app-start-note';

/** Attribute of the notes in that region; its value says which one. */
export const APP_START_NOTE_ATTRIBUTE = 'data-app-start-note';

export type AppStartNoteKind = 'wait' | 'failed';
