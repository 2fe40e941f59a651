/**
 * The words of saving classes: the Save control on timetable rows and class cards, and what the
 * site says when a save or a removal succeeds or fails.
 */

export interface SlotNameParts {
  /** The class's shown name (class-labels.ts). */
  className: string;
  weekday: string;
  /** The start, formatted for the page's language: "9:00am" in English, "09:00" in French. */
  start: string;
}

export interface SavedClassesContent {
  /** The Save control's name for screen readers, e.g. "Save Fitness, Monday 9:00am". */
  saveLabel: (slotName: string) => string;
  /** One class of the week in a sentence, e.g. "Fitness, Monday 9:00am". */
  slotName: (parts: SlotNameParts) => string;
  /** Under the timetable: what the bookmark does. */
  scheduleHint: string;
  saved: (slotName: string) => string;
  removed: (slotName: string) => string;
  seeMyWeek: string;
  /** Each failure starts with one of these and goes on with a reason. */
  saveFailed: (slotName: string) => string;
  removeFailed: (slotName: string) => string;
  loadFailed: string;
  failureReasons: Record<'network' | 'unavailable' | 'rejected', string>;
  /**
   * A save or removal the server did not answer in time, checked by reading the list again:
   * done after all, or not seen done (it may still be: the page shows it if it is).
   */
  lateSaved: (slotName: string) => string;
  lateRemoved: (slotName: string) => string;
  saveUnconfirmed: (slotName: string) => string;
  removeUnconfirmed: (slotName: string) => string;
  /** The sign-in and sign-up forms' opening line for a visitor who pressed Save signed out. */
  signInToSave: (slotName: string) => string;
  signUpToSave: (slotName: string) => string;
  retry: string;
  dismiss: string;
}

export const savedClassesWords: SavedClassesContent = {
  saveLabel: (slotName) => `Save ${slotName}`,
  slotName: ({ className, weekday, start }) => `${className}, ${weekday} ${start}`,
  scheduleHint: 'The bookmark beside a class saves it to My week, your own timetable: a free account is all it takes.',
  saved: (slotName) => `${slotName} is saved in My week.`,
  removed: (slotName) => `${slotName} is no longer in My week.`,
  seeMyWeek: 'See My week',
  saveFailed: (slotName) => `${slotName} was not saved:`,
  removeFailed: (slotName) => `${slotName} was not removed:`,
  loadFailed: 'Your saved classes could not be loaded:',
  failureReasons: {
    network: 'we could not reach our server. Check your internet connection, then try again.',
    unavailable: 'our member service is not answering right now. Please try again in a moment.',
    rejected: 'the change was refused. Reload the page, then try again.',
  },
  lateSaved: (slotName) => `${slotName} is saved in My week after all: our server was slow to confirm it.`,
  lateRemoved: (slotName) => `${slotName} is no longer in My week after all: our server was slow to confirm it.`,
  saveUnconfirmed: (slotName) =>
    `We could not confirm that ${slotName} is saved: our member service took too long to answer. If the save still goes through, this page will show it.`,
  removeUnconfirmed: (slotName) =>
    `We could not confirm that ${slotName} was removed: our member service took too long to answer. If the removal still goes through, this page will show it.`,
  signInToSave: (slotName) => `Sign in to save ${slotName} to My week. You come straight back to where you were.`,
  signUpToSave: (slotName) =>
    `Create a free account to save ${slotName} to My week. You come straight back to where you were.`,
  retry: 'Try again',
  dismiss: 'Close this message',
};
