/**
 * The words of the desk calling staff (/desk, staff only): the button that turns on a
 * notification and a sound for each enquiry or trial request that arrives while the desk is
 * open, what it says once pressed, and the notification's own lines. Loaded with the inbox only.
 */

export interface DeskCallsContent {
  /** The button: notifications and the sound, for this visit of the desk. */
  turnOn: string;
  /** Beside the button: what it does. */
  explain: string;
  on: string;
  /** The browser refused notifications for the site: the sound still plays. */
  blocked: string;
  /** The browser has no notifications here (an insecure page, some phones): the sound still plays. */
  unsupported: string;
  /** The listener stopped: new leads no longer appear by themselves. */
  liveStopped: string;
  /** A notification's title for a trial request: its class and session. */
  trial: (what: string) => string;
  /** A notification's title for an enquiry: who sent it. */
  enquiry: (name: string) => string;
  /** Between a class and its session in a trial's title: "Yoga, Friday 4 December, 18:00". */
  classAndSession: (className: string, session: string) => string;
  /** What a notification says when the class or the name is unknown. */
  unknown: string;
}

export const deskCalls: DeskCallsContent = {
  turnOn: 'Notify me',
  explain: 'A notification and a short sound for each enquiry or trial request that arrives while this page is open.',
  on: 'Notifications are on while this page is open.',
  blocked:
    'This browser blocks notifications for this site: only the sound will play. Allow notifications in the site’s settings, then press the button again.',
  unsupported: 'This browser cannot show notifications on this page: only the sound will play.',
  liveStopped: 'New requests no longer appear by themselves: reload the page to see the latest.',
  trial: (what) => `Trial request: ${what}`,
  enquiry: (name) => `Enquiry: ${name}`,
  classAndSession: (className, session) => `${className}, ${session}`,
  unknown: 'a visitor',
};
