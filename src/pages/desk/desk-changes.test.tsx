import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeInPage } from '@/desk/change-words';
import { DeskChanges } from './desk-changes';

const changes = vi.hoisted(() => ({
  readCurrentChanges: vi.fn(),
  postChange: vi.fn(),
  updateChange: vi.fn(),
  withdrawChange: vi.fn(),
}));
vi.mock('@/firebase/desk-timetable-changes', () => changes);

beforeEach(() => {
  changes.readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
  changes.postChange.mockReset().mockResolvedValue({ ok: true, value: 'c1' });
  changes.updateChange.mockReset().mockResolvedValue({ ok: true, value: undefined });
  changes.withdrawChange.mockReset().mockResolvedValue({ ok: true, value: undefined });
});

function renderSection() {
  const user = userEvent.setup();
  render(<DeskChanges />);
  return user;
}

const form = () => screen.getByRole('form', { name: /Post a change|Edit the change/ });

/** Friday's Karate on its first coming date, as staff choose it. */
async function chooseFridayKarate(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Class' }), 'Friday, 22:00: Karate');
  const dateSelect = within(form()).getByRole('combobox', { name: 'Date' });
  const firstDate = within(dateSelect).getAllByRole('option')[1] as HTMLOptionElement;
  await user.selectOptions(dateSelect, firstDate);
  return firstDate.value;
}

describe('posting a timetable change', () => {
  it('says in words what is missing, on each field, and moves focus to the first', async () => {
    const user = renderSection();
    expect(
      await screen.findByText('No changes: the site shows the regular timetable and opening hours.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The change was not posted: check the fields marked below.');
    const slot = within(form()).getByRole('combobox', { name: 'Class' });
    expect(slot).toHaveAttribute('aria-invalid', 'true');
    expect(slot).toHaveAccessibleDescription('Choose the class.');
    expect(within(form()).getByRole('combobox', { name: 'Date' })).toHaveAccessibleDescription(
      'The class’s coming dates. Choose the date.',
    );
    expect(slot).toHaveFocus();
    expect(changes.postChange).not.toHaveBeenCalled();
  });

  it('offers the class’s coming Fridays; a failed post keeps everything, a second one lists the change', async () => {
    const user = renderSection();
    await screen.findByText(/^No changes/);
    const date = await chooseFridayKarate(user);
    const dateOptions = within(within(form()).getByRole('combobox', { name: 'Date' })).getAllByRole('option');
    expect(dateOptions).toHaveLength(9);
    expect(dateOptions[1]).toHaveTextContent(/^Friday \d{1,2} \w+$/);
    const note = within(form()).getByRole('textbox', { name: 'Note for visitors (optional)' });
    await user.type(note, 'Coach ill');
    expect(screen.getByText('9 of 200 characters')).toBeInTheDocument();

    changes.postChange.mockResolvedValueOnce({ ok: false, reason: 'network' });
    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: the connection failed/);
    expect(note).toHaveValue('Coach ill');
    expect(within(form()).getByRole('combobox', { name: 'Date' })).toHaveValue(date);

    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    expect(changes.postChange).toHaveBeenLastCalledWith({
      fields: { kind: 'cancelled', slotId: 'friday-2200-karate', date },
      note: { text: 'Coach ill', locale: 'en' },
    });
    expect(await screen.findByText('Change posted: it is on the site now.')).toBeInTheDocument();
    const description = describeInPage({ kind: 'cancelled', slotId: 'friday-2200-karate', date });
    const item = screen.getByRole('article', { name: description });
    expect(within(item).getByText('Session cancelled')).toBeInTheDocument();
    expect(within(item).getByText('Coach ill')).toHaveAttribute('lang', 'en');
    expect(within(item).getByText('Coach ill')).toHaveAttribute('dir', 'auto');
    // The form is ready for the next change.
    expect(within(form()).getByRole('combobox', { name: 'Class' })).toHaveValue('');
  });

  it('asks for new times for a move, starting from the class’s own', async () => {
    const user = renderSection();
    await screen.findByText(/^No changes/);
    await user.click(within(form()).getByRole('radio', { name: 'Session moved' }));
    await chooseFridayKarate(user);
    const start = within(form()).getByLabelText('New start');
    expect(start).toHaveValue('22:00');
    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    expect(start).toHaveAccessibleDescription('These are the class’s usual times: give the new ones.');
    await user.clear(start);
    await user.type(start, '19:00');
    const end = within(form()).getByLabelText('New end');
    await user.clear(end);
    await user.type(end, '18:00');
    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    expect(end).toHaveAccessibleDescription('The new end must come after the new start.');
    expect(changes.postChange).not.toHaveBeenCalled();
  });
});

describe('editing and withdrawing', () => {
  it('fills the form on Edit, saves in place, then withdraws after confirmation with focus on the list', async () => {
    const user = renderSection();
    await screen.findByText(/^No changes/);
    const date = await chooseFridayKarate(user);
    await user.click(screen.getByRole('button', { name: 'Post the change' }));
    const cancelled = describeInPage({ kind: 'cancelled', slotId: 'friday-2200-karate', date });
    await user.click(
      within(await screen.findByRole('article', { name: cancelled })).getByRole('button', { name: 'Edit' }),
    );

    expect(screen.getByRole('heading', { name: 'Edit the change' })).toHaveFocus();
    expect(within(form()).getByRole('combobox', { name: 'Class' })).toHaveValue('friday-2200-karate');
    await user.click(within(form()).getByRole('radio', { name: 'Substitute coach' }));
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Substitute coach' }), 'Youssef Gharbi');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(within(form()).getByRole('combobox', { name: 'Substitute coach' })).toHaveAccessibleDescription(
      'Youssef Gharbi already teaches this class: choose another coach.',
    );
    await user.selectOptions(within(form()).getByRole('combobox', { name: 'Substitute coach' }), 'Salma Ben Amor');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(changes.updateChange).toHaveBeenCalledWith('c1', {
      fields: { kind: 'substitute', slotId: 'friday-2200-karate', date, trainerId: 'salma-ben-amor' },
    });
    const substitute = describeInPage({
      kind: 'substitute',
      slotId: 'friday-2200-karate',
      date,
      trainerId: 'salma-ben-amor',
    });
    await waitFor(() => expect(screen.getByText(substitute)).toHaveFocus());
    expect(screen.queryByRole('article', { name: cancelled })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Post a change' })).toBeInTheDocument();

    const item = screen.getByRole('article', { name: substitute });
    await user.click(within(item).getByRole('button', { name: 'Withdraw' }));
    expect(within(item).getByRole('button', { name: 'Yes, withdraw' })).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: 'Keep it' }));
    expect(within(item).getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    changes.withdrawChange.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    await user.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(/^Not withdrawn/);
    await user.click(within(item).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: substitute })).toBeNull());
    expect(changes.withdrawChange).toHaveBeenLastCalledWith('c1');
    expect(screen.getByRole('heading', { name: 'Current changes' })).toHaveFocus();
    expect(screen.getByText(`Withdrawn: ${substitute}`)).toBeInTheDocument();
  });

  it('says when the current changes could not be read, and reads again on Try again', async () => {
    changes.readCurrentChanges.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    const user = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not answer in time/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No changes/)).toBeInTheDocument();
    expect(changes.readCurrentChanges).toHaveBeenCalledTimes(2);
  });
});
