import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { EMPTY_EMAIL_MESSAGE, INVALID_EMAIL_MESSAGE, isServiceProblem, serviceMessages } from '@/auth/auth-messages';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { accountPages } from '@/content/account-pages';
import { requestPasswordReset } from '@/firebase/auth';
import { isWellFormedEmail } from '@/lib/email-address';

const words = accountPages.reset;

type ResetState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'sent'; email: string }
  | { phase: 'failed'; fieldError?: string; message?: string };

/**
 * "Forgot password?": asks for a reset e-mail. The answer is the same whether or not the
 * address has an account, so nobody can use it to find out who is a member.
 */
export function ForgotPassword({ signInEmail }: { signInEmail: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ResetState>({ phase: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function handleToggle() {
    if (!isOpen) {
      setEmail(signInEmail.trim());
      setState({ phase: 'idle' });
    }
    setIsOpen(!isOpen);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.phase === 'busy') return;
    const address = email.trim();
    if (!address || !isWellFormedEmail(address)) {
      setState({ phase: 'failed', fieldError: address ? INVALID_EMAIL_MESSAGE : EMPTY_EMAIL_MESSAGE });
      inputRef.current?.focus();
      return;
    }
    setState({ phase: 'busy' });
    const result = await requestPasswordReset(address);
    if (result.ok) {
      setState({ phase: 'sent', email: address });
    } else if (result.error === 'invalid-email') {
      setState({ phase: 'failed', fieldError: INVALID_EMAIL_MESSAGE });
      inputRef.current?.focus();
    } else {
      const kind = result.error;
      setState({ phase: 'failed', message: isServiceProblem(kind) ? serviceMessages[kind] : serviceMessages.unknown });
    }
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={handleToggle}
        className="min-h-11 text-sm font-semibold text-brick underline underline-offset-4"
      >
        {words.open}
      </button>
      <div id={panelId} hidden={!isOpen} className="mt-2 border-t border-ink/10 pt-4">
        <h3 className="font-display text-lg font-bold uppercase tracking-wide">{words.heading}</h3>
        <p className="mt-1 text-sm text-ink/80">{words.intro}</p>
        <form
          method={NON_NAVIGATING_FORM_METHOD}
          noValidate
          onSubmit={handleSubmit}
          aria-busy={state.phase === 'busy'}
          className="mt-4 flex flex-col gap-4"
        >
          <FormField
            ref={inputRef}
            id={`${panelId}-email`}
            look="account"
            label={words.emailLabel}
            type="email"
            name="reset-email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={state.phase === 'failed' ? state.fieldError : undefined}
          />
          <Button type="submit" variant="dark" aria-disabled={state.phase === 'busy' || undefined}>
            {state.phase === 'busy' ? words.busy : words.submit}
          </Button>
          {state.phase === 'failed' && state.message && (
            <p role="alert" className="font-semibold text-brick">
              {state.message}
            </p>
          )}
          <p role="status" className="text-sm">
            {state.phase === 'sent' && words.sent(state.email)}
          </p>
        </form>
      </div>
    </div>
  );
}
