import { useId, useState } from 'react';
import { BLANK_PASSWORD_MESSAGE, MIN_PASSWORD_LENGTH } from '@/auth/auth-messages';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, type FieldErrors, failed, invalid, useSubmission } from '@/components/forms/use-submission';
import { PasswordField } from '@/components/ui/password-field';
import { accountSettings } from '@/content/account-settings';
import { changePassword } from '@/firebase/account';
import { isBlank } from '@/lib/blank-text';
import { ACCOUNT_CHANGE_MAX_WAIT_MS, accountProblemMessage } from './account-problem';
import { SettingsPart } from './settings-parts';

const text = accountSettings.password;

type Field = 'current' | 'next';

/** The client's rules, checked before any request: what is missing or cannot be right. */
function checkPasswords(current: string, next: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!current) errors.current = text.emptyCurrent;
  if (!next || next.length < MIN_PASSWORD_LENGTH) errors.next = text.tooShort(MIN_PASSWORD_LENGTH);
  else if (isBlank(next)) errors.next = BLANK_PASSWORD_MESSAGE;
  else if (next === current) errors.next = text.sameAsCurrent;
  return errors;
}

/** Current and new password; what was typed stays after a failure, both fields clear on success. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const id = useId();
  const form = useSubmission({
    fields: { current: `${id}-current`, next: `${id}-new` },
    validate: () => checkPasswords(current, next),
    async send() {
      const result = await changePassword(current, next);
      if (result.ok) {
        setCurrent('');
        setNext('');
        return done();
      }
      if (result.error === 'wrong-password') return invalid({ current: text.wrongCurrent });
      if (result.error === 'weak-password') return invalid({ next: text.tooShort(MIN_PASSWORD_LENGTH) });
      if (result.error === 'no-answer') return failed(text.noAnswer);
      return failed(accountProblemMessage(result.error));
    },
    // A send that never settles may still have changed the password.
    fallbackFailure: text.noAnswer,
    maxWaitMs: ACCOUNT_CHANGE_MAX_WAIT_MS,
  });

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      <form
        method={NON_NAVIGATING_FORM_METHOD}
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isPending}
        className="mt-4 flex flex-col gap-5"
      >
        <SubmissionAlert>{form.failure}</SubmissionAlert>
        <PasswordField
          {...form.fieldProps('current', current, setCurrent)}
          label={text.currentLabel}
          name="current-password"
          autoComplete="current-password"
          required
        />
        <PasswordField
          {...form.fieldProps('next', next, setNext)}
          label={text.newLabel}
          name="new-password"
          autoComplete="new-password"
          required
          hint={text.newHint(MIN_PASSWORD_LENGTH)}
        />
        <SubmitButton
          isPending={form.isPending}
          label={text.submit}
          busyLabel={text.busy}
          variant="dark"
          className="w-full aria-disabled:cursor-wait"
        />
        <SubmissionStatus submission={form} pending={text.busy} className="sr-only" />
        <SubmissionStatus submission={form} done={text.changed} className="font-semibold" />
      </form>
    </SettingsPart>
  );
}
