import { act, screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { timetableChangesWhenKnown } from '@/live-timetable/timetable-changes-when-known';
import { fakeAuth } from '../../../tests/fake-auth';
import { fakeChange, liveChanges } from '../../../tests/fake-timetable-changes';
import { fakeUsers } from '../../../tests/fake-users';
import { renderRoute } from '../../../tests/render-route';

vi.mock('@/live-timetable/use-timetable-changes', () => import('../../../tests/fake-timetable-changes'));
vi.mock('@/live-timetable/timetable-changes-when-known');
const changesWhenKnown = vi.mocked(timetableChangesWhenKnown);

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1): Friday's Karate (22:00) is next on the
// 27th, Monday's Fitness (9:00) on the 30th.
const NOW = new Date('2026-11-25T11:00:00Z');
const KARATE = 'friday-2200-karate';
const FITNESS = 'monday-0900-fitness';
const karateCancelled = fakeChange({ kind: 'cancelled', slotId: KARATE, date: '2026-11-27' });
const fitnessSubstitute = fakeChange({
  kind: 'substitute',
  slotId: FITNESS,
  date: '2026-11-30',
  trainerId: 'karim-trabelsi',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  liveChanges.reset();
  changesWhenKnown.mockReset().mockImplementation(async (known) => known ?? []);
});
afterEach(() => vi.useRealTimers());

async function openMyWeek(saved: string[]) {
  fakeUsers.store(member.uid, saved);
  fakeAuth.startSignedIn(member);
  const view = await renderRoute(paths.account);
  const region = screen.getByRole('region', { name: 'Your week at the gym' });
  await within(region).findAllByRole('listitem');
  return { ...view, region };
}

const classNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('heading'))
    .map((item) => within(item).getByRole('heading').textContent);

/** Catches the calendar files the page hands over, as the browser's download would get them. */
function catchDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:calendar';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
}

/** The dates (YYYY-MM-DD, Tunis) a calendar file excludes from its series, read by ical.js. */
function excludedDates(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .flatMap((event) => event.getAllProperties('exdate'))
    .map((property) => {
      const time = property.getFirstValue() as ICAL.Time;
      expect(property.getParameter('tzid')).toBe('Africa/Tunis');
      return `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
    });
}

describe('My week with the live timetable', () => {
  it('skips a cancelled date, and says what changes each class’s coming sessions', async () => {
    const { region } = await openMyWeek([KARATE, FITNESS]);
    // Before the changes arrive: the week as the timetable has it.
    expect(classNames(region)).toEqual(['Karate', 'Fitness']);
    act(() => liveChanges.arrive([karateCancelled, fitnessSubstitute]));
    await within(region).findByText('Cancelled on Friday 27 November');
    expect(classNames(region)).toEqual(['Fitness', 'Karate']);
    const [fitness, karate] = within(region)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading'));
    expect(karate).toHaveTextContent('next: Friday 4 December, 22:00');
    expect(karate).toHaveTextContent('Cancelled on Friday 27 November');
    expect(fitness).toHaveTextContent('next: Monday 30 November, 9:00');
    expect(fitness).toHaveTextContent(/Monday 30 November: with Karim \S+ instead of Salma/);
  });

  it('leaves out a cancelled date from the calendar files, one class and the whole week', async () => {
    liveChanges.arrive([karateCancelled]);
    const { region, user } = await openMyWeek([KARATE, FITNESS]);
    await within(region).findByText('Cancelled on Friday 27 November');
    const files = catchDownloads();
    await user.click(within(region).getByRole('button', { name: 'Add to calendar: Karate, Friday 10:00pm' }));
    await user.click(within(region).getByRole('button', { name: 'Add my whole week to a calendar' }));
    expect(files).toHaveLength(2);
    expect(excludedDates(await (files[0] as Blob).text())).toEqual(['2026-11-27']);
    expect(excludedDates(await (files[1] as Blob).text())).toEqual(['2026-11-27']);
    expect(changesWhenKnown).not.toHaveBeenCalled();
  });

  it('waits for the changes when they are not known yet at the click, and downloads without them if the read fails', async () => {
    const { region, user } = await openMyWeek([KARATE]);
    const files = catchDownloads();
    const button = within(region).getByRole('button', { name: 'Add to calendar: Karate, Friday 10:00pm' });
    changesWhenKnown.mockResolvedValueOnce([karateCancelled]);
    await user.click(button);
    await vi.waitFor(() => expect(files).toHaveLength(1));
    expect(excludedDates(await (files[0] as Blob).text())).toEqual(['2026-11-27']);
    // A failed read answers [] (timetable-changes-when-known.ts): the file as without changes.
    changesWhenKnown.mockResolvedValueOnce([]);
    await user.click(button);
    await vi.waitFor(() => expect(files).toHaveLength(2));
    expect(excludedDates(await (files[1] as Blob).text())).toEqual([]);
    expect(changesWhenKnown).toHaveBeenCalledWith(undefined);
  });
});
