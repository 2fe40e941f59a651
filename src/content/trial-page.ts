/**
 * The /trial page's words: the free trial form, what it says while sending and after a failure,
 * and the confirmation once sent.
 */
import { formatCount } from '@/i18n/format';
import type { AroundLink } from './enquiry-form';
import { privacyFacts } from './privacy-facts';
import type { DataUseNote } from './privacy-notes';
import { site } from './site';

/** Every word of the /trial page: its form, its failures and the confirmation once sent. */
export interface TrialPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  formTitle: string;
  fields: {
    className: { label: string /** The first option: no class chosen. */; none: string };
    session: { legend: string };
    name: { label: string; placeholder: string };
    /** The hint names the two example numbers (trial-form-facts.ts). */
    phone: { label: string; placeholder: string; hint: (tunisian: string, international: string) => string };
    whatsapp: { label: string };
    email: { label: string; placeholder: string; hint: string };
    /** The label of the field hidden from people, which only a bot fills in. */
    website: { label: string };
  };
  /** Shown where the dates will be until the page has loaded: they depend on today. */
  datesAfterStart: string;
  chooseClassFirst: string;
  /** The class has no session within the booking window (`days`). */
  noSessions: (days: number) => string;
  /** One session as a choice, e.g. "Monday 30 November 2026, 9:00am-10:00am". */
  sessionWhen: (weekday: string, date: string, hours: string) => string;
  /** Said after a full session's date, which cannot be chosen. */
  full: string;
  /** The read of the taken places failed: the visitor may still send. */
  placesUnknown: string;
  sending: string;
  submit: string;
  busy: string;
  tryAgain: string;
  errors: {
    noClass: string;
    noSession: string;
    emptyName: string;
    nameTooLong: (maxLength: number) => string;
    nameHasControlCharacters: string;
    nameHasDirectionControls: string;
    emptyPhone: string;
    invalidPhone: (tunisian: string, international: string) => string;
    emailTooLong: (maxLength: number) => string;
    invalidEmail: string;
  };
  /** Why nothing was sent; each ends with the call line (the phone link) and `kept`. */
  failure: {
    network: string;
    unavailable: string;
    noAnswer: string;
    rejected: string;
    limit: (perHour: number) => string;
    full: string;
    held: string;
    /** Today's trial requests reached the limit staff set (src/firebase/trial-day.ts). */
    dayFull: string;
    callUs: AroundLink;
    kept: string;
  };
  sent: {
    heading: string;
    /** What happens next: the gym confirms by WhatsApp or by phone. */
    nextSteps: (isWhatsApp: boolean) => string;
    /** The confirmation's terms, before the session's values. */
    dateTerm: string;
    timeTerm: string;
    trainerTerm: string;
    addressTerm: string;
    addToCalendar: string;
    calendarFailed: string;
    another: string;
  };
  dataNote: DataUseNote;
}

const n = formatCount;

export const trialPage: TrialPageContent = {
  title: 'Free Trial Class',
  description: `Book a free trial class at ${site.name} in ${site.town}: pick a class and a date, and we confirm by phone or WhatsApp.`,
  eyebrow: 'your first class is on us',
  heading: 'Book a Free Trial',
  intro: 'Pick a class and one of its next dates, leave your name and phone number, and we confirm your place.',
  formTitle: 'Your Free Trial',
  fields: {
    className: { label: 'Class', none: 'Select Class' },
    session: { legend: 'Date' },
    name: { label: 'Full name', placeholder: 'Full Name *' },
    phone: {
      label: 'Phone number',
      placeholder: 'Phone Number *',
      hint: (tunisian, international) =>
        `A Tunisian number (${tunisian}), or any number with its country code (${international}).`,
    },
    whatsapp: { label: 'This number has WhatsApp' },
    email: {
      label: 'E-mail address (optional)',
      placeholder: 'Email Address',
      hint: 'Only if you would also like an answer by e-mail.',
    },
    website: { label: 'Leave this field empty' },
  },
  datesAfterStart: 'The dates of the next two weeks appear once the page has loaded.',
  chooseClassFirst: 'Choose a class to see its next dates.',
  noSessions: (days) => `This class has no session in the next ${n(days)} days.`,
  sessionWhen: (weekday, date, hours) => `${weekday} ${date}, ${hours}`,
  full: 'full',
  placesUnknown:
    'We could not check which dates are already full. You can still send your request: if the date is full, we will tell you.',
  sending: 'Sending your request…',
  submit: 'book my free trial',
  busy: 'sending…',
  tryAgain: 'try again',
  errors: {
    noClass: 'Choose a class.',
    noSession: 'Choose a date.',
    emptyName: 'Enter your full name.',
    nameTooLong: (maxLength) => `Shorten your name to ${n(maxLength)} characters or fewer.`,
    nameHasControlCharacters:
      'Your name holds a line break or another invisible control character. Type it on one line rather than pasting it.',
    nameHasDirectionControls:
      'Your name holds invisible characters that change the direction of text. Type it again rather than pasting it.',
    emptyPhone: 'Enter your phone number.',
    invalidPhone: (tunisian, international) =>
      `Enter a phone number like ${tunisian}, or with its country code like ${international}.`,
    emailTooLong: (maxLength) => `That e-mail address is longer than ${n(maxLength)} characters.`,
    invalidEmail: 'Enter an e-mail address like name@example.com, or leave it empty.',
  },
  failure: {
    network:
      'Your request was not sent: we could not reach our server. Check your internet connection, then try again.',
    unavailable: 'Your request was not sent: our booking service is not available right now. Please try again later.',
    noAnswer: 'Your request was not sent: our booking service did not answer in time. Please try again.',
    rejected: 'Your request was not accepted by our server. Check your details and try again.',
    limit: (perHour) =>
      `Your request was not sent: we accept at most ${n(perHour)} requests an hour from one browser. Please try again in an hour.`,
    full: 'Your request was not sent: that date has just become full. Please choose another date.',
    dayFull: 'Today’s trial requests are full: call us and we will find you a time.',
    held: 'You have already asked for a free trial in this class on that date: we will call you about it. To change it, call us.',
    callUs: { before: 'You can also call us on ', after: '.' },
    kept: 'Everything you typed is still in the form.',
  },
  sent: {
    heading: 'Your free trial is requested',
    nextSteps: (isWhatsApp) =>
      isWhatsApp
        ? 'We will confirm your place by WhatsApp or by phone, usually within a day. Bring sports clothes, a towel and water.'
        : 'We will call you to confirm your place, usually within a day. Bring sports clothes, a towel and water.',
    dateTerm: 'Date',
    timeTerm: 'Time',
    trainerTerm: 'Trainer',
    addressTerm: 'Address',
    addToCalendar: 'Add to calendar',
    calendarFailed: 'Your browser did not save the calendar file. Note the date above instead.',
    another: 'book another trial',
  },
  dataNote: {
    text: `We store your name, phone number, e-mail and chosen class with Google Firebase only to arrange your trial, and delete them after ${privacyFacts.enquiryRetentionMonths} months.`,
    linkIntro: 'Read our',
    linkOutro: '.',
  },
};
