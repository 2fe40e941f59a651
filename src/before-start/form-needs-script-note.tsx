import { FORM_NEEDS_SCRIPT_MESSAGE } from '@/content/form-notes';

/**
 * Goes inside every form: without JavaScript the form cannot send, so say so up front, where
 * the visitor looks. (A submit before the app has started is answered by the page-wide note the
 * prerender writes outside the app: early-submit.ts.)
 */
export function FormNeedsScriptNote() {
  return (
    <noscript>
      <p className="font-semibold text-ink">{FORM_NEEDS_SCRIPT_MESSAGE}</p>
    </noscript>
  );
}
