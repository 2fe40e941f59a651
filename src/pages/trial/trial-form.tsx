import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/auth-context';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, invalid, useSubmission } from '@/components/forms/use-submission';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/page-icons';
import { classLabels } from '@/content/class-labels';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { phoneExamples } from '@/content/trial-form-facts';
import { trialPage as words } from '@/content/trial-page';
import type { Site } from '@/content/types';
import { timetableChangesWhenKnown } from '@/live-timetable/timetable-changes-when-known';
import { classSlotById, classSlots } from '@/timetable/class-slots';
import { EMPTY_SESSION_COUNT, trialPlacesLeft } from '@/timetable/session-count';
import { type ClassSession, upcomingSessions } from '@/timetable/sessions';
import { EMPTY_TRIAL, type TrialField, type TrialValues, toTrialRequest, validateTrial } from '@/trial/trial-rules';
import { liveSessionsPart, useLiveSessions } from '@/trial/use-live-sessions';
import { useTakenPlaces } from '@/trial/use-taken-places';
import { SESSION_FIELD_ID, SessionChoices } from './session-choices';
import { TrialFailureMessage, type TrialFormFailure } from './trial-failure-message';
import { TrialSent } from './trial-sent';

const fieldIds: Record<TrialField, string> = {
  className: 'trial-class',
  sessionId: SESSION_FIELD_ID,
  name: 'trial-name',
  phone: 'trial-phone',
  email: 'trial-email',
};
const WHATSAPP_ID = 'trial-whatsapp';
const WEBSITE_ID = 'trial-website';
const SUBMIT_ID = 'trial-submit';
const ERROR_ICON = <AlertIcon className="mt-0.5 size-4 shrink-0" />;

/** The classes the timetable holds, in the order of its week: only these have dates to book. */
const bookableClasses = [...new Set(classSlots.map((slot) => slot.className))];

/**
 * Sends through the Firebase layer, loaded only now: nothing of it is in the page's first
 * load. A failed chunk download means the visitor is offline.
 */
async function deliver(request: ReturnType<typeof toTrialRequest>) {
  let leads: typeof import('@/firebase/leads');
  try {
    leads = await import('@/firebase/leads');
  } catch {
    return { ok: false, reason: 'network' } as const;
  }
  return leads.submitTrialRequest(request);
}

/**
 * Whether the session is found not to take place as the request is sent: the rules know nothing
 * of the live changes, so the form itself must not send it. Waits for the changes if they are
 * not known yet (bounded; none when their read fails, so a failed read never stops a request).
 */
async function isFoundOff(session: ClassSession, known: Parameters<typeof timetableChangesWhenKnown>[0]) {
  const changes = await timetableChangesWhenKnown(known);
  if (changes.length === 0) return false;
  try {
    const { describeSession } = await liveSessionsPart.attempt();
    return describeSession(session, changes).isOff;
  } catch {
    return false;
  }
}

/** What `?slot=` or `?class=` asks for: a class, and with a slot, that slot's id. */
function requestFromQuery(search: string): { className: string; slotId?: string } | null {
  const query = new URLSearchParams(search);
  const slot = classSlotById(query.get('slot') ?? '');
  if (slot) return { className: slot.className, slotId: slot.id };
  const wanted = query.get('class')?.trim().toLowerCase();
  const className = wanted ? bookableClasses.find((name) => name.toLowerCase() === wanted) : undefined;
  return className ? { className } : null;
}

/**
 * The free trial form: a class and one of its next dates, then name, phone and an optional
 * e-mail. The dates depend on today, so they appear once the page has loaded; which are full is
 * read once after that, and so are the live changes (issue 29): a date that does not take place
 * cannot be chosen, and is not sent. A failed send keeps every value; a bot that fills the hidden
 * field is thanked and nothing is sent.
 */
export function TrialForm({ site }: { site: Site }) {
  const [values, setValues] = useState<TrialValues>(EMPTY_TRIAL);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeStart(formRef, (typed) =>
    setValues((current) => ({
      ...current,
      className: typed.class ?? current.className,
      name: typed.name ?? current.name,
      phone: typed.phone ?? current.phone,
      isWhatsApp: typed.whatsapp !== undefined || current.isWhatsApp,
      email: typed.email ?? current.email,
      website: typed.website ?? current.website,
    })),
  );

  // Today is known only in the browser: the prerendered page has no dates, and neither has the
  // first render that hydrates it.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const sessions = useMemo(() => (now ? upcomingSessions(classSlots, now, TRIAL_BOOKING_DAYS) : null), [now]);
  const places = useTakenPlaces(sessions ?? []);
  // Dates the rules refused as full after the read (someone else took the last place).
  const [foundFull, setFoundFull] = useState<ReadonlySet<string>>(new Set());
  const isFull = (session: ClassSession) =>
    foundFull.has(session.sessionId) ||
    (places.status === 'known' &&
      trialPlacesLeft(places.counts.get(session.sessionId) ?? EMPTY_SESSION_COUNT, session.slot.className) === 0);

  // The live changes, once known: until then (or when their read fails) every date is as the timetable has it.
  const live = useLiveSessions();
  const isOff = (session: ClassSession) => live.liveSession(session)?.isOff ?? false;

  const classSessions = sessions?.filter((session) => session.slot.className === values.className) ?? null;
  const choosable = classSessions?.filter((session) => !isFull(session) && !isOff(session)) ?? [];

  // `?slot=` and `?class=` apply after hydration (the prerendered HTML has no query): the class,
  // and for a slot its next date. (The router's location rather than useSearchParams, which
  // would add its code to every page's shared bundle.)
  const { search } = useLocation();
  // The date `?slot=` chose, rather than the visitor: moved on if it turns out not to take place.
  const [preselectedId, setPreselectedId] = useState('');
  useEffect(() => {
    if (!sessions) return;
    const request = requestFromQuery(search);
    if (!request) return;
    const first = sessions.find((session) => session.slot.id === request.slotId);
    setPreselectedId(first?.sessionId ?? '');
    setValues((current) => ({ ...current, className: request.className, sessionId: first?.sessionId ?? '' }));
  }, [search, sessions]);

  // A chosen date found not to take place once the changes arrive is chosen no more: `?slot=`'s
  // date gives way to the slot's next date that takes place; the visitor's own choice is
  // cleared, and a message says why (focus stays where the visitor is).
  const [offNotice, setOffNotice] = useState<string>();
  const chosenOff = classSessions?.find((session) => session.sessionId === values.sessionId && isOff(session));
  const isPreselectedOff = chosenOff !== undefined && chosenOff.sessionId === preselectedId;
  const nextTakingPlace = isPreselectedOff
    ? (choosable.find((session) => session.slot.id === chosenOff.slot.id)?.sessionId ?? '')
    : '';
  const chosenOffNotice = chosenOff && !isPreselectedOff ? live.module?.chosenSessionOff(chosenOff) : undefined;
  useEffect(() => {
    if (!isPreselectedOff) return;
    setPreselectedId(nextTakingPlace);
    setValues((current) => ({ ...current, sessionId: nextTakingPlace }));
  }, [isPreselectedOff, nextTakingPlace]);
  useEffect(() => {
    if (!chosenOffNotice) return;
    setOffNotice(chosenOffNotice);
    setValues((current) => ({ ...current, sessionId: '' }));
  }, [chosenOffNotice]);

  // A chosen date found full once the places are read is chosen no more.
  const isChosenFull = classSessions?.some((session) => session.sessionId === values.sessionId && isFull(session));
  useEffect(() => {
    if (isChosenFull) setValues((current) => ({ ...current, sessionId: '' }));
  }, [isChosenFull]);

  // A signed-in member's e-mail, unless the visitor has typed one.
  const memberEmail = useAuth().user?.email;
  useEffect(() => {
    if (memberEmail) setValues((current) => (current.email ? current : { ...current, email: memberEmail }));
  }, [memberEmail]);

  const form = useSubmission<TrialField, TrialFormFailure, { session: ClassSession; isWhatsApp: boolean }>({
    fields: fieldIds,
    validate: () => validateTrial(values, choosable),
    errorsFollowEdits: true,
    async send() {
      const session = choosable.find((candidate) => candidate.sessionId === values.sessionId);
      if (!session) return failed('full');
      if (await isFoundOff(session, live.changes)) {
        const { sessionOffError } = await liveSessionsPart.attempt();
        return invalid<TrialField>({ sessionId: sessionOffError });
      }
      // Only a bot fills the hidden field: thank it and send nothing.
      if (!values.website.trim()) {
        const result = await deliver(toTrialRequest(values, session));
        if (!result.ok) {
          if (result.reason === 'full') {
            setFoundFull((current) => new Set(current).add(session.sessionId));
            return failed(result.reason, ['sessionId']);
          }
          return failed(result.reason);
        }
      }
      const sent = { session, isWhatsApp: values.isWhatsApp };
      setValues(EMPTY_TRIAL);
      return done(sent);
    },
    fallbackFailure: 'no-answer',
  });

  function update<Field extends keyof TrialValues>(field: Field, value: TrialValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** A checked text field's binding to the model, in the contact form's look. */
  const checked = (field: 'name' | 'phone' | 'email') => ({
    ...form.fieldProps(field, values[field], (value) => update(field, value)),
    look: 'enquiry' as const,
    errorIcon: ERROR_ICON,
  });

  function handleTryAgain() {
    // The try-again button goes away while sending: keep focus on the submit button instead.
    document.getElementById(SUBMIT_ID)?.focus();
    void form.submit();
  }

  function handleStartOver() {
    flushSync(form.reset);
    document.getElementById(fieldIds.className)?.focus();
  }

  if (form.success !== null) {
    return <TrialSent {...form.success} onStartOver={handleStartOver} />;
  }

  return (
    <form
      ref={formRef}
      method={NON_NAVIGATING_FORM_METHOD}
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="trial-title"
      className="grid gap-6 md:grid-cols-2"
    >
      <FormField
        as="select"
        {...form.fieldProps('className', values.className, (value) => {
          setOffNotice(undefined);
          setValues((current) => ({ ...current, className: value, sessionId: '' }));
        })}
        look="enquiry"
        errorIcon={ERROR_ICON}
        label={words.fields.className.label}
        className="md:col-span-2"
        name="class"
        required
      >
        <option value="">{words.fields.className.none}</option>
        {bookableClasses.map((name) => (
          <option key={name} value={name}>
            {classLabels[name]}
          </option>
        ))}
      </FormField>

      <SessionChoices
        sessions={classSessions}
        hasClass={Boolean(values.className)}
        isFull={isFull}
        liveSession={live.liveSession}
        live={live.module}
        note={places.status === 'failed' ? words.placesUnknown : undefined}
        offNotice={offNotice}
        value={values.sessionId}
        onChange={(sessionId) => {
          setOffNotice(undefined);
          update('sessionId', sessionId);
          form.edited('sessionId');
        }}
        error={form.errors.sessionId}
        errorIcon={ERROR_ICON}
      />

      <FormField
        {...checked('name')}
        label={words.fields.name.label}
        name="name"
        type="text"
        autoComplete="name"
        required
        placeholder={words.fields.name.placeholder}
      />

      <FormField
        {...checked('phone')}
        label={words.fields.phone.label}
        hint={words.fields.phone.hint(phoneExamples.tunisian, phoneExamples.international)}
        name="phone"
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        required
        placeholder={words.fields.phone.placeholder}
      />

      <label htmlFor={WHATSAPP_ID} className="flex min-h-11 cursor-pointer items-center gap-3 md:col-span-2">
        <input
          id={WHATSAPP_ID}
          name="whatsapp"
          type="checkbox"
          checked={values.isWhatsApp}
          onChange={(event) => update('isWhatsApp', event.target.checked)}
          className="size-11 shrink-0 accent-red"
        />
        {words.fields.whatsapp.label}
      </label>

      <FormField
        {...checked('email')}
        label={words.fields.email.label}
        hint={words.fields.email.hint}
        className="md:col-span-2"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder={words.fields.email.placeholder}
      />

      {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor={WEBSITE_ID}>{words.fields.website.label}</label>
        <input
          id={WEBSITE_ID}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <div className="flex flex-col items-start md:col-span-2">
        <SubmissionStatus
          submission={form}
          pending={words.sending}
          invalid={words.correctFields}
          className="font-semibold [&:not(:empty)]:mb-4"
        />
        <FormNeedsScriptNote />
        <SubmissionAlert isAlwaysPresent className="w-full [&:not(:empty)]:mb-4">
          {form.failure && <TrialFailureMessage reason={form.failure} site={site} />}
        </SubmissionAlert>
        <div className="flex flex-wrap gap-4">
          <SubmitButton
            id={SUBMIT_ID}
            isPending={form.isPending}
            label={words.submit}
            busyLabel={words.busy}
            className="aria-disabled:cursor-wait aria-disabled:opacity-80"
          />
          {form.failure && (
            <Button variant="dark" onClick={handleTryAgain}>
              {words.tryAgain}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
