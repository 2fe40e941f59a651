/** The link from sign-in to sign-up and back, carrying the visitor's return with it. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AccountReturn } from './account-return';

interface AccountSwitchLinkProps {
  to: string;
  back: AccountReturn | null;
  children: ReactNode;
}

export function AccountSwitchLink({ to, back, children }: AccountSwitchLinkProps) {
  return (
    <Link
      to={to}
      state={back}
      className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
    >
      {children}
    </Link>
  );
}
