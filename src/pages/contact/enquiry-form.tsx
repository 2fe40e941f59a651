import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { Button } from '@/components/ui/button';
import { AlertIcon, SpinnerIcon } from '@/components/ui/feature-icons';
import { FormField } from '@/components/ui/form-field';
import { classLabels } from '@/content/class-labels';
import { gymClassNames } from '@/content/class-names';
import { enquiryForm as words } from '@/content/enquiry-form';
import type { Site } from '@/content/types';
import type { Enquiry, EnquiryFailure, EnquiryResult } from '@/firebase/enquiries';
import { EnquiryFailureMessage } from './enquiry-failure-message';
import {
  COMMENT_MAX_LENGTH,
  EMPTY_ENQUIRY,
  type EnquiryValues,
  firstInvalidField,
  toEnquiry,
  validateEnquiry,
} from './enquiry-rules';
import { EnquirySent } from './enquiry-sent';

const fieldIds: Record<keyof EnquiryValues, string> = {
  name: 'enquiry-name',
  email: 'enquiry-email',
  className: 'enquiry-class',
  comment: 'enquiry-comment',
  website: 'enquiry-website',
};
const SUBMIT_ID = 'enquiry-submit';
const ERROR_ICON = <AlertIcon className="mt-0.5 size-4 shrink-0" />;

type SubmitState =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; reason: EnquiryFailure }
  | { kind: 'sent'; email: string };

/**
 * Sends through the Firebase layer, loaded only now: nothing of it is in the page's first
 * load. A failed chunk download means the visitor is offline.
 */
async function deliver(enquiry: Enquiry): Promise<EnquiryResult> {
  let enquiries: typeof import('@/firebase/enquiries');
  try {
    enquiries = await import('@/firebase/enquiries');
  } catch {
    return { ok: false, reason: 'network' };
  }
  try {
    return await enquiries.submitEnquiry(enquiry);
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** The class named in `?class=`, matched without regard to case; unknown names are ignored. */
function classFromQuery(value: string | null) {
  const wanted = value?.trim().toLowerCase();
  return wanted ? gymClassNames.find((name) => name.toLowerCase() === wanted) : undefined;
}

interface EnquiryFormProps {
  site: Site;
  nextSteps: string;
}

/**
 * "Leave Us Your Info". Errors show after the first submit and follow the visitor's edits;
 * a failed send keeps every value; a bot that fills the hidden field gets the thank-you
 * message without anything being sent.
 */
export function EnquiryForm({ site, nextSteps }: EnquiryFormProps) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ kind: 'editing' });
  const isSendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeStart(formRef, (typed) =>
    setValues((current) => ({
      name: typed.name ?? current.name,
      email: typed.email ?? current.email,
      className: typed.class ?? current.className,
      comment: typed.comment ?? current.comment,
      website: typed.website ?? current.website,
    })),
  );

  // `?class=` is applied after hydration: the prerendered HTML has no query, so the first
  // render must match it; the browser then selects the class. (The router's location rather
  // than useSearchParams, which would add its code to every page's shared bundle.)
  const { search } = useLocation();
  const requestedClass = classFromQuery(new URLSearchParams(search).get('class'));
  useEffect(() => {
    if (requestedClass) setValues((current) => ({ ...current, className: requestedClass }));
  }, [requestedClass]);

  const errors = hasTriedSubmit ? validateEnquiry(values) : {};
  const errorCount = Object.keys(errors).length;
  const isSending = submitState.kind === 'sending';

  function update(field: keyof EnquiryValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function send() {
    if (isSendingRef.current) return;
    const firstInvalid = firstInvalidField(validateEnquiry(values));
    if (firstInvalid) {
      // Render the errors first, so the field is announced with its message.
      flushSync(() => {
        setHasTriedSubmit(true);
        setSubmitState({ kind: 'editing' });
      });
      document.getElementById(fieldIds[firstInvalid])?.focus();
      return;
    }
    const email = values.email.trim();
    if (values.website.trim()) {
      // Only a bot fills the hidden field: thank it and send nothing.
      finish(email);
      return;
    }
    isSendingRef.current = true;
    setSubmitState({ kind: 'sending' });
    const result = await deliver(toEnquiry(values));
    isSendingRef.current = false;
    if (result.ok) finish(email);
    else setSubmitState({ kind: 'failed', reason: result.reason });
  }

  function finish(email: string) {
    setValues(EMPTY_ENQUIRY);
    setHasTriedSubmit(false);
    setSubmitState({ kind: 'sent', email });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  function handleTryAgain() {
    // The try-again button goes away while sending: keep focus on the submit button instead.
    document.getElementById(SUBMIT_ID)?.focus();
    void send();
  }

  function handleStartOver() {
    flushSync(() => setSubmitState({ kind: 'editing' }));
    document.getElementById(fieldIds.name)?.focus();
  }

  if (submitState.kind === 'sent') {
    return <EnquirySent email={submitState.email} nextSteps={nextSteps} onStartOver={handleStartOver} />;
  }

  const commentLeft = COMMENT_MAX_LENGTH - values.comment.length;
  const isCommentOver = commentLeft < 0;

  return (
    <form
      ref={formRef}
      method={NON_NAVIGATING_FORM_METHOD}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="enquiry-title"
      className="grid gap-6 md:grid-cols-2"
    >
      <FormField
        id={fieldIds.name}
        look="enquiry"
        label={words.fields.name.label}
        error={errors.name}
        errorIcon={ERROR_ICON}
        name="name"
        type="text"
        autoComplete="name"
        required
        placeholder={words.fields.name.placeholder}
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
      />

      <FormField
        id={fieldIds.email}
        look="enquiry"
        label={words.fields.email.label}
        error={errors.email}
        errorIcon={ERROR_ICON}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        placeholder={words.fields.email.placeholder}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
      />

      <FormField
        as="select"
        id={fieldIds.className}
        look="enquiry"
        label={words.fields.className.label}
        className="md:col-span-2"
        name="class"
        value={values.className}
        onChange={(event) => update('className', event.target.value)}
      >
        <option value="">{words.fields.className.none}</option>
        {gymClassNames.map((name) => (
          <option key={name} value={name}>
            {classLabels[name]}
          </option>
        ))}
      </FormField>

      <FormField
        as="textarea"
        id={fieldIds.comment}
        look="enquiry"
        label={words.fields.comment.label}
        className="md:col-span-2"
        hint={
          isCommentOver
            ? words.commentOver(-commentLeft, COMMENT_MAX_LENGTH)
            : words.commentLeft(commentLeft, COMMENT_MAX_LENGTH)
        }
        isHintWarning={isCommentOver}
        error={errors.comment}
        errorIcon={ERROR_ICON}
        name="comment"
        rows={6}
        placeholder={words.fields.comment.placeholder}
        value={values.comment}
        onChange={(event) => update('comment', event.target.value)}
      />
      {/* Speaks once when the limit is crossed, not at every keystroke. */}
      <p aria-live="polite" className="sr-only">
        {isCommentOver ? words.commentOverAlert(COMMENT_MAX_LENGTH) : ''}
      </p>

      {/* The honeypot: out of sight, out of the tab order and hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor={fieldIds.website}>{words.fields.website.label}</label>
        <input
          id={fieldIds.website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <div className="flex flex-col items-start md:col-span-2">
        {/* Both live regions stay in the page (empty when silent) so every change is announced. */}
        <p role="status" className="font-semibold [&:not(:empty)]:mb-4">
          {isSending ? words.sending : errorCount > 0 ? words.correctFields(errorCount) : ''}
        </p>
        <FormNeedsScriptNote />
        <div role="alert" className="w-full [&:not(:empty)]:mb-4">
          {submitState.kind === 'failed' && <EnquiryFailureMessage reason={submitState.reason} site={site} />}
        </div>
        <div className="flex flex-wrap gap-4">
          <Button
            id={SUBMIT_ID}
            type="submit"
            aria-disabled={isSending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {isSending ? (
              <>
                <SpinnerIcon className="size-4 animate-spin" />
                {words.busy}
              </>
            ) : (
              words.submit
            )}
          </Button>
          {submitState.kind === 'failed' && (
            <Button variant="dark" onClick={handleTryAgain}>
              {words.tryAgain}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
