import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import { fakeAuth } from '../../../tests/fake-auth';
import { liveChanges } from '../../../tests/fake-timetable-changes';
import { changeSavedClass, fakeUsers } from '../../../tests/fake-users';
import { renderRoute } from '../../../tests/render-route';

// No live changes: the page as the timetable has it, and no read leaves the test.
vi.mock('@/live-timetable/use-timetable-changes', () => import('../../../tests/fake-timetable-changes'));
// The page's read of the changes answered: none.
liveChanges.arrive([]);

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
// Wednesday 26 November 2025, 12:00 in Tunis (UTC+1).
const WEDNESDAY_NOON = new Date('2025-11-26T11:00:00Z');

async function openMyWeek(saved: string[]) {
  fakeUsers.store(member.uid, saved);
  fakeAuth.startSignedIn(member);
  const view = await renderRoute(paths.account);
  const region = screen.getByRole('region', { name: 'Your week at the gym' });
  return { ...view, region };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_NOON);
});
afterEach(() => vi.useRealTimers());

describe('My week', () => {
  it('is prerendered as a shell that says what the page is for, and is kept out of search engines', async () => {
    const result = await render(paths.account);
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('<h1');
    expect(html).toContain('My Week');
    expect(html).toContain('The classes you save from the timetable');
    expect(html).toContain('Checking whether you are signed in');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('tells a signed-out visitor why there is nothing, and links to sign in and back', async () => {
    const { router } = await renderRoute(paths.account);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.getByText(/Sign in to see the classes you saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', paths.signUp);
    await act(async () => signIn.click());
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(router.state.location.state).toEqual({ returnTo: paths.account });
  });

  it('lists the saved classes from today on, each with its next date, trainer and controls', async () => {
    const { region } = await openMyWeek(['monday-0900-fitness', 'wednesday-1600-fitness', 'wednesday-0900-cycling']);
    const items = await within(region).findAllByRole('listitem');
    // Wednesday noon: this afternoon's class first, this morning's next week, Monday between.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Fitness',
      'Fitness',
      'Cycling',
    ]);
    expect(items[0]).toHaveTextContent('next: Wednesday 26 November, 16:00');
    expect(items[0]).toHaveTextContent('Every Wednesday, 4:00pm-5:00pm, with');
    expect(items[1]).toHaveTextContent('next: Monday 1 December, 9:00');
    expect(items[2]).toHaveTextContent('next: Wednesday 3 December, 9:00');
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Join Now: Fitness' })).toHaveAttribute('href', '/contact?class=Fitness');
    expect(first.getByRole('button', { name: 'Add to calendar: Fitness, Wednesday 4:00pm' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Remove: Fitness, Wednesday 4:00pm' })).toBeInTheDocument();
  });

  it('leads to the timetable when nothing is saved', async () => {
    const { region } = await openMyWeek([]);
    expect(await within(region).findByRole('link', { name: 'Open the timetable' })).toHaveAttribute(
      'href',
      paths.schedule,
    );
    expect(within(region).getByText(/No classes saved yet/)).toBeInTheDocument();
  });

  it('removes a class at once, and puts it back with a message when the removal fails', async () => {
    const { region, user } = await openMyWeek(['monday-0900-fitness', 'friday-1600-meditation']);
    await within(region).findAllByRole('listitem');
    let failRemoval!: () => void;
    changeSavedClass.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          failRemoval = () => resolve({ ok: false, reason: 'network' });
        }),
    );
    await user.click(within(region).getByRole('button', { name: 'Remove: Meditation, Friday 4:00pm' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your week at the gym' })).toHaveFocus();
    expect(changeSavedClass).toHaveBeenCalledWith(
      member.uid,
      { slotId: 'friday-1600-meditation', isSaved: false },
      { hasRecord: true },
    );
    await act(async () => failRemoval());
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Meditation, Friday 4:00pm was not removed: we could not reach our server.',
    );
    expect(fakeUsers.savedShowsOf(member.uid)).toEqual(['monday-0900-fitness', 'friday-1600-meditation']);
  });

  it('downloads one class or the whole week as a calendar file', async () => {
    const { region, user } = await openMyWeek(['monday-0900-fitness', 'friday-1600-meditation']);
    await within(region).findAllByRole('listitem');
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(within(region).getByRole('button', { name: 'Add to calendar: Fitness, Monday 9:00am' }));
    await user.click(within(region).getByRole('button', { name: 'Add my whole week to a calendar' }));
    click.mockRestore();
    expect(names).toEqual(['rivage-gym-fitness-monday.ics', 'rivage-gym-my-week.ics']);
    expect(files.map((file) => file.type)).toEqual(['text/calendar;charset=utf-8', 'text/calendar;charset=utf-8']);
    const week = await files[1]?.text();
    expect(week?.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('shows the account settings to a signed-in member only', async () => {
    await openMyWeek([]);
    expect(await screen.findByRole('region', { name: 'Account settings' })).toBeInTheDocument();
  });
});
