import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/firebase/auth';
import { ACCOUNT_CHANGE_MAX_WAIT_MS } from './account-problem';
import { AccountSettings } from './account-settings';

vi.mock('@/firebase/account', () => ({
  changePassword: vi.fn(),
  sendVerificationEmail: vi.fn(),
  deleteAccount: vi.fn(),
}));

const { changePassword, deleteAccount, sendVerificationEmail } = await import('@/firebase/account');
// The bookings module is tests/fake-bookings.ts (tests/setup.ts): the name for the roster lives there.
const { readMemberName, saveMemberName } = await import('@/firebase/bookings');

const member: AuthUser = { uid: 'uid-42', email: 'salma@example.tn', emailVerified: false };

beforeEach(() => {
  vi.mocked(changePassword).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(sendVerificationEmail).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(deleteAccount).mockReset().mockResolvedValue({ ok: true });
});

/** The settings once the name for the roster has been read (its one read when they open). */
async function renderSettings(user: AuthUser = member) {
  const onAccountDeleted = vi.fn();
  render(<AccountSettings user={user} onAccountDeleted={onAccountDeleted} />);
  await waitFor(() => expect(screen.queryByText('Loading the name you gave…')).not.toBeInTheDocument());
  return {
    user: userEvent.setup(),
    onAccountDeleted,
    settings: screen.getByRole('region', { name: 'Account settings' }),
  };
}

function passwordPart() {
  const part = screen.getByRole('region', { name: 'Change password' });
  return {
    part,
    current: within(part).getByLabelText('Current password'),
    next: within(part).getByLabelText('New password'),
    submit: within(part).getByRole('button', { name: 'Change password' }),
  };
}

describe('account settings', () => {
  it('is a labelled section with its four parts', async () => {
    const { settings } = await renderSettings();
    expect(within(settings).getByRole('heading', { level: 2, name: 'Account settings' })).toBeInTheDocument();
    for (const name of ['Name on the class roster', 'Change password', 'E-mail verification', 'Delete account']) {
      expect(within(settings).getByRole('region', { name })).toBeInTheDocument();
    }
  });
});

describe('the name on the class roster', () => {
  function namePart() {
    const part = screen.getByRole('region', { name: 'Name on the class roster' });
    return {
      part,
      field: within(part).getByLabelText('Your name for the roster'),
      submit: within(part).getByRole('button', { name: 'Save my name' }),
    };
  }

  it('says what the name is for and who sees it, with its rule, and starts with the name given before', async () => {
    vi.mocked(readMemberName).mockResolvedValue({ ok: true, value: 'Salma Ben Amor' });
    await renderSettings();
    const { field } = namePart();
    expect(readMemberName).toHaveBeenCalledWith('uid-42');
    expect(field).toHaveValue('Salma Ben Amor');
    expect(field).toHaveAttribute('autocomplete', 'name');
    expect(field).toHaveAccessibleDescription(
      'When you book a place in a class, the trainer sees this name on the class roster. Only the gym’s staff see it. One line, at most 60 characters.',
    );
  });

  it('saves the name without the spaces around it, and says so', async () => {
    const { user } = await renderSettings();
    const { field, submit } = namePart();
    expect(field).toHaveValue('');
    await user.type(field, '  Salma Ben Amor ');
    await user.click(submit);
    expect(saveMemberName).toHaveBeenCalledWith('uid-42', 'Salma Ben Amor');
    expect(await screen.findByText('Your name for the roster is saved.')).toHaveAttribute('role', 'status');
    expect(field).toHaveValue('Salma Ben Amor');
  });

  it.each([
    ['an empty name', '   ', 'Enter the name the trainer will see on the roster.'],
    ['a name of 61 characters', 'S'.repeat(61), 'Shorten the name to 60 characters or fewer.'],
    ['a name with a tab', 'Salma\tBen Amor', 'The name holds a line break or another invisible control character.'],
    [
      'a name with a direction override',
      'Salma \u202eroma neB',
      'The name holds invisible characters that change the direction of text.',
    ],
  ])('refuses %s before sending anything, on the field, keeping it', async (_, typed, message) => {
    const { user } = await renderSettings();
    const { field, submit } = namePart();
    fireEvent.change(field, { target: { value: typed } });
    await user.click(submit);
    expect(saveMemberName).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(field).toHaveValue(typed);
  });

  it('takes a name of exactly 60 characters', async () => {
    const { user } = await renderSettings();
    const { field, submit } = namePart();
    fireEvent.change(field, { target: { value: 'S'.repeat(60) } });
    await user.click(submit);
    expect(saveMemberName).toHaveBeenCalledWith('uid-42', 'S'.repeat(60));
  });

  it.each([
    ['network', 'Your name was not saved: we could not reach our server.'],
    ['unavailable', 'Your name was not saved: our member service is not answering right now.'],
    ['rejected', 'Your name was not saved: it was refused.'],
  ] as const)('says why a %s failure did not save it, keeping what was typed', async (reason, message) => {
    vi.mocked(saveMemberName).mockResolvedValue({ ok: false, reason });
    const { user } = await renderSettings();
    const { part, field, submit } = namePart();
    await user.type(field, 'Salma');
    await user.click(submit);
    expect(await within(part).findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('Salma');
    expect(screen.queryByText('Your name for the roster is saved.')).not.toBeInTheDocument();
  });

  it('keeps what the member typed before the name given earlier arrived', async () => {
    let answer: (name: string) => void = () => {};
    vi.mocked(readMemberName).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = (name) => resolve({ ok: true, value: name });
        }),
    );
    render(<AccountSettings user={member} onAccountDeleted={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('Loading the name you gave…')).toHaveAttribute('role', 'status');
    const { field } = namePart();
    await user.type(field, 'Salma B.');
    await act(async () => answer('Salma Ben Amor'));
    expect(field).toHaveValue('Salma B.');
  });

  it('lets the member give a name when the one given before cannot be read', async () => {
    vi.mocked(readMemberName).mockResolvedValue({ ok: false, reason: 'network' });
    const { user } = await renderSettings();
    const { part, field, submit } = namePart();
    expect(part).toHaveTextContent('The name you gave before could not be loaded. You can still give one and save it.');
    await user.type(field, 'Salma');
    await user.click(submit);
    expect(saveMemberName).toHaveBeenCalledWith('uid-42', 'Salma');
  });
});

describe('change password', () => {
  async function changeFrom(current: string, next: string) {
    const view = await renderSettings();
    const fields = passwordPart();
    if (current) await view.user.type(fields.current, current);
    if (next) await view.user.type(fields.next, next);
    await view.user.click(fields.submit);
    return { ...view, ...fields };
  }

  it('has a current and a new password field, the new one with its rule', async () => {
    await renderSettings();
    const { current, next } = passwordPart();
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('changes the password, says so and clears both fields', async () => {
    const { current, next } = await changeFrom('old-secret', 'new-secret');
    expect(changePassword).toHaveBeenCalledWith('old-secret', 'new-secret');
    expect(await screen.findByText('Your password has been changed.')).toHaveAttribute('role', 'status');
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
  });

  it('shows the busy state while the change runs', async () => {
    let finish: () => void = () => {};
    vi.mocked(changePassword).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ ok: true });
        }),
    );
    const { submit, user } = await changeFrom('old-secret', 'new-secret');
    expect(submit).toHaveTextContent('Changing your password…');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(changePassword).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(submit).toHaveTextContent('Change password');
  });

  it('asks for both passwords before calling the service', async () => {
    const { current, next } = await changeFrom('', '');
    expect(changePassword).not.toHaveBeenCalled();
    expect(current).toHaveAccessibleDescription('Enter your current password.');
    expect(next).toHaveAccessibleDescription(/Choose a new password of at least 8 characters\./);
    expect(current).toHaveFocus();
  });

  it.each([
    ['a 7-character one', 'harbour', 'Choose a new password of at least 8 characters.'],
    ['one of spaces alone', '        ', 'A password cannot be only spaces.'],
    ['the current one again', 'old-secret', 'Your new password is the same as your current one.'],
  ])('refuses %s before calling the service, keeping it', async (_, typed, message) => {
    const { next } = await changeFrom('old-secret', typed);
    expect(changePassword).not.toHaveBeenCalled();
    expect(next).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveFocus();
    expect(next).toHaveValue(typed);
  });

  it('accepts an 8-character new password', async () => {
    await changeFrom('old-secret', 'harbour8');
    expect(changePassword).toHaveBeenCalledWith('old-secret', 'harbour8');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });

  it('puts a wrong current password on its field, focused, keeping what was typed', async () => {
    vi.mocked(changePassword).mockResolvedValue({ ok: false, error: 'wrong-password' });
    const { current, next } = await changeFrom('not-it', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not your current password.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-it');
    expect(next).toHaveValue('new-secret');
  });

  it('puts a password the service finds weak on the new-password field', async () => {
    vi.mocked(changePassword).mockResolvedValue({ ok: false, error: 'weak-password' });
    const { next } = await changeFrom('old-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a new password of at least 8 characters.');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveFocus();
  });

  it.each([
    ['network', "We can't reach the account service. Check your internet connection, then try again."],
    ['too-many-requests', 'Too many attempts in a row. Please wait a few minutes, then try again.'],
    ['unavailable', 'Accounts are not available right now. Please try again later.'],
    ['requires-recent-login', 'For your security, please sign out and sign in again, then try once more.'],
    ['signed-out', 'You are no longer signed in. Reload this page and sign in again.'],
    ['unknown', 'Something went wrong on our side. Please try again.'],
  ] as const)('shows a %s problem in a banner, keeping what was typed', async (error, message) => {
    vi.mocked(changePassword).mockResolvedValue({ ok: false, error });
    const { current, next } = await changeFrom('old-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(current).toHaveValue('old-secret');
    expect(next).toHaveValue('new-secret');
    expect(current).not.toHaveAttribute('aria-invalid');
  });
});

describe('e-mail verification', () => {
  it('says a verified address is verified, with nothing to send', async () => {
    await renderSettings({ ...member, emailVerified: true });
    const part = screen.getByRole('region', { name: 'E-mail verification' });
    expect(part).toHaveTextContent('Your e-mail address is verified.');
    expect(within(part).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the link for an unverified address and says where it went', async () => {
    const { user } = await renderSettings();
    const part = screen.getByRole('region', { name: 'E-mail verification' });
    expect(part).toHaveTextContent('Your e-mail address is not verified yet.');
    await user.click(within(part).getByRole('button', { name: 'Send verification e-mail' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(
      await within(part).findByText('We sent a verification link to salma@example.tn. Open it, then reload this page.'),
    ).toHaveAttribute('role', 'status');
  });

  it('says why sending failed and lets the member try again', async () => {
    vi.mocked(sendVerificationEmail).mockResolvedValueOnce({ ok: false, error: 'too-many-requests' });
    const { user } = await renderSettings();
    const part = screen.getByRole('region', { name: 'E-mail verification' });
    const send = within(part).getByRole('button', { name: 'Send verification e-mail' });
    await user.click(send);
    expect(await within(part).findByRole('alert')).toHaveTextContent('Too many attempts in a row.');
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    expect(sendVerificationEmail).toHaveBeenCalledTimes(2);
    expect(await within(part).findByText(/We sent a verification link/)).toBeInTheDocument();
    expect(within(part).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('delete account', () => {
  async function openConfirmation() {
    const view = await renderSettings();
    const part = screen.getByRole('region', { name: 'Delete account' });
    const opener = within(part).getByRole('button', { name: 'Delete my account' });
    await view.user.click(opener);
    const password = within(part).getByLabelText('Your password');
    return { ...view, part, password };
  }

  it('asks nothing and deletes nothing until the member opens the confirmation step', async () => {
    await renderSettings();
    const part = screen.getByRole('region', { name: 'Delete account' });
    expect(within(part).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(part).queryByRole('button', { name: 'Delete my account for good' })).not.toBeInTheDocument();
  });

  it('opens a confirmation step that says what goes for good, with focus on its password field', async () => {
    const { part, password } = await openConfirmation();
    expect(part).toHaveTextContent(
      'This deletes your account, your bookings and the classes you saved, for good: your upcoming bookings and waitlist places are cancelled first, so their places go back to the classes.',
    );
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/It cannot be undone/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(part).getByRole('button', { name: 'Delete my account for good' })).toBeInTheDocument();
  });

  it('closes on "Keep my account", deleting nothing, and puts focus back on the first button', async () => {
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'secret12');
    await user.click(within(part).getByRole('button', { name: 'Keep my account' }));
    expect(within(part).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(part).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it('closes on Escape too', async () => {
    const { user, part } = await openConfirmation();
    await user.keyboard('{Escape}');
    expect(within(part).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  });

  it('deletes the account with the password and tells the page', async () => {
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'secret12');
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    expect(deleteAccount).toHaveBeenCalledWith('secret12');
    await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
  });

  it('asks for the password before calling the service', async () => {
    const { user, part, password } = await openConfirmation();
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription(/Enter your password to confirm\./);
    expect(password).toHaveFocus();
  });

  it('puts a wrong password on the field, focused, keeping it', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({
      ok: false,
      error: 'wrong-password',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'not-it');
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent('That is not your password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('not-it');
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it('shows a service problem in a banner, keeping the password and the account', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({
      ok: false,
      error: 'network',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'secret12');
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    const alert = await within(part).findByRole('alert');
    expect(alert).toHaveTextContent("We can't reach the account service.");
    expect(alert).not.toHaveTextContent('Your saved classes were deleted');
    expect(password).toHaveValue('secret12');
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it('says so when the saved classes went but the account stayed', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({
      ok: false,
      error: 'unavailable',
      bookingsCancelled: true,
      savedClassesDeleted: true,
    });
    const { user, part, password } = await openConfirmation();
    await user.type(password, 'secret12');
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'Accounts are not available right now. Please try again later. Your saved classes were deleted, but your account was not: try again to finish.',
    );
  });

  it('says so when bookings were cancelled but the account stayed', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({
      ok: false,
      error: 'network',
      bookingsCancelled: true,
      savedClassesDeleted: false,
    });
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'secret12');
    await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      "We can't reach the account service. Check your internet connection, then try again. Your account was not deleted, but some or all of your upcoming bookings and waitlist places were already cancelled, and their places went back to the classes. Try again to finish.",
    );
    expect(password).toHaveValue('secret12');
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it('stays busy, refusing a second submission and cancel, while the deletion runs', async () => {
    let finish: () => void = () => {};
    vi.mocked(deleteAccount).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ ok: true });
        }),
    );
    const { user, part, password, onAccountDeleted } = await openConfirmation();
    await user.type(password, 'secret12');
    const confirm = within(part).getByRole('button', { name: 'Delete my account for good' });
    await user.click(confirm);
    expect(confirm).toHaveTextContent('Deleting your account…');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.click(within(part).getByRole('button', { name: 'Keep my account' }));
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    expect(password).toBeInTheDocument();
    finish();
    await vi.waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
  });
});

// A change sent but not answered in time may still be made: the member is told so, with what
// they typed kept, rather than "not available", which would invite them to do it twice.
describe('a change that gets no answer in time', () => {
  it('says the password may have been changed, keeping both passwords', async () => {
    vi.mocked(changePassword).mockResolvedValue({ ok: false, error: 'no-answer' });
    const view = await renderSettings();
    const { current, next, submit } = passwordPart();
    await view.user.type(current, 'old-secret');
    await view.user.type(next, 'new-secret');
    await view.user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking too long. Your password may still have been changed: sign out and sign in with the new one to check before trying again.',
    );
    expect(current).toHaveValue('old-secret');
    expect(next).toHaveValue('new-secret');
  });

  it('says the same when the change never settles at all', async () => {
    vi.mocked(changePassword).mockImplementation(() => new Promise(() => {}));
    const view = await renderSettings();
    const { current, next, submit } = passwordPart();
    await view.user.type(current, 'old-secret');
    await view.user.type(next, 'new-secret');
    vi.useFakeTimers();
    try {
      fireEvent.click(submit);
      await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_CHANGE_MAX_WAIT_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password may still have been changed');
    expect(current).toHaveValue('old-secret');
    expect(next).toHaveValue('new-secret');
  });

  it('says the verification e-mail may still arrive', async () => {
    vi.mocked(sendVerificationEmail).mockResolvedValue({ ok: false, error: 'no-answer' });
    const { user } = await renderSettings();
    const part = screen.getByRole('region', { name: 'E-mail verification' });
    await user.click(within(part).getByRole('button', { name: 'Send verification e-mail' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'This is taking too long. The verification e-mail may still arrive: check your inbox in a few minutes before asking for another.',
    );
  });

  it.each([
    ['the saved classes', false],
    ['the account', true],
  ])(
    'says the account may have been deleted when deleting %s got no answer, keeping the password',
    async (_, savedClassesDeleted) => {
      vi.mocked(deleteAccount).mockResolvedValue({
        ok: false,
        error: 'no-answer',
        bookingsCancelled: savedClassesDeleted,
        savedClassesDeleted,
      });
      const { user, onAccountDeleted } = await renderSettings();
      const part = screen.getByRole('region', { name: 'Delete account' });
      await user.click(within(part).getByRole('button', { name: 'Delete my account' }));
      const password = within(part).getByLabelText('Your password');
      await user.type(password, 'secret12');
      await user.click(within(part).getByRole('button', { name: 'Delete my account for good' }));
      expect(await within(part).findByRole('alert')).toHaveTextContent(
        /^This is taking too long\. Your account, your bookings or the classes you saved may still have been deleted: reload this page to see what is left before trying again\.$/,
      );
      expect(password).toHaveValue('secret12');
      expect(onAccountDeleted).not.toHaveBeenCalled();
    },
  );
});
