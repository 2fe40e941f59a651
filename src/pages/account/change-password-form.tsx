import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BLANK_PASSWORD_MESSAGE, MIN_PASSWORD_LENGTH } from '@/auth/auth-messages';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { PasswordField } from '@/components/ui/password-field';
import { accountSettings } from '@/content/account-settings';
import { changePassword } from '@/firebase/account';
import { isBlank } from '@/lib/blank-text';
import { accountProblemMessage } from './account-problem';
import { BusyButton, ProblemBanner, SettingsPart } from './settings-parts';

const text = accountSettings.password;

interface Problems {
  current?: string;
  next?: string;
  banner?: string;
}

/** The client's rules, checked before any request: what is missing or cannot be right. */
function checkPasswords(current: string, next: string): Problems {
  const problems: Problems = {};
  if (!current) problems.current = text.emptyCurrent;
  if (!next || next.length < MIN_PASSWORD_LENGTH) problems.next = text.tooShort(MIN_PASSWORD_LENGTH);
  else if (isBlank(next)) problems.next = BLANK_PASSWORD_MESSAGE;
  else if (next === current) problems.next = text.sameAsCurrent;
  return problems;
}

type Phase = 'idle' | 'busy' | 'changed';

/** Current and new password; what was typed stays after a failure, both fields clear on success. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const isBusyRef = useRef(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<HTMLInputElement | null>(null);
  const id = useId();

  // After new problems render, focus the first field they concern.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new set of problems by design.
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [problems]);

  function show(found: Problems) {
    focusNext.current = found.current ? currentRef.current : found.next ? nextRef.current : null;
    setProblems(found);
  }

  /** Keeps what is typed; a field's message goes once the member edits that field. */
  function handleEdit(field: 'current' | 'next', value: string) {
    (field === 'current' ? setCurrent : setNext)(value);
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusyRef.current) return;
    const found = checkPasswords(current, next);
    if (found.current || found.next) {
      setPhase('idle');
      show(found);
      return;
    }
    isBusyRef.current = true;
    setPhase('busy');
    setProblems({});
    const result = await changePassword(current, next);
    isBusyRef.current = false;
    if (result.ok) {
      setCurrent('');
      setNext('');
      setPhase('changed');
      return;
    }
    setPhase('idle');
    if (result.error === 'wrong-password') show({ current: text.wrongCurrent });
    else if (result.error === 'weak-password') show({ next: text.tooShort(MIN_PASSWORD_LENGTH) });
    else show({ banner: accountProblemMessage(result.error) });
  }

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      <form
        method={NON_NAVIGATING_FORM_METHOD}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={phase === 'busy'}
        className="mt-4 flex flex-col gap-5"
      >
        {problems.banner && <ProblemBanner>{problems.banner}</ProblemBanner>}
        <PasswordField
          ref={currentRef}
          id={`${id}-current`}
          label={text.currentLabel}
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => handleEdit('current', event.target.value)}
          error={problems.current}
        />
        <PasswordField
          ref={nextRef}
          id={`${id}-new`}
          label={text.newLabel}
          name="new-password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(event) => handleEdit('next', event.target.value)}
          error={problems.next}
          hint={text.newHint(MIN_PASSWORD_LENGTH)}
        />
        <BusyButton isBusy={phase === 'busy'} label={text.submit} busyLabel={text.busy} variant="dark" />
        <p role="status" className="font-semibold">
          {phase === 'changed' ? text.changed : ''}
        </p>
      </form>
    </SettingsPart>
  );
}
