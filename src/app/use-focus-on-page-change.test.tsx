import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_POLICY_LABEL } from '@/content/footer';
import { paths } from '@/content/paths';
import { renderRoute } from '../../tests/render-route';

const footer = () => within(screen.getByRole('contentinfo'));
const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus on a page change', () => {
  it('leaves the first load alone', async () => {
    await renderRoute(paths.about);
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });

  it('leaves focus alone when /schedule moves on to today’s page as it loads (a replace that is part of the load)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z')); // a Friday
    try {
      const { router } = await renderRoute(paths.schedule);
      expect(await screen.findByRole('table', { name: 'Friday classes' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.scheduleDay('friday'));
      expect(document.body).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus from a link outside <main> (the footer) to the new page’s heading, focusable by script only', async () => {
    const { user } = await renderRoute(paths.about);
    await user.click(footer().getByRole('link', { name: PRIVACY_POLICY_LABEL }));
    const heading = await pageHeading('Privacy Policy');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the new heading when the control that had it went with the old page', async () => {
    const { user } = await renderRoute(paths.home);
    const [link] = within(screen.getByRole('region', { name: /make your body fit/i })).getAllByRole('link', {
      name: 'our classes',
    });
    if (!link) throw new Error('the hero has no "our classes" link');
    await user.click(link);
    const heading = await pageHeading('Classes');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(link).not.toBeInTheDocument();
  });

  it('leaves focus on a control inside <main> that stays (a schedule day pill)', async () => {
    const { user } = await renderRoute(paths.scheduleDay('monday'));
    const days = within(screen.getByRole('navigation', { name: 'Days of the week' }));
    const tuesday = days.getByRole('link', { name: /^Tuesday/ });
    await user.click(tuesday);
    await waitFor(() => expect(days.getByRole('link', { name: /^Tuesday/ })).toHaveAttribute('aria-current', 'page'));
    expect(days.getByRole('link', { name: /^Tuesday/ })).toHaveFocus();
  });

  it('leaves focus alone on Back and when only the search or the hash changes', async () => {
    const { user, router } = await renderRoute(paths.about);
    const privacyLink = footer().getByRole('link', { name: PRIVACY_POLICY_LABEL });
    await user.click(privacyLink);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveFocus());

    footer().getByRole('link', { name: PRIVACY_POLICY_LABEL }).focus();
    await act(() => router.navigate({ search: '?from=test' }));
    await act(() => router.navigate({ hash: '#main' }));
    expect(footer().getByRole('link', { name: PRIVACY_POLICY_LABEL })).toHaveFocus();

    await act(() => router.navigate(-3));
    await pageHeading('About Us');
    expect(footer().getByRole('link', { name: PRIVACY_POLICY_LABEL })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
