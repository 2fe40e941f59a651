/**
 * The forms' notes, from their content module: the prerender (scripts/lib/app-start-note.ts)
 * and the end-to-end specs read them here.
 */
export { appStartMessages, FORM_NEEDS_SCRIPT_MESSAGE } from '@/content/form-notes';
