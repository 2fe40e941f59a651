/**
 * The member's account settings on the /account page: the name on the class roster, change the
 * password, verify the e-mail address, delete the account. The name is kept in the member's own
 * document (src/firebase/bookings.ts); the other parts talk to the account service through
 * src/firebase/account.ts only.
 */
import { useId } from 'react';
import { accountSettings } from '@/content/account-settings';
import type { AuthUser } from '@/firebase/auth';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { EmailVerification } from './email-verification';
import { RosterNameForm } from './roster-name-form';

interface AccountSettingsProps {
  user: AuthUser;
  /** Called once the account is gone (Firebase then signs the session out by itself). */
  onAccountDeleted: () => void;
}

export function AccountSettings({ user, onAccountDeleted }: AccountSettingsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 pb-16 sm:pb-20">
      <div className="mx-auto max-w-4xl">
        <div className="max-w-xl bg-white p-6 shadow-xl sm:p-10">
          <h2 id={headingId} className="font-display text-2xl font-black uppercase tracking-wide">
            {accountSettings.heading}
          </h2>
          <RosterNameForm uid={user.uid} />
          <ChangePasswordForm />
          <EmailVerification user={user} />
          <DeleteAccount onAccountDeleted={onAccountDeleted} />
        </div>
      </div>
    </section>
  );
}
