import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';
import { gymClasses } from '@/content/classes';
import { paths } from '@/content/paths';
import { trainers } from '@/content/trainers';
import { renderRoute } from '../../../tests/render-route';

const DEFAULT_ORDER = ['Cycling', 'Meditation', 'Boxing', 'Karate', 'Power Lifting', 'Workout', 'Crossfit', 'Running'];
const ADDED_WHEN_EXPANDED = ['Body Building', 'Mma', 'Yoga', 'Fitness'];

function cards() {
  return within(screen.getByRole('list', { name: 'Find Your Class' })).getAllByRole('article');
}

function cardTitles() {
  return cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('classes page', () => {
  it('shows the eight default cards in the spec order, each with trainer, weekly time, art and a join link', async () => {
    const { container } = await renderRoute(paths.classes);
    expect(screen.getByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(DEFAULT_ORDER);

    const trainerNames = trainers.map((trainer) => trainer.name);
    for (const name of DEFAULT_ORDER) {
      const article = card(name);
      expect(article).toHaveTextContent(new RegExp(`Trainer: (${trainerNames.join('|')})Every`));
      expect(within(article).getByTestId('class-time')).toHaveTextContent(
        /^Every (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2}:00(am|pm)-\d{1,2}:00(am|pm)$/,
      );
      expect(within(article).getByRole('link', { name: `join now: ${name}` })).toHaveAttribute(
        'href',
        `/contact?class=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      );
      // The art is a real <picture> under the text, not a CSS background.
      expect(article.querySelector('picture img')).toHaveAttribute('alt', '');
    }
    expect(container.querySelector('main [style]')).toBeNull();
  });

  it('gives each card the time of a real timetable slot', async () => {
    await renderRoute(paths.classes);
    expect(within(card('Cycling')).getByTestId('class-time')).toHaveTextContent('Every Monday, 6:00pm-7:00pm');
    expect(within(card('Crossfit')).getByTestId('class-time')).toHaveTextContent('Every Friday, 9:00am-10:00am');
    expect(within(card('Power Lifting')).getByTestId('class-time')).toHaveTextContent('Every Saturday, 9:00am-10:00am');
  });

  it('toggles between 8 and 12 cards with show more / show less, scrolling to the top and keeping focus in view', async () => {
    const { user } = await renderRoute(paths.classes);
    const toggle = screen.getByRole('button', { name: 'show more' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('region', { name: 'Find Your Class' })).getByRole('status')).toHaveTextContent(
      'Showing 8 of 12 classes',
    );

    window.scrollTo = vi.fn();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(cardTitles()).toEqual([...DEFAULT_ORDER, ...ADDED_WHEN_EXPANDED]);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Find Your Class' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Find Your Class' })).getByRole('status')).toHaveTextContent(
      'Showing all 12 classes',
    );

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('show more');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cardTitles()).toEqual(DEFAULT_ORDER);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('shows Running at one time in the 8-card list and another in the 12-card list (the spec quirk)', async () => {
    const { user } = await renderRoute(paths.classes);
    const collapsedTime = within(card('Running')).getByTestId('class-time').textContent;
    expect(collapsedTime).toBe('Every Monday, 4:00pm-5:00pm');

    await user.click(screen.getByRole('button', { name: 'show more' }));
    const expandedTime = within(card('Running')).getByTestId('class-time').textContent;
    expect(expandedTime).toBe('Every Sunday, 4:00pm-5:00pm');

    // Only Running changes: every other default card keeps its time.
    await user.click(screen.getByRole('button', { name: 'show less' }));
    expect(within(card('Running')).getByTestId('class-time')).toHaveTextContent(collapsedTime ?? '');
  });
});

describe('classes page before the app runs', () => {
  async function prerendered() {
    await resolveLazyRoutes(routes, paths.classes);
    const html = renderToString(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [paths.classes] })} />,
    );
    const markup = document.createElement('div');
    markup.innerHTML = html;
    return markup;
  }

  it('holds all twelve cards, the last four hidden by a class that scripting off or an early "show more" overrides', async () => {
    const markup = await prerendered();
    const items = [...markup.querySelectorAll('#class-list > li')];
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      ...DEFAULT_ORDER,
      ...ADDED_WHEN_EXPANDED,
    ]);
    for (const item of items.slice(0, DEFAULT_ORDER.length)) expect(item).not.toHaveClass('hidden');
    for (const item of items.slice(DEFAULT_ORDER.length)) {
      // Not the hidden attribute: nothing in CSS can override it.
      expect(item).not.toHaveAttribute('hidden');
      expect(item).toHaveClass('hidden', 'noscript:block');
    }
    // Running carries its twelve-card time too, for when all twelve show.
    const running = items[DEFAULT_ORDER.indexOf('Running')];
    expect(running?.textContent).toContain('Monday, 4:00pm-5:00pm');
    expect(running?.textContent).toContain('Sunday, 4:00pm-5:00pm');
  });

  it('lets "show more" open the list\'s flag natively until the app runs, and drops that once it does', async () => {
    const markup = await prerendered();
    const toggle = markup.querySelector('button[aria-controls="class-list"]');
    const flagId = toggle?.getAttribute('popovertarget') ?? '';
    expect(markup.querySelector(`#${flagId}`)).toHaveAttribute('popover', 'manual');
    expect(toggle).toHaveAttribute('popovertargetaction', 'show');
    // The browser exposes a popovertarget button's state from its popover; HTML forbids the attribute.
    expect(toggle).not.toHaveAttribute('aria-expanded');

    await renderRoute(paths.classes);
    const hydrated = screen.getByRole('button', { name: 'show more' });
    expect(hydrated).not.toHaveAttribute('popovertarget');
    expect(hydrated).toHaveAttribute('aria-expanded', 'false');
    const list = screen.getByRole('list', { name: 'Find Your Class' });
    expect(list.querySelectorAll(':scope > li[hidden]')).toHaveLength(ADDED_WHEN_EXPANDED.length);
  });
});

describe('classes content', () => {
  it('has twelve distinct classes, only Running with a second time', () => {
    expect(new Set(gymClasses.map((gymClass) => gymClass.name)).size).toBe(12);
    expect(gymClasses.filter((gymClass) => gymClass.expandedTime).map((gymClass) => gymClass.name)).toEqual([
      'Running',
    ]);
  });
});
