import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { failed, invalid, leaving, useSubmission } from '@/components/forms/use-submission';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { accountBookings } from '@/content/account-bookings';
import { accountSettings } from '@/content/account-settings';
import { deleteAccount } from '@/firebase/account';
import { ACCOUNT_DELETION_MAX_WAIT_MS, accountProblemMessage } from './account-problem';
import { SettingsPart } from './settings-parts';

const text = accountSettings.deletion;

/**
 * "Delete my account" opens a confirmation step that says what goes for good and asks for the
 * password; only its own button deletes. "Keep my account" (or Escape) closes it and puts focus
 * back on the button that opened it.
 */
export function DeleteAccount({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const openerRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  /** Where focus goes once the step has opened or closed: set by the change, used by the render after it. */
  const focusAfterToggle = useRef<'password' | 'opener' | null>(null);
  const id = useId();
  const warningId = `${id}-warning`;
  const form = useSubmission({
    fields: { password: `${id}-password` },
    validate: () => ({ password: password ? undefined : text.emptyPassword }),
    async send() {
      const result = await deleteAccount(password);
      if (result.ok) {
        // The page takes over from here (and the session ends by itself).
        onAccountDeleted();
        return leaving();
      }
      if (result.error === 'wrong-password') return invalid({ password: text.wrongPassword });
      if (result.error === 'no-answer') return failed(text.noAnswer);
      const message = accountProblemMessage(result.error);
      if (result.savedClassesDeleted) return failed(`${message} ${text.savedClassesDeleted}`);
      if (result.bookingsCancelled) return failed(`${message} ${accountBookings.deletion.bookingsCancelled}`);
      return failed(message);
    },
    // A send that never settles may still have cancelled the bookings, or deleted the saved classes or the account.
    fallbackFailure: text.noAnswer,
    maxWaitMs: ACCOUNT_DELETION_MAX_WAIT_MS,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening or closing by design.
  useEffect(() => {
    if (focusAfterToggle.current === 'password') passwordRef.current?.focus();
    if (focusAfterToggle.current === 'opener') openerRef.current?.focus();
    focusAfterToggle.current = null;
  }, [isConfirming]);

  function handleOpen() {
    focusAfterToggle.current = 'password';
    setIsConfirming(true);
  }

  function handleCancel() {
    if (form.isPending) return;
    focusAfterToggle.current = 'opener';
    setIsConfirming(false);
    setPassword('');
    form.reset();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') handleCancel();
  }

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      {isConfirming ? (
        <form
          method={NON_NAVIGATING_FORM_METHOD}
          noValidate
          onSubmit={form.handleSubmit}
          onKeyDown={handleKeyDown}
          aria-busy={form.isPending}
          className="mt-4 flex flex-col gap-5 border-s-4 border-brick bg-paper p-4"
        >
          <p id={warningId} className="font-semibold text-brick">
            {text.warning}
          </p>
          <SubmissionAlert>{form.failure}</SubmissionAlert>
          <PasswordField
            ref={passwordRef}
            {...form.fieldProps('password', password, setPassword)}
            label={text.passwordLabel}
            name="password"
            autoComplete="current-password"
            required
            describedBy={[warningId]}
          />
          <SubmitButton
            isPending={form.isPending}
            label={text.confirm}
            busyLabel={text.busy}
            className="w-full aria-disabled:cursor-wait"
          />
          <SubmissionStatus submission={form} pending={text.busy} className="sr-only" />
          <Button variant="dark" aria-disabled={form.isPending || undefined} onClick={handleCancel} className="w-full">
            {text.cancel}
          </Button>
        </form>
      ) : (
        // A native button (Button takes no ref) with Button's red look: the danger action.
        <button type="button" ref={openerRef} onClick={handleOpen} className={buttonClasses('primary', 'mt-4 w-full')}>
          {text.open}
        </button>
      )}
    </SettingsPart>
  );
}
