/**
 * The account pages' way on: the return the visitor came with (account-return.ts), and once they
 * are signed in, back to that page with what they meant to do there, or else to `otherwise`.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { type AccountReturn, accountReturnOf, afterSignInState } from './account-return';

export function useAccountReturn(otherwise: string): {
  back: AccountReturn | null;
  goOn: () => Promise<void>;
} {
  const navigate = useNavigate();
  const back = accountReturnOf(useLocation().state);
  return {
    back,
    goOn: async () => {
      if (back) await navigate(back.returnTo, { state: afterSignInState(back) });
      else await navigate(otherwise);
    },
  };
}
