/**
 * What the browser entry (src/app/early-submit.ts) and the forms agree on. Only constants, so
 * the bundler inlines them on both sides and the entry loads no extra chunk for them.
 */

/** `method` of every form: submits never navigate (HTML spec, "dialog" with no dialog ancestor). */
export const NON_NAVIGATING_FORM_METHOD = 'dialog';

/** Attribute of the prerendered notes; its value says which one. */
export const APP_START_NOTE_ATTRIBUTE = 'data-app-start-note';

export type AppStartNoteKind = 'wait' | 'failed';
