import { useEffect, useId, useRef, useState } from 'react';
import { emailError, INVALID_EMAIL_MESSAGE, serviceMessage } from '@/auth/auth-messages';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, invalid, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { signInPages } from '@/content/sign-in-pages';
import { requestPasswordReset } from '@/firebase/auth';

const words = signInPages.reset;

/**
 * "Forgot password?": asks for a reset e-mail. The answer is the same whether or not the
 * address has an account, so nobody can use it to find out who is a member.
 */
export function ForgotPassword({ signInEmail }: { signInEmail: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const emailId = `${panelId}-email`;
  const form = useSubmission({
    fields: { email: emailId },
    validate: () => ({ email: emailError(email) }),
    async send() {
      const address = email.trim();
      const result = await requestPasswordReset(address);
      if (result.ok) return done(address);
      if (result.error === 'invalid-email') return invalid({ email: INVALID_EMAIL_MESSAGE });
      if (result.error === 'no-answer') return failed(words.noAnswer);
      return failed(serviceMessage(result.error));
    },
    // A send that never settles may still have asked for the e-mail.
    fallbackFailure: words.noAnswer,
  });

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  function handleToggle() {
    if (!isOpen) {
      setEmail(signInEmail.trim());
      form.reset();
    }
    setIsOpen(!isOpen);
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
          onSubmit={form.handleSubmit}
          aria-busy={form.isPending}
          className="mt-4 flex flex-col gap-4"
        >
          <FormField
            ref={inputRef}
            id={emailId}
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
            error={form.errors.email}
          />
          <SubmitButton isPending={form.isPending} label={words.submit} busyLabel={words.busy} variant="dark" />
          <SubmissionAlert className="font-semibold text-brick">{form.failure}</SubmissionAlert>
          <SubmissionStatus submission={form} done={form.success && words.sent(form.success)} className="text-sm" />
        </form>
      </div>
    </div>
  );
}
