import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';
import { paths } from '@/content/paths';
import { type Weekday, weekdays } from '@/lib/weekdays';
import { renderRoute } from '../../../tests/render-route';

// The timetable of SPEC §2 "Schedule pages", written out by hand so the test does not read
// the content module it checks. Tuesday to Thursday have no times in the spec: they take the
// day's slots in order. Trainers are the gym's choice (see src/timetable/weekly-timetable.ts).
const FITNESS = ['Fitness', '9:00am-10:00am', 'Salma Ben Amor'];
const spec: Record<Weekday, string[][]> = {
  monday: [
    FITNESS,
    ['Body Building', '10:00pm-11:00pm', 'Karim Trabelsi'],
    ['Running', '4:00pm-5:00pm', 'Youssef Gharbi'],
    ['Cycling', '6:00pm-7:00pm', 'Salma Ben Amor'],
  ],
  tuesday: [
    ['Boxing', '9:00am-10:00am', 'Youssef Gharbi'],
    ['Yoga', '10:00pm-11:00pm', 'Salma Ben Amor'],
    ['Crossfit', '4:00pm-5:00pm', 'Karim Trabelsi'],
  ],
  wednesday: [
    ['Cycling', '9:00am-10:00am', 'Salma Ben Amor'],
    ['Body Building', '10:00pm-11:00pm', 'Karim Trabelsi'],
    ['Fitness', '4:00pm-5:00pm', 'Salma Ben Amor'],
    ['Running', '6:00pm-7:00pm', 'Youssef Gharbi'],
  ],
  thursday: [
    FITNESS,
    ['Body Building', '10:00pm-11:00pm', 'Karim Trabelsi'],
    ['Running', '4:00pm-5:00pm', 'Youssef Gharbi'],
  ],
  friday: [
    ['Crossfit', '9:00am-10:00am', 'Karim Trabelsi'],
    ['Karate', '10:00pm-11:00pm', 'Youssef Gharbi'],
    ['Meditation', '4:00pm-5:00pm', 'Salma Ben Amor'],
    ['Workout', '6:00pm-7:00pm', 'Karim Trabelsi'],
  ],
  saturday: [
    ['Power Lifting', '9:00am-10:00am', 'Karim Trabelsi'],
    ['Boxing', '10:00pm-11:00pm', 'Youssef Gharbi'],
    ['Yoga', '4:00pm-5:00pm', 'Salma Ben Amor'],
  ],
  sunday: [
    FITNESS,
    ['Body Building', '10:00pm-11:00pm', 'Karim Trabelsi'],
    ['Running', '4:00pm-5:00pm', 'Youssef Gharbi'],
    ['Cycling', '6:00pm-7:00pm', 'Salma Ben Amor'],
  ],
};

const label = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

function dayPills() {
  return within(screen.getByRole('navigation', { name: 'Days of the week' }));
}

function bodyRows(table: HTMLElement) {
  const [, body] = within(table).getAllByRole('rowgroup');
  if (!body) throw new Error('table has no body');
  return within(body).getAllByRole('row');
}

// A fixed clock for every test (a Tuesday noon in Tunis), so the Today mark never depends on when the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-17T11:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('schedule page', () => {
  it.each(weekdays)('%s: the banner, and a table with the spec’s classes, times and trainers', async (day) => {
    await renderRoute(paths.scheduleDay(day));
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule by Day' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: `${label(day)} classes` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Class Name', 'Time', 'Trainer', 'Join or save']);

    const rows = bodyRows(table);
    expect(rows.length).toBeLessThanOrEqual(4);
    const cells = rows.map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ]);
    expect(cells).toEqual(spec[day]);

    // Every row's Join Now opens the contact form with its class chosen.
    rows.forEach((row, index) => {
      const className = spec[day][index]?.[0] ?? '';
      const join = within(row).getByRole('link', { name: `Join Now: ${className}` });
      expect(join).toHaveAttribute('href', `/contact?class=${className.replace(' ', '+')}`);
    });
  });

  it('links Monday’s Join Now to the contact page, as the spec asks', async () => {
    await renderRoute(paths.scheduleDay('monday'));
    const links = screen.getAllByRole('link', { name: /^Join Now/ });
    expect(links).toHaveLength(4);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/contact\?class=/);
    expect(links[1]).toHaveAttribute('href', '/contact?class=Body+Building');
  });

  it('shows seven day pills linking to each day, the route’s day highlighted and current', async () => {
    await renderRoute(paths.scheduleDay('thursday'));
    const pills = dayPills().getAllByRole('link');
    expect(pills).toHaveLength(7);
    weekdays.forEach((day, index) => {
      expect(pills[index]).toHaveAccessibleName(new RegExp(`^${label(day)}`));
      expect(pills[index]).toHaveAttribute('href', paths.scheduleDay(day));
    });

    const current = dayPills().getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Thursday');
    expect(current).toHaveClass('bg-red');
    for (const pill of pills.filter((pill) => pill !== current)) {
      expect(pill).not.toHaveAttribute('aria-current');
      expect(pill).not.toHaveClass('bg-red');
    }
  });

  it('switching day shows that day’s table and moves the highlight', async () => {
    const { user } = await renderRoute(paths.scheduleDay('monday'));
    await user.click(dayPills().getByRole('link', { name: 'Saturday' }));
    expect(await screen.findByRole('table', { name: 'Saturday classes' })).toBeInTheDocument();
    expect(dayPills().getByRole('link', { current: 'page' })).toHaveTextContent('Saturday');
  });

  it('marks today in Tunis after mount, even when another day is shown', async () => {
    // 23:30 UTC on Tuesday 17 November 2026 is already Wednesday in Tunis (UTC+1).
    vi.setSystemTime(new Date('2026-11-17T23:30:00Z'));
    await renderRoute(paths.scheduleDay('friday'));
    // The name is the visible text plus a comma; jsdom's name computation drops the space a browser keeps.
    const wednesday = await dayPills().findByRole('link', { name: /^Wednesday, ?Today$/ });
    expect(wednesday).not.toHaveAttribute('aria-current');
    expect(within(wednesday).getByText('Today')).toBeVisible();
    expect(dayPills().getAllByText('Today')).toHaveLength(1);
    expect(dayPills().getByRole('link', { current: 'page' })).toHaveTextContent('Friday');
  });

  it('never puts the Today mark in the prerendered HTML', async () => {
    vi.setSystemTime(new Date('2026-11-18T12:00:00Z'));
    const path = paths.scheduleDay('wednesday');
    await resolveLazyRoutes(routes, path);
    const html = renderToString(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    expect(html).toContain('Wednesday classes');
    expect(html).not.toContain('data-today-mark');
    expect(html).not.toContain('>Today<');
  });

  it('bare /schedule shows Monday first, then moves to today in Tunis', async () => {
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z')); // a Friday
    const { router } = await renderRoute(paths.schedule);
    await act(async () => {});
    expect(router.state.location.pathname).toBe(paths.scheduleDay('friday'));
    expect(await screen.findByRole('table', { name: 'Friday classes' })).toBeInTheDocument();
  });

  it('a link to bare /schedule draws the banner alone first, then moves on to today', async () => {
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z')); // a Friday
    const { router } = await renderRoute(paths.about);
    document.documentElement.dataset.hydrated = 'true';
    // The frame after the first paint is held until the test has looked at the first one: on a
    // busy machine jsdom's next frame may otherwise come while the navigation is still settling.
    const heldFrames: FrameRequestCallback[] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      heldFrames.push(callback);
      return heldFrames.length;
    });
    try {
      await act(() => router.navigate(paths.schedule));
      expect(screen.getByRole('heading', { level: 1, name: 'Schedule by Day' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.schedule);
      expect(heldFrames).not.toHaveLength(0);
      frames.mockRestore();
      act(() => {
        for (const callback of heldFrames.splice(0)) callback(performance.now());
      });
      expect(await screen.findByRole('table', { name: 'Friday classes' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.scheduleDay('friday'));
    } finally {
      frames.mockRestore();
      delete document.documentElement.dataset.hydrated;
    }
  });
});
