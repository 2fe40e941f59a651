/**
 * The submission model every form uses: the form's rules run first (the first field in error
 * takes focus once its message shows, so it is announced with it), then one send at a time,
 * bounded in time, ending in success, field errors or a failure that keeps what was typed (the
 * values stay with the form; nothing here clears them). A form brings its fields' ids, its rules,
 * its send and the failure to show when the send throws or never answers.
 */
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { settleWithin } from '@/lib/settle-within';

/**
 * How long a send may take before the form says the service did not answer. Longer than the
 * Firebase layer's bound on one request (src/firebase/with-timeout.ts; a test keeps them apart),
 * so a slow service's own answer comes first; this one is for a send that never settles at all.
 */
export const SUBMISSION_MAX_WAIT_MS = 20_000;

/** A message per field that is wrong; a field without one is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, ReactNode>>;

/** What came of a send. Build one with `done`, `leaving`, `invalid` or `failed`. */
export type SubmitOutcome<Field extends string, Failure, Success> =
  | { kind: 'done'; value: Success }
  /** Done, and the page takes over (it navigates away, the session ends): stay busy until gone. */
  | { kind: 'leaving' }
  /** The service refused some fields (a wrong password): shown on them, like the rules' errors. */
  | { kind: 'invalid'; errors: FieldErrors<Field> }
  /** Nothing was done; `fields` are the ones the failure is about (both fields of wrong credentials). */
  | { kind: 'failed'; failure: Failure; fields: readonly Field[] };

export function done(): { kind: 'done'; value: true };
export function done<Success>(value: Success): { kind: 'done'; value: Success };
export function done(value: unknown = true) {
  return { kind: 'done', value } as const;
}

export function leaving() {
  return { kind: 'leaving' } as const;
}

export function invalid<Field extends string>(errors: FieldErrors<Field>) {
  return { kind: 'invalid', errors } as const;
}

export function failed<Failure, Field extends string = never>(failure: Failure, fields: readonly Field[] = []) {
  return { kind: 'failed', failure, fields } as const;
}

type SubmissionPhase = 'idle' | 'pending' | 'leaving' | 'failed' | 'done';

interface SubmissionOptions<Field extends string, Failure, Success> {
  /** The element id of each field that can be wrong, in the order the form shows them. */
  fields?: Readonly<Record<Field, string>>;
  /** The form's rules on the present values, run before anything is sent. */
  validate?: () => FieldErrors<NoInfer<Field>>;
  /**
   * After a refused submit, every edit checks the rules again (the contact form). Otherwise a
   * field's message stays until the visitor edits that field (`edited`) or submits again.
   */
  errorsFollowEdits?: boolean;
  /** Sends the present values; may also act on success (clear the fields). */
  send: () => Promise<SubmitOutcome<NoInfer<Field>, Failure, Success>>;
  /** The failure shown when the send throws or outlives `maxWaitMs`. */
  fallbackFailure: Failure;
  /** For a send of several bounded requests in a row, a longer wait. */
  maxWaitMs?: number;
}

interface SubmissionState<Field extends string, Failure, Success> {
  phase: SubmissionPhase;
  /** Messages set by a refused submit or the service; with `errorsFollowEdits`, the service's only. */
  errors: FieldErrors<Field>;
  hasTriedSubmit: boolean;
  failure: { value: Failure; fields: readonly Field[] } | null;
  success: { value: Success } | null;
}

export interface Submission<Field extends string, Failure, Success> {
  phase: SubmissionPhase;
  /** Sending, or handing over to the page: the submit button is aria-disabled and further submits are ignored. */
  isPending: boolean;
  errors: FieldErrors<Field>;
  errorCount: number;
  failure: Failure | null;
  /** The fields the failure is about: marked wrong, with the failure as their description. */
  failedFields: readonly Field[];
  success: Success | null;
  /** Checks, then sends unless a send is under way. */
  submit: () => Promise<void>;
  /** The form's onSubmit: it never navigates. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor changed a field: its message goes (see `errorsFollowEdits`). */
  edited: (field: Field) => void;
  /** What ties a field (FormField, PasswordField) to the model; `setValue` keeps its value in the form. */
  fieldProps: (field: Field, value: string, setValue: (value: string) => void) => FieldBinding;
  /** Back to the start (a closed or reopened form); the answer of a send under way is ignored. */
  reset: () => void;
}

interface FieldBinding {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
  error: ReactNode;
  /** Marked wrong by a failure about it, whose message is elsewhere (the banner). */
  isInvalid: boolean;
}

const NO_ANSWER = Symbol('no answer');

/** Settles like `send()`, or with NO_ANSWER once it throws or `ms` have passed without an answer. */
async function withinBound<T>(send: () => Promise<T>, ms: number): Promise<T | typeof NO_ANSWER> {
  try {
    // Also catches a send that throws before it returns its promise.
    return await settleWithin(new Promise<T>((resolve) => resolve(send())), ms, () => NO_ANSWER);
  } catch {
    return NO_ANSWER;
  }
}

const START = { phase: 'idle', errors: {}, hasTriedSubmit: false, failure: null, success: null } as const;

export function useSubmission<Field extends string = never, Failure = ReactNode, Success = true>(
  options: SubmissionOptions<Field, Failure, Success>,
): Submission<Field, Failure, Success> {
  const { fields = {} as Readonly<Record<Field, string>>, validate, errorsFollowEdits = false } = options;
  const [state, setState] = useState<SubmissionState<Field, Failure, Success>>(START);
  // A new object for every request, so the same field is focused again after a second refusal.
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  // Set in the submit's own event, before React renders: a second press in the same moment is ignored.
  const isPendingRef = useRef(false);
  // Counts sends and resets: the answer of a send that is no longer the latest is ignored.
  const generationRef = useRef(0);

  // After the render that shows the message, so the field is announced with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are fixed; a new request alone says when to focus.
  useEffect(() => {
    if (focusRequest) document.getElementById(fields[focusRequest.field])?.focus();
  }, [focusRequest]);

  const fieldOrder = Object.keys(fields) as Field[];
  function focusFirst(isWrong: (field: Field) => boolean) {
    const first = fieldOrder.find(isWrong);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  }

  const errors: FieldErrors<Field> =
    errorsFollowEdits && state.hasTriedSubmit && validate ? { ...validate(), ...state.errors } : state.errors;

  function finish(outcome: SubmitOutcome<Field, Failure, Success>) {
    if (outcome.kind === 'leaving') {
      // Pending for good: isPendingRef stays set.
      setState((current) => ({ ...current, phase: 'leaving' }));
      return;
    }
    isPendingRef.current = false;
    if (outcome.kind === 'done') {
      setState({ ...START, phase: 'done', success: { value: outcome.value } });
    } else if (outcome.kind === 'invalid') {
      setState((current) => ({ ...START, hasTriedSubmit: current.hasTriedSubmit, errors: outcome.errors }));
      focusFirst((field) => Boolean(outcome.errors[field]));
    } else {
      const failure = { value: outcome.failure, fields: outcome.fields };
      setState((current) => ({ ...START, hasTriedSubmit: current.hasTriedSubmit, phase: 'failed', failure }));
      focusFirst((field) => outcome.fields.includes(field));
    }
  }

  async function submit() {
    if (isPendingRef.current) return;
    const found: FieldErrors<Field> = validate?.() ?? {};
    if (focusFirst((field) => Boolean(found[field]))) {
      setState({ ...START, hasTriedSubmit: true, errors: errorsFollowEdits ? {} : found });
      return;
    }
    isPendingRef.current = true;
    const generation = ++generationRef.current;
    setState((current) => ({ ...START, hasTriedSubmit: current.hasTriedSubmit, phase: 'pending' }));
    const outcome = await withinBound(options.send, options.maxWaitMs ?? SUBMISSION_MAX_WAIT_MS);
    if (generation !== generationRef.current) return;
    finish(outcome === NO_ANSWER ? failed(options.fallbackFailure) : outcome);
  }

  function edited(field: Field) {
    setState((current) => {
      if (!current.errors[field]) return current;
      const others: FieldErrors<Field> = { ...current.errors };
      delete others[field];
      return { ...current, errors: others };
    });
  }

  const failedFields = state.failure?.fields ?? [];

  return {
    phase: state.phase,
    isPending: state.phase === 'pending' || state.phase === 'leaving',
    errors,
    errorCount: Object.values(errors).filter(Boolean).length,
    failure: state.failure?.value ?? null,
    failedFields,
    success: state.success?.value ?? null,
    submit,
    handleSubmit(event) {
      event.preventDefault();
      void submit();
    },
    edited,
    fieldProps: (field, value, setValue) => ({
      id: fields[field],
      value,
      onChange(event) {
        setValue(event.target.value);
        edited(field);
      },
      error: errors[field],
      isInvalid: failedFields.includes(field),
    }),
    reset() {
      generationRef.current++;
      isPendingRef.current = false;
      setState(START);
    },
  };
}
