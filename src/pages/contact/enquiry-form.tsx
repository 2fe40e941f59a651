import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SendControls } from '@/components/forms/send-controls';
import { done, failed, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { AlertIcon } from '@/components/ui/page-icons';
import { classLabels } from '@/content/class-labels';
import { gymClassNames } from '@/content/class-names';
import { enquiryForm as words } from '@/content/enquiry-form';
import type { Site } from '@/content/site-types';
import type { Enquiry, EnquiryFailure, EnquiryResult } from '@/firebase/leads';
import { EnquiryFailureMessage } from './enquiry-failure-message';
import {
  type CheckedField,
  COMMENT_MAX_LENGTH,
  EMPTY_ENQUIRY,
  type EnquiryValues,
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
/** The fields the rules check, in the order they appear (focus goes to the first one wrong). */
const checkedFieldIds: Record<CheckedField, string> = {
  name: fieldIds.name,
  email: fieldIds.email,
  comment: fieldIds.comment,
};
const SUBMIT_ID = 'enquiry-submit';
const ERROR_ICON = <AlertIcon className="mt-0.5 size-4 shrink-0" />;
/** A send that throws or never answers: as far as the visitor can tell, the service is not there. */
const NO_ANSWER: EnquiryFailure = 'unavailable';

/**
 * Sends through the Firebase layer, loaded only now: nothing of it is in the page's first
 * load. A failed chunk download means the visitor is offline.
 */
async function deliver(enquiry: Enquiry): Promise<EnquiryResult> {
  let enquiries: typeof import('@/firebase/leads');
  try {
    enquiries = await import('@/firebase/leads');
  } catch {
    return { ok: false, reason: 'network' };
  }
  return enquiries.submitEnquiry(enquiry);
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

  const form = useSubmission({
    fields: checkedFieldIds,
    validate: () => validateEnquiry(values),
    errorsFollowEdits: true,
    async send() {
      const email = values.email.trim();
      // Only a bot fills the hidden field: thank it and send nothing.
      if (!values.website.trim()) {
        const result = await deliver(toEnquiry(values));
        if (!result.ok) return failed(result.reason);
      }
      setValues(EMPTY_ENQUIRY);
      return done(email);
    },
    fallbackFailure: NO_ANSWER,
  });

  function update(field: keyof EnquiryValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** A checked field's binding to the model, in this form's look. */
  const checked = (field: CheckedField) => ({
    ...form.fieldProps(field, values[field], (value) => update(field, value)),
    look: 'enquiry' as const,
    errorIcon: ERROR_ICON,
  });

  function handleStartOver() {
    flushSync(form.reset);
    document.getElementById(fieldIds.name)?.focus();
  }

  if (form.success !== null) {
    return <EnquirySent email={form.success} nextSteps={nextSteps} onStartOver={handleStartOver} />;
  }

  const commentLeft = COMMENT_MAX_LENGTH - values.comment.length;
  const isCommentOver = commentLeft < 0;

  return (
    <form
      ref={formRef}
      method={NON_NAVIGATING_FORM_METHOD}
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="enquiry-title"
      className="grid gap-6 md:grid-cols-2"
    >
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
        {...checked('email')}
        label={words.fields.email.label}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        placeholder={words.fields.email.placeholder}
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
        {...checked('comment')}
        label={words.fields.comment.label}
        className="md:col-span-2"
        hint={
          isCommentOver
            ? words.commentOver(-commentLeft, COMMENT_MAX_LENGTH)
            : words.commentLeft(commentLeft, COMMENT_MAX_LENGTH)
        }
        isHintWarning={isCommentOver}
        name="comment"
        rows={6}
        placeholder={words.fields.comment.placeholder}
      />
      {/* Speaks once when the limit is crossed, not at every keystroke. */}
      <p aria-live="polite" className="sr-only">
        {isCommentOver ? words.commentOverAlert(COMMENT_MAX_LENGTH) : ''}
      </p>

      <HoneypotField
        id={fieldIds.website}
        label={words.fields.website.label}
        value={values.website}
        onChange={(value) => update('website', value)}
      />

      <SendControls
        form={form}
        words={words}
        submitId={SUBMIT_ID}
        failure={form.failure && <EnquiryFailureMessage reason={form.failure} site={site} />}
      />
    </form>
  );
}
