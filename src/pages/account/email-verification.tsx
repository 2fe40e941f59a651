import { useId } from 'react';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, useSubmission } from '@/components/forms/use-submission';
import { accountSettings } from '@/content/account-settings';
import { sendVerificationEmail } from '@/firebase/account';
import type { AuthUser } from '@/firebase/auth';
import { ACCOUNT_CHANGE_MAX_WAIT_MS, accountProblemMessage } from './account-problem';
import { SettingsPart } from './settings-parts';

const text = accountSettings.verification;

/** Whether the member's address is verified, and a way to get the link (again) while it is not. */
export function EmailVerification({ user }: { user: AuthUser }) {
  const id = useId();
  const request = useSubmission({
    async send() {
      const result = await sendVerificationEmail();
      if (result.ok) return done();
      return failed(result.error === 'no-answer' ? text.noAnswer : accountProblemMessage(result.error));
    },
    // A send that never settles may still have asked for the e-mail.
    fallbackFailure: text.noAnswer,
    maxWaitMs: ACCOUNT_CHANGE_MAX_WAIT_MS,
  });

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      {user.emailVerified ? (
        <p className="mt-2 text-ink/80">{text.verified}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-4">
          <p className="text-ink/80">{text.notVerified}</p>
          <SubmissionAlert>{request.failure}</SubmissionAlert>
          <SubmitButton
            type="button"
            isPending={request.isPending}
            label={text.send}
            busyLabel={text.busy}
            variant="dark"
            onClick={request.submit}
            className="w-full aria-disabled:cursor-wait"
          />
          <SubmissionStatus submission={request} pending={text.busy} className="sr-only" />
          <SubmissionStatus submission={request} done={text.sent(user.email ?? '')} className="font-semibold" />
        </div>
      )}
    </SettingsPart>
  );
}
