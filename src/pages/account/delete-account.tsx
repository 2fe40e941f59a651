import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { accountSettings } from '@/content/account-settings';
import { deleteAccount } from '@/firebase/account';
import { accountProblemMessage } from './account-problem';
import { BusyButton, ProblemBanner, SettingsPart } from './settings-parts';

const text = accountSettings.deletion;

interface Problems {
  password?: string;
  banner?: string;
}

/**
 * "Delete my account" opens a confirmation step that says what goes for good and asks for the
 * password; only its own button deletes. "Keep my account" (or Escape) closes it and puts focus
 * back on the button that opened it.
 */
export function DeleteAccount({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [isBusy, setIsBusy] = useState(false);
  const isBusyRef = useRef(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  /** Where focus goes once the step has opened or closed: set by the change, used by the render after it. */
  const focusAfterToggle = useRef<'password' | 'opener' | null>(null);
  const id = useId();
  const warningId = `${id}-warning`;

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
    if (isBusyRef.current) return;
    focusAfterToggle.current = 'opener';
    setIsConfirming(false);
    setPassword('');
    setProblems({});
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') handleCancel();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusyRef.current) return;
    if (!password) {
      setProblems({ password: text.emptyPassword });
      passwordRef.current?.focus();
      return;
    }
    isBusyRef.current = true;
    setIsBusy(true);
    setProblems({});
    const result = await deleteAccount(password);
    if (result.ok) {
      // The page takes over from here (and the session ends by itself): this stays busy until gone.
      onAccountDeleted();
      return;
    }
    isBusyRef.current = false;
    setIsBusy(false);
    if (result.error === 'wrong-password') {
      setProblems({ password: text.wrongPassword });
      passwordRef.current?.focus();
      return;
    }
    const message = accountProblemMessage(result.error);
    setProblems({ banner: result.savedClassesDeleted ? `${message} ${text.savedClassesDeleted}` : message });
  }

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      {isConfirming ? (
        <form
          method={NON_NAVIGATING_FORM_METHOD}
          noValidate
          onSubmit={handleSubmit}
          onKeyDown={handleKeyDown}
          aria-busy={isBusy}
          className="mt-4 flex flex-col gap-5 border-s-4 border-brick bg-paper p-4"
        >
          <p id={warningId} className="font-semibold text-brick">
            {text.warning}
          </p>
          {problems.banner && <ProblemBanner>{problems.banner}</ProblemBanner>}
          <PasswordField
            ref={passwordRef}
            id={`${id}-password`}
            label={text.passwordLabel}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (problems.password) setProblems({ ...problems, password: undefined });
            }}
            error={problems.password}
            describedBy={[warningId]}
          />
          <BusyButton isBusy={isBusy} label={text.confirm} busyLabel={text.busy} />
          <Button variant="dark" aria-disabled={isBusy || undefined} onClick={handleCancel} className="w-full">
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
