import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { fakeAuth } from '../../tests/fake-auth';
import { changeSavedClass, fakeUsers, readSavedClasses } from '../../tests/fake-users';
import { renderRoute } from '../../tests/render-route';

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
const FITNESS = 'monday-0900-fitness';

/**
 * The member on Monday's timetable presses Save on Fitness and gets no answer within the bound;
 * the write is stored before the list is read again (`hasLanded`), or later, by `land`.
 */
async function saveWithNoAnswerInTime({ hasLanded }: { hasLanded: boolean }) {
  fakeUsers.store(member.uid, []);
  fakeAuth.startSignedIn(member);
  let endRequest!: () => void;
  const request = new Promise<void>((resolve) => {
    endRequest = resolve;
  });
  changeSavedClass.mockImplementationOnce(async () => {
    if (hasLanded) fakeUsers.store(member.uid, [FITNESS]);
    return { ok: false, reason: 'unavailable', late: request };
  });
  const { user } = await renderRoute(paths.scheduleDay('monday'));
  await vi.waitFor(() => expect(readSavedClasses).toHaveBeenCalled());
  const fitness = screen.getByRole('button', { name: 'Save Fitness, Monday 9:00am' });
  await user.click(fitness);
  return {
    fitness,
    land: () =>
      act(async () => {
        fakeUsers.store(member.uid, [FITNESS]);
        endRequest();
      }),
  };
}

describe('a save with no answer in time', () => {
  it('is read back, and told as saved after all when it was', async () => {
    const { fitness } = await saveWithNoAnswerInTime({ hasLanded: true });
    expect(
      await screen.findByText(
        'Fitness, Monday 9:00am is saved in My week after all: our server was slow to confirm it.',
      ),
    ).toBeInTheDocument();
    expect(fitness).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'See My week' })).toBeInTheDocument();
  });

  it('shows the class not saved when it was not, says it may still be, and shows it when it lands', async () => {
    const { fitness, land } = await saveWithNoAnswerInTime({ hasLanded: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm that Fitness, Monday 9:00am is saved: our member service took too long to answer. If the save still goes through, this page will show it.',
    );
    expect(fitness).toHaveAttribute('aria-pressed', 'false');

    await land();
    expect(
      await screen.findByText(
        'Fitness, Monday 9:00am is saved in My week after all: our server was slow to confirm it.',
      ),
    ).toBeInTheDocument();
    expect(fitness).toHaveAttribute('aria-pressed', 'true');
  });
});
