import { useId, useState } from 'react';
import { accountSettings } from '@/content/account-settings';
import { sendVerificationEmail } from '@/firebase/account';
import type { AuthUser } from '@/firebase/auth';
import { accountProblemMessage } from './account-problem';
import { BusyButton, ProblemBanner, SettingsPart } from './settings-parts';

const text = accountSettings.verification;

type VerificationState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'sent' }
  | { phase: 'failed'; message: string };

/** Whether the member's address is verified, and a way to get the link (again) while it is not. */
export function EmailVerification({ user }: { user: AuthUser }) {
  const [state, setState] = useState<VerificationState>({ phase: 'idle' });
  const id = useId();

  async function handleSend() {
    if (state.phase === 'busy') return;
    setState({ phase: 'busy' });
    const result = await sendVerificationEmail();
    setState(result.ok ? { phase: 'sent' } : { phase: 'failed', message: accountProblemMessage(result.error) });
  }

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      {user.emailVerified ? (
        <p className="mt-2 text-ink/80">{text.verified}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-4">
          <p className="text-ink/80">{text.notVerified}</p>
          {state.phase === 'failed' && <ProblemBanner>{state.message}</ProblemBanner>}
          <BusyButton
            type="button"
            isBusy={state.phase === 'busy'}
            label={text.send}
            busyLabel={text.busy}
            variant="dark"
            onClick={handleSend}
          />
          <p role="status" className="font-semibold">
            {state.phase === 'sent' ? text.sent(user.email ?? '') : ''}
          </p>
        </div>
      )}
    </SettingsPart>
  );
}
