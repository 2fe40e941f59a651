import { useEffect, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { cleanRosterName, type RosterNameProblem, rosterNameProblem } from '@/bookings/roster-name-rules';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { accountBookings } from '@/content/account-bookings';
import { readMemberName, saveMemberName } from '@/firebase/bookings';
import { formatCount } from '@/i18n/format';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';
import { SettingsPart } from './settings-parts';

const text = accountBookings.rosterName;

// Formatted when the settings show, not when the page's code loads: a formatter wakes the engine's locale data.
const maxLength = () => formatCount(MEMBER_NAME_MAX_LENGTH);

function problemMessage(problem: RosterNameProblem): string {
  switch (problem) {
    case 'empty':
      return text.errors.empty;
    case 'too-long':
      return text.errors.tooLong(maxLength());
    case 'control-characters':
      return text.errors.controlCharacters;
    case 'direction-controls':
      return text.errors.directionControls;
  }
}

/**
 * The name the trainer sees on the class roster when the member books: filled in with the one
 * they gave before (one read when the settings open), kept as typed when a save fails.
 */
export function RosterNameForm({ uid }: { uid: string }) {
  const [name, setName] = useState('');
  const [load, setLoad] = useState<'loading' | 'loaded' | 'failed'>('loading');
  /** The member typed before the stored name arrived: what they typed wins. */
  const hasTyped = useRef(false);
  const id = useId();
  const form = useSubmission({
    fields: { name: `${id}-name` },
    validate: () => {
      const problem = rosterNameProblem(name);
      return { name: problem && problemMessage(problem) };
    },
    async send() {
      const cleaned = cleanRosterName(name);
      const result = await saveMemberName(uid, cleaned);
      if (!result.ok) return failed(text.failures[result.reason]);
      setName(cleaned);
      return done();
    },
    // A save that never settles may still be made.
    fallbackFailure: text.noAnswer,
  });

  useEffect(() => {
    let isCurrent = true;
    void readMemberName(uid).then((stored) => {
      if (!isCurrent) return;
      if (stored.ok && stored.value && !hasTyped.current) setName(stored.value);
      setLoad(stored.ok ? 'loaded' : 'failed');
    });
    return () => {
      isCurrent = false;
    };
  }, [uid]);

  function type(value: string) {
    hasTyped.current = true;
    setName(value);
  }

  return (
    <SettingsPart id={`${id}-heading`} heading={text.heading}>
      <form
        method={NON_NAVIGATING_FORM_METHOD}
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isPending}
        className="mt-4 flex flex-col gap-5"
      >
        <p id={`${id}-intro`} className="text-ink/80">
          {text.intro}
        </p>
        {load === 'loading' && (
          <p role="status" className="text-sm text-ink/80">
            {text.loading}
          </p>
        )}
        {load === 'failed' && <p className="text-sm font-semibold text-brick">{text.loadFailed}</p>}
        <SubmissionAlert>{form.failure}</SubmissionAlert>
        <FormField
          {...form.fieldProps('name', name, type)}
          look="account"
          label={text.label}
          name="roster-name"
          autoComplete="name"
          required
          hint={text.hint(maxLength())}
          describedBy={[`${id}-intro`]}
        />
        <SubmitButton
          isPending={form.isPending}
          label={text.submit}
          busyLabel={text.busy}
          variant="dark"
          className="w-full aria-disabled:cursor-wait"
        />
        <SubmissionStatus submission={form} pending={text.busy} className="sr-only" />
        <SubmissionStatus submission={form} done={text.saved} className="font-semibold" />
      </form>
    </SettingsPart>
  );
}
