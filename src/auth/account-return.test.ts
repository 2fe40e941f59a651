import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { accountReturnOf, afterSignInState, bookAfterSignInOf, saveAfterSignInOf } from './account-return';

describe('account return', () => {
  it('follows a same-site page, with the class to save there', () => {
    expect(accountReturnOf({ returnTo: '/schedule/monday', saveSlotId: 'monday-0900-fitness' })).toEqual({
      returnTo: '/schedule/monday',
      saveSlotId: 'monday-0900-fitness',
    });
    expect(accountReturnOf({ returnTo: paths.account })).toEqual({ returnTo: paths.account });
  });

  it('has none on a plain visit, and never leaves the site or loops to an account page', () => {
    expect(accountReturnOf(null)).toBeNull();
    expect(accountReturnOf({ email: 'a@b.tn' })).toBeNull();
    expect(accountReturnOf({ returnTo: 'https://evil.example/' })).toBeNull();
    expect(accountReturnOf({ returnTo: '//evil.example/' })).toBeNull();
    expect(accountReturnOf({ returnTo: '/a/..//evil.example' })).toBeNull();
    expect(accountReturnOf({ returnTo: paths.signIn })).toBeNull();
    expect(accountReturnOf({ returnTo: `${paths.signUp}?x=1` })).toBeNull();
  });

  it('drops a class id the timetable does not have', () => {
    expect(accountReturnOf({ returnTo: '/classes', saveSlotId: 'monday-0900-mma' })).toEqual({ returnTo: '/classes' });
  });

  it('hands the class to save back to the page it came from', () => {
    const state = afterSignInState({ returnTo: '/classes', saveSlotId: 'friday-1600-meditation' });
    expect(saveAfterSignInOf(state)).toBe('friday-1600-meditation');
    expect(afterSignInState({ returnTo: '/classes' })).toBeUndefined();
    expect(saveAfterSignInOf({ saveAfterSignIn: 'nonsense' })).toBeNull();
  });

  it('carries the session to book, checked by its shape and its slot, back to the page it came from', () => {
    const back = accountReturnOf({ returnTo: '/schedule/tuesday', bookSessionId: 'tuesday-2200-yoga_2026-12-01' });
    expect(back).toEqual({ returnTo: '/schedule/tuesday', bookSessionId: 'tuesday-2200-yoga_2026-12-01' });
    expect(bookAfterSignInOf(afterSignInState(back ?? { returnTo: '/' }))).toBe('tuesday-2200-yoga_2026-12-01');
    expect(accountReturnOf({ returnTo: '/classes', bookSessionId: 'tuesday-2200-mma_2026-12-01' })).toEqual({
      returnTo: '/classes',
    });
    expect(accountReturnOf({ returnTo: '/classes', bookSessionId: 'tuesday-2200-yoga_next-week' })).toEqual({
      returnTo: '/classes',
    });
    expect(bookAfterSignInOf({ bookAfterSignIn: 'tuesday-2200-yoga' })).toBeNull();
    expect(bookAfterSignInOf(null)).toBeNull();
  });
});
