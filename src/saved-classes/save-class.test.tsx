import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveAfterSignInOf } from '@/auth/account-return';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import { fakeAuth, signIn } from '../../tests/fake-auth';
import { changeSavedClass, fakeUsers, readSavedClasses } from '../../tests/fake-users';
import { renderRoute } from '../../tests/render-route';

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
const saveFitness = { name: 'Save Fitness, Monday 9:00am' };

describe('Save controls', () => {
  it('are in the prerendered timetable and class cards, not pressed, with no Firestore read', async () => {
    const schedule = await render(paths.scheduleDay('monday'));
    const html = schedule.kind === 'page' ? schedule.html : '';
    expect(html).toContain('aria-label="Save Fitness, Monday 9:00am"');
    expect(html).toContain('aria-pressed="false"');

    await renderRoute(paths.classes);
    expect(screen.getByRole('button', { name: 'Save Meditation, Friday 4:00pm' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Mma meets outside the timetable: there is no class of the week to save.
    const mma = screen.getByRole('article', { name: 'Mma', hidden: true });
    expect(within(mma).queryByRole('button', { name: /^Save/, hidden: true })).not.toBeInTheDocument();
    expect(readSavedClasses).not.toHaveBeenCalled();
  });

  it('show a member’s saved classes as pressed, and save or remove one at a press', async () => {
    fakeUsers.store(member.uid, ['monday-1600-running']);
    fakeAuth.startSignedIn(member);
    const { user } = await renderRoute(paths.scheduleDay('monday'));
    const running = screen.getByRole('button', { name: 'Save Running, Monday 4:00pm' });
    await vi.waitFor(() => expect(running).toHaveAttribute('aria-pressed', 'true'));
    const fitness = screen.getByRole('button', saveFitness);
    await user.click(fitness);
    expect(fitness).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Fitness, Monday 9:00am is saved in My week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My week' })).toHaveAttribute('href', paths.account);
    expect(fakeUsers.savedShowsOf(member.uid)).toEqual(['monday-1600-running', 'monday-0900-fitness']);

    await user.click(running);
    expect(running).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Running, Monday 4:00pm is no longer in My week.')).toBeInTheDocument();
    expect(fakeUsers.savedShowsOf(member.uid)).toEqual(['monday-0900-fitness']);
  });

  it('goes back to not saved, with an alert, when the write fails', async () => {
    fakeAuth.startSignedIn(member);
    const { user } = await renderRoute(paths.scheduleDay('monday'));
    await vi.waitFor(() => expect(readSavedClasses).toHaveBeenCalled());
    changeSavedClass.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    const fitness = screen.getByRole('button', saveFitness);
    await user.click(fitness);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fitness, Monday 9:00am was not saved: our member service is not answering right now.',
    );
    expect(fitness).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor to sign in, then back to the same page with the class saved', async () => {
    const { user, router } = await renderRoute(paths.scheduleDay('monday'));
    await user.click(screen.getByRole('button', saveFitness));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.state).toEqual({ returnTo: '/schedule/monday', saveSlotId: 'monday-0900-fitness' });
    expect(screen.getByText(/Sign in to save Fitness, Monday 9:00am to My week/)).toBeInTheDocument();
    expect(changeSavedClass).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail address'), 'salma@example.tn');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { level: 1, name: 'Schedule by Day' });
    expect(router.state.location.pathname).toBe('/schedule/monday');
    await vi.waitFor(() => expect(fakeUsers.savedShowsOf('uid-signed-in')).toEqual(['monday-0900-fitness']));
    expect(screen.getByRole('button', saveFitness)).toHaveAttribute('aria-pressed', 'true');
    // Done once: the entry no longer asks for it, so a reload or Back does not save it again.
    expect(router.state.location.state).toBeNull();
  });

  it('saves on the way back even when the page is back before the new session has reached it', async () => {
    const signedIn = { uid: 'uid-signed-in', email: 'salma@example.tn', emailVerified: false };
    // Firebase may tell its listeners after the sign-in has answered: here it tells them only
    // once the page is back, so the page is certainly back first.
    signIn.mockImplementationOnce(async () => ({ ok: true, user: signedIn }));
    const { user, router } = await renderRoute(paths.scheduleDay('monday'));
    await user.click(screen.getByRole('button', saveFitness));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await user.type(screen.getByLabelText('E-mail address'), 'salma@example.tn');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Schedule by Day' });
    // Back, still signed out as far as the page knows: the save waits rather than being dropped.
    expect(saveAfterSignInOf(router.state.location.state)).toBe('monday-0900-fitness');
    expect(changeSavedClass).not.toHaveBeenCalled();

    act(() => fakeAuth.setUser(signedIn));
    await vi.waitFor(() => expect(fakeUsers.savedShowsOf('uid-signed-in')).toEqual(['monday-0900-fitness']));
    expect(router.state.location.state).toBeNull();
  });

  it('carries the return through "create an account", and sign-up brings the new member back', async () => {
    const { user, router } = await renderRoute(paths.classes);
    await user.click(screen.getByRole('button', { name: 'Save Meditation, Friday 4:00pm' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await user.click(screen.getByRole('link', { name: /Create an account/ }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(screen.getByText(/Create a free account to save Meditation, Friday 4:00pm/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.tn');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Classes' });
    expect(router.state.location.pathname).toBe(paths.classes);
    await vi.waitFor(() => expect(fakeUsers.savedShowsOf('uid-new')).toEqual(['friday-1600-meditation']));
  });
});
