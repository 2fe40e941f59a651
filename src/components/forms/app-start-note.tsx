import { type RefObject, useEffect } from 'react';
import { APP_START_NOTE_ATTRIBUTE } from '@/app/early-submit-contract';
import { appStartMessages } from './app-start-messages';

/**
 * Goes inside every form: notes for a submit that comes before the app runs. The browser entry
 * reveals one of the hidden notes in this live region (src/app/early-submit.ts); React never
 * changes them, so hydration keeps whatever the entry showed. Without JavaScript, the
 * <noscript> note says up front that the form cannot be sent.
 */
export function AppStartNote() {
  return (
    <div aria-live="polite" className="font-semibold text-ink">
      <p {...{ [APP_START_NOTE_ATTRIBUTE]: 'wait' }} hidden>
        {appStartMessages.wait}
      </p>
      <p {...{ [APP_START_NOTE_ATTRIBUTE]: 'failed' }} hidden>
        {appStartMessages.failed}
      </p>
      <noscript>
        <p>{appStartMessages.noScript}</p>
      </noscript>
    </div>
  );
}

/**
 * What a visitor typed before the form hydrated stays in the fields, but React's state starts
 * empty (hydration does not read it back), so a send would see nothing. Once mounted, hand the
 * non-empty values, by field name, to the form.
 */
export function useValuesTypedBeforeStart(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, right after hydration.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(formRef.current?.elements ?? [])) {
      const { name, value } = field as HTMLInputElement;
      if (name && value) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
