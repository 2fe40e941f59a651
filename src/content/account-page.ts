/** The words of a member's own page, /account: My week, and what it says before and after. */
import { site } from './site';

export interface AccountPageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The prerendered page, and until the session is known. */
  checking: string;
  needsScript: string;
  signedOut: { text: string; signIn: string; signUp: string };
  deleted: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: { text: string; link: string };
  /** When a saved class meets and who teaches it, e.g. "Every Monday, 9:00am-10:00am, with Sarra Ben Ali". */
  weeklyClass: (weekday: string, time: string, trainerName: string) => string;
  joinNow: string;
  joinLabel: (className: string) => string;
  addToCalendar: string;
  addToCalendarLabel: (slotName: string) => string;
  remove: string;
  removeLabel: (slotName: string) => string;
  weekToCalendar: string;
  calendarHint: string;
  downloadFailed: string;
}

export const accountPage: AccountPageContent = {
  title: 'My Week',
  description: `Your own week at ${site.name}: the classes you saved from the timetable, with their next dates, and your account settings.`,
  heading: 'Your week at the gym',
  intro:
    'The classes you save from the timetable or the classes page, soonest first, with the date each one next meets. Times are Mahdia time.',
  checking: 'Checking whether you are signed in…',
  needsScript: 'My week needs JavaScript. Turn it on to see the classes you saved.',
  signedOut: {
    text: 'Sign in to see the classes you saved. Saving is free: all it takes is an account.',
    signIn: 'Sign in',
    signUp: 'Create an account',
  },
  deleted: 'Your account has been deleted, with your bookings and the classes you saved. You are signed out.',
  loading: 'Loading your saved classes…',
  loadFailed: 'Your saved classes could not be loaded.',
  retry: 'Try again',
  empty: {
    text: 'No classes saved yet. Press the bookmark beside a class on the timetable or the classes page, and it shows here with its next date.',
    link: 'Open the timetable',
  },
  weeklyClass: (weekday, time, trainerName) => `Every ${weekday}, ${time}, with ${trainerName}`,
  joinNow: 'Join Now',
  joinLabel: (className) => `Join Now: ${className}`,
  addToCalendar: 'Add to calendar',
  addToCalendarLabel: (slotName) => `Add to calendar: ${slotName}`,
  remove: 'Remove',
  removeLabel: (slotName) => `Remove: ${slotName}`,
  weekToCalendar: 'Add my whole week to a calendar',
  calendarHint:
    'Calendar files (.ics) open in Google Calendar, Apple Calendar and Outlook; each saved class repeats weekly, and each booked session is one event on its date.',
  downloadFailed: 'The calendar file could not be made in this browser. Please try again, or add the class by hand.',
};
