import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '@/firebase/with-timeout';
import { SubmissionAlert, SubmissionStatus } from './submission-status';
import { SubmitButton } from './submit-button';
import {
  done,
  type FieldErrors,
  failed,
  invalid,
  leaving,
  SUBMISSION_MAX_WAIT_MS,
  type SubmitOutcome,
  useSubmission,
} from './use-submission';

type Field = 'name' | 'phone';
type Values = Record<Field, string>;
type Outcome = SubmitOutcome<Field, string, string>;

interface TestFormProps {
  send: (values: Values) => Promise<Outcome>;
  validate?: (values: Values) => FieldErrors<Field>;
  errorsFollowEdits?: boolean;
  maxWaitMs?: number;
}

/** A form as the site writes one: its fields and rules, the model doing the rest. */
function TestForm({ send, validate, errorsFollowEdits, maxWaitMs }: TestFormProps) {
  const [values, setValues] = useState<Values>({ name: '', phone: '' });
  const form = useSubmission({
    fields: { name: 'test-name', phone: 'test-phone' },
    validate: validate && (() => validate(values)),
    errorsFollowEdits,
    send: () => send(values),
    fallbackFailure: 'No answer: try again.',
    maxWaitMs,
  });
  const field = (name: Field, label: string) => (
    <FormField
      id={`test-${name}`}
      look="account"
      label={label}
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        form.edited(name);
      }}
      error={form.errors[name]}
      isInvalid={form.failedFields.includes(name)}
    />
  );
  return (
    <form aria-label="Booking" noValidate onSubmit={form.handleSubmit} aria-busy={form.isPending}>
      <SubmissionAlert>{form.failure}</SubmissionAlert>
      {field('name', 'Name')}
      {field('phone', 'Phone')}
      <SubmitButton isPending={form.isPending} label="Book" busyLabel="Booking…" />
      <SubmissionStatus
        submission={form}
        pending="Sending your booking…"
        done={form.success && `Booked for ${form.success}.`}
        invalid={(count) => `${count} to correct`}
      />
    </form>
  );
}

/** A part without fields that can close (the password reset's panel). */
function ResettableForm({ send }: { send: () => Promise<SubmitOutcome<never, string, string>> }) {
  const form = useSubmission({ send, fallbackFailure: 'No answer.' });
  return (
    <>
      <SubmissionAlert>{form.failure}</SubmissionAlert>
      <SubmitButton type="button" onClick={form.submit} isPending={form.isPending} label="Send" busyLabel="Sending…" />
      <button type="button" onClick={form.reset}>
        Close
      </button>
      <SubmissionStatus submission={form} done="Sent." />
    </>
  );
}

/** A send the test answers when it wants (or never). */
function pendingSend<Answer = Outcome>() {
  let answer: (outcome: Answer) => void = () => {};
  const send = vi.fn(
    () =>
      new Promise<Answer>((resolve) => {
        answer = resolve;
      }),
  );
  return { send, answer: (outcome: Answer) => act(async () => answer(outcome)) };
}

const bothRequired = (values: Values): FieldErrors<Field> => ({
  name: values.name ? undefined : 'Enter your name.',
  phone: values.phone ? undefined : 'Enter your phone number.',
});

function setup(props: TestFormProps) {
  const user = userEvent.setup();
  render(<TestForm {...props} />);
  return {
    user,
    form: screen.getByRole('form', { name: 'Booking' }),
    name: screen.getByRole('textbox', { name: 'Name' }),
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    button: screen.getByRole('button'),
    status: screen.getByRole('status'),
  };
}

async function fillIn(view: ReturnType<typeof setup>) {
  await view.user.type(view.name, 'Amira');
  await view.user.type(view.phone, '+216 73 000 000');
}

/** Fills the form in, submits it and answers the send with `outcome`. */
async function submitAnswered(outcome: Outcome) {
  const { send, answer } = pendingSend();
  const view = setup({ send });
  await fillIn(view);
  await view.user.click(view.button);
  await answer(outcome);
  return { ...view, send };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useSubmission', () => {
  it('shows the pending state and sends once however often the visitor submits', async () => {
    const { send, answer } = pendingSend();
    const view = setup({ send });
    await fillIn(view);
    await view.user.click(view.button);

    expect(view.button).toHaveTextContent('Booking…');
    expect(view.button).toHaveAttribute('aria-disabled', 'true');
    expect(view.button.querySelector('svg')).toHaveClass('animate-spin');
    expect(view.form).toHaveAttribute('aria-busy', 'true');
    expect(view.status).toHaveTextContent('Sending your booking…');
    await view.user.click(view.button);
    await view.user.keyboard('{Enter}');
    fireEvent.submit(view.form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Amira', phone: '+216 73 000 000' });

    await answer(done('Monday'));
    expect(view.button).toHaveTextContent('Book');
    expect(view.button).not.toHaveAttribute('aria-disabled');
    expect(view.form).toHaveAttribute('aria-busy', 'false');
  });

  it('ignores a second submit in the same moment, before React has rendered', async () => {
    const { send } = pendingSend();
    const view = setup({ send });
    await fillIn(view);
    act(() => {
      fireEvent.submit(view.form);
      fireEvent.submit(view.form);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says when it is done, and lets the visitor send again', async () => {
    const view = await submitAnswered(done('Monday 9:00'));
    expect(view.status).toHaveTextContent('Booked for Monday 9:00.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await view.user.click(view.button);
    expect(view.send).toHaveBeenCalledTimes(2);
    expect(view.status).toHaveTextContent('Sending your booking…');
  });

  it('runs the rules first: nothing is sent, the first field in error (in form order) takes focus', async () => {
    const send = vi.fn(async () => done('Monday'));
    // The rules name the phone first; the page shows the name first.
    const view = setup({
      send,
      validate: (values) => ({ phone: bothRequired(values).phone, name: bothRequired(values).name }),
    });
    await view.user.type(view.name, 'Amira');
    await view.user.click(view.button);
    expect(send).not.toHaveBeenCalled();
    expect(view.phone).toHaveFocus();
    expect(view.phone).toHaveAttribute('aria-invalid', 'true');
    expect(view.name).not.toHaveAttribute('aria-invalid');
    expect(view.status).toHaveTextContent('1 to correct');

    await view.user.clear(view.name);
    await view.user.click(view.button);
    expect(view.name).toHaveFocus();
    expect(view.status).toHaveTextContent('2 to correct');
  });

  it('moves focus only once the message shows, so the field is announced with it', async () => {
    const view = setup({ send: vi.fn(async () => done('Monday')), validate: bothRequired });
    const descriptionsOnFocus: string[] = [];
    view.name.addEventListener('focus', () => {
      const ids = view.name.getAttribute('aria-describedby')?.split(' ') ?? [];
      descriptionsOnFocus.push(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
    });
    await view.user.click(view.button);
    expect(descriptionsOnFocus).toEqual(['Enter your name.']);
  });

  it("keeps a field's message until the visitor edits that field", async () => {
    const view = setup({ send: vi.fn(async () => done('Monday')), validate: bothRequired });
    await view.user.click(view.button);
    await view.user.type(view.name, 'A');
    expect(view.name).not.toHaveAttribute('aria-invalid');
    expect(view.phone).toHaveAccessibleDescription('Enter your phone number.');
    await view.user.clear(view.name);
    expect(view.name).not.toHaveAttribute('aria-invalid');
  });

  it('with errorsFollowEdits, checks the rules again at every edit after a refused submit', async () => {
    const view = setup({ send: vi.fn(async () => done('Monday')), validate: bothRequired, errorsFollowEdits: true });
    await view.user.type(view.name, 'A');
    await view.user.clear(view.name);
    expect(view.name).not.toHaveAttribute('aria-invalid');

    await view.user.click(view.button);
    await view.user.type(view.name, 'A');
    expect(view.name).not.toHaveAttribute('aria-invalid');
    expect(view.status).toHaveTextContent('1 to correct');
    await view.user.clear(view.name);
    expect(view.name).toHaveAccessibleDescription('Enter your name.');
    expect(view.status).toHaveTextContent('2 to correct');
  });

  it("puts the service's field errors on their fields, focusing the first", async () => {
    const view = await submitAnswered(invalid({ phone: 'That number cannot be reached.' }));
    expect(view.phone).toHaveFocus();
    expect(view.phone).toHaveAccessibleDescription('That number cannot be reached.');
    expect(view.button).not.toHaveAttribute('aria-disabled');
  });

  it('says what failed in an alert and keeps everything typed; the failed fields are marked', async () => {
    const view = await submitAnswered(failed('That class is full.', ['name', 'phone']));

    expect(screen.getByRole('alert')).toHaveTextContent('That class is full.');
    expect(view.name).toHaveValue('Amira');
    expect(view.phone).toHaveValue('+216 73 000 000');
    expect(view.name).toHaveAttribute('aria-invalid', 'true');
    expect(view.phone).toHaveAttribute('aria-invalid', 'true');
    expect(view.name).toHaveFocus();
    expect(view.status).toHaveTextContent('');

    // Sending again clears the failure while it runs.
    await view.user.click(view.button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failure about the whole form leaves focus where it is', async () => {
    const view = await submitAnswered(failed('No network.'));
    expect(view.button).toHaveFocus();
    expect(view.name).not.toHaveAttribute('aria-invalid');
  });

  it('gives up on a send that never settles once the wait is over, keeping the values', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => new Promise<Outcome>(() => {}));
    render(<TestForm send={send} maxWaitMs={5_000} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Amira' } });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');

    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('No answer: try again.');
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Amira');

    fireEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it(`waits ${SUBMISSION_MAX_WAIT_MS / 1000} s unless told otherwise`, async () => {
    vi.useFakeTimers();
    render(<TestForm send={() => new Promise<Outcome>(() => {})} />);
    fireEvent.click(screen.getByRole('button'));
    await act(() => vi.advanceTimersByTimeAsync(SUBMISSION_MAX_WAIT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('No answer: try again.');
  });

  it("outlasts the Firebase layer's own bound, so a slow service's own answer comes first", () => {
    expect(SUBMISSION_MAX_WAIT_MS).toBeGreaterThan(FIREBASE_REQUEST_TIMEOUT_MS);
  });

  it.each([
    [
      'before it returns its promise',
      () => {
        throw new Error('broken');
      },
    ],
    ['as its promise', () => Promise.reject(new Error('offline'))],
  ])('shows the fallback failure when the send throws %s', async (_, send) => {
    const view = setup({ send });
    await view.user.click(view.button);
    expect(await screen.findByRole('alert')).toHaveTextContent('No answer: try again.');
    expect(view.button).not.toHaveAttribute('aria-disabled');
  });

  it('stays pending once the page takes over, ignoring further submits', async () => {
    const view = await submitAnswered(leaving());
    expect(view.button).toHaveAttribute('aria-disabled', 'true');
    expect(view.form).toHaveAttribute('aria-busy', 'true');
    await view.user.click(view.button);
    expect(view.send).toHaveBeenCalledTimes(1);
  });
});

describe('reset', () => {
  it('goes back to the start and ignores the answer of the send it interrupted', async () => {
    const { send, answer } = pendingSend<SubmitOutcome<never, string, string>>();
    const user = userEvent.setup();
    render(<ResettableForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    await answer(done('late'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('SubmissionStatus and SubmissionAlert', () => {
  const view = (phase: 'idle' | 'pending' | 'done' | 'failed', errorCount = 0) => ({
    phase,
    isPending: phase === 'pending',
    errorCount,
  });

  it('say what the phase calls for, sending first, and nothing otherwise', () => {
    const words = { pending: 'Sending…', done: 'Sent.', invalid: (count: number) => `${count} to correct` };
    const { rerender } = render(<SubmissionStatus submission={view('idle')} {...words} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<SubmissionStatus submission={view('pending', 2)} {...words} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    rerender(<SubmissionStatus submission={view('idle', 2)} {...words} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 to correct');
    rerender(<SubmissionStatus submission={view('done')} {...words} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent.');
    rerender(<SubmissionStatus submission={view('pending')} done="Sent." />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the alert is a banner that comes and goes with the failure, or a region kept in place', () => {
    const { rerender } = render(<SubmissionAlert id="problem">{null}</SubmissionAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<SubmissionAlert id="problem">No network.</SubmissionAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('No network.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'problem');

    rerender(<SubmissionAlert isAlwaysPresent>{null}</SubmissionAlert>);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
