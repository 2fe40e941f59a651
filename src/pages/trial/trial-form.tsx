import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAuth } from '@/auth/auth-context';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SendControls } from '@/components/forms/send-controls';
import { done, failed, invalid, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/page-icons';
import { classLabels } from '@/content/class-labels';
import type { Site } from '@/content/site-types';
import { phoneExamples } from '@/content/trial-form-facts';
import { trialPage as words } from '@/content/trial-page';
import type { ClassSession } from '@/timetable/sessions';
import { type TrialField, type TrialValues, toTrialRequest, validateTrial } from '@/trial/trial-rules';
import { bookableClasses, useSessionChoice } from '@/trial/use-session-choice';
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

/**
 * The fields the form holds itself (the class and the date are the session choice's). `email` is
 * null until the visitor sets it: a signed-in member's address stands in until then.
 */
type TrialFields = Omit<TrialValues, 'className' | 'sessionId' | 'email'> & { email: string | null };

const EMPTY_FIELDS: TrialFields = { name: '', phone: '', isWhatsApp: false, email: null, website: '' };

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
 * The free trial form: a class and one of its next dates (the session choice: which dates exist,
 * are full or do not take place, and what stays chosen), then name, phone and an optional
 * e-mail. A failed send keeps every value; a bot that fills the hidden field is thanked and
 * nothing is sent.
 */
export function TrialForm({ site }: { site: Site }) {
  const choice = useSessionChoice();
  const [fields, setFields] = useState<TrialFields>(EMPTY_FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  // After the session choice, so a class picked before the app started wins over the address's.
  useValuesTypedBeforeStart(formRef, (typed) => {
    if (typed.class) choice.chooseClass(typed.class);
    setFields((current) => ({
      ...current,
      name: typed.name ?? current.name,
      phone: typed.phone ?? current.phone,
      isWhatsApp: typed.whatsapp !== undefined || current.isWhatsApp,
      email: typed.email ?? current.email,
      website: typed.website ?? current.website,
    }));
  });

  const memberEmail = useAuth().user?.email;
  const values: TrialValues = {
    ...fields,
    email: fields.email ?? memberEmail ?? '',
    className: choice.className,
    sessionId: choice.sessionId,
  };

  const form = useSubmission<TrialField, TrialFormFailure, { session: ClassSession; isWhatsApp: boolean }>({
    fields: fieldIds,
    validate: () => validateTrial(values, choice.choosable),
    errorsFollowEdits: true,
    async send() {
      const session = choice.choosable.find((candidate) => candidate.sessionId === values.sessionId);
      if (!session) return failed('full');
      const offRefusal = await choice.checkTakesPlace(session);
      if (offRefusal) return invalid<TrialField>({ sessionId: offRefusal });
      // Only a bot fills the hidden field: thank it and send nothing.
      if (!values.website.trim()) {
        const result = await deliver(toTrialRequest(values, session));
        if (!result.ok) {
          if (result.reason === 'full') {
            choice.foundFull(session.sessionId);
            return failed(result.reason, ['sessionId']);
          }
          // Refused: the gym may have cancelled the date since this page read the timetable.
          const offSince = result.reason === 'rejected' ? await choice.checkTakesPlaceAfterRefusal(session) : undefined;
          if (offSince) return invalid<TrialField>({ sessionId: offSince });
          return failed(result.reason);
        }
      }
      const sent = { session, isWhatsApp: values.isWhatsApp };
      // The next request starts empty, the member's address too.
      setFields({ ...EMPTY_FIELDS, email: '' });
      choice.sent();
      return done(sent);
    },
    fallbackFailure: 'no-answer',
  });

  function update<Field extends keyof TrialFields>(field: Field, value: TrialFields[Field]) {
    setFields((current) => ({ ...current, [field]: value }));
  }

  /** A checked text field's binding to the model, in the contact form's look. */
  const checked = (field: 'name' | 'phone' | 'email') => ({
    ...form.fieldProps(field, values[field], (value) => update(field, value)),
    look: 'enquiry' as const,
    errorIcon: ERROR_ICON,
  });

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
        {...form.fieldProps('className', values.className, choice.chooseClass)}
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
        sessions={choice.sessions}
        hasClass={Boolean(values.className)}
        isFull={choice.isFull}
        isOff={choice.isOff}
        liveSession={choice.liveSession}
        live={choice.live}
        note={choice.placesUnknown ? words.placesUnknown : undefined}
        offNotice={choice.offNotice}
        value={values.sessionId}
        onChange={(sessionId) => {
          choice.chooseDate(sessionId);
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

      <HoneypotField
        id={WEBSITE_ID}
        label={words.fields.website.label}
        value={values.website}
        onChange={(value) => update('website', value)}
      />

      <SendControls
        form={form}
        words={words}
        submitId={SUBMIT_ID}
        failure={form.failure && <TrialFailureMessage reason={form.failure} site={site} />}
      />
    </form>
  );
}
