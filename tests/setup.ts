import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionCounts } from '@/bookings/use-session-counts';
import { savedClasses } from '@/saved-classes/saved-classes';
import { fakeAuth } from './fake-auth';
import { fakeBookings } from './fake-bookings';
import { fakeSessionCounts } from './fake-session-counts';
import { fakeUsers } from './fake-users';

// findBy* and waitFor end as soon as what they wait for appears; the ceiling only matters on
// a machine so loaded that a render takes over the library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Unit tests never load Firebase: the auth layer is a fake whose session each test controls.
vi.mock('@/firebase/auth', () => import('./fake-auth'));
// …and members' documents are an in-memory map (tests of the real modules unmock these)…
vi.mock('@/firebase/users', () => import('./fake-users'));
// …and the public pages' read of sessions' places answers from memory, with no network.
vi.mock('@/firebase/public-session-counts', () => import('./fake-session-counts'));
// …and so are members' bookings: none, unless a test says otherwise.
vi.mock('@/firebase/bookings', () => import('./fake-bookings'));

// A test that makes React, the router (or anything else) log an error or a warning fails:
// hydration mismatches, missing keys and act() warnings are bugs a visitor could meet.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  const record = (...args: unknown[]) => {
    consoleErrors.push(args);
  };
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
});
afterEach(() => {
  fakeAuth.reset();
  fakeUsers.reset();
  fakeBookings.reset();
  savedClasses.reset();
  fakeSessionCounts.reset();
  sessionCounts.reset();
  if (typeof document !== 'undefined') {
    cleanup();
    // An overlay left open by a failed test must not lock scrolling for the next one.
    document.documentElement.className = '';
  }
  const logged = consoleErrors;
  consoleErrors = [];
  if (logged.length > 0) {
    throw new Error(
      `console.error or console.warn was called:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

// jsdom has no layout engine: give it the scrolling APIs the site calls. (Tests of build
// scripts run in the node environment, without a window.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // The router scrolls a `#hash` target into view (sign-up lands on /#home).
  Element.prototype.scrollIntoView = vi.fn();
}
