/**
 * The contact page's enquiry form: labels, placeholders, the comment's character count, the
 * rules' messages, and what the form says while sending, after a failure and once sent.
 */
import { formatCount } from '@/i18n/format';

/** The words around a link the component sets in (the gym's phone number or e-mail address). */
export interface AroundLink {
  before: string;
  after: string;
}

/** Every word of the contact page's enquiry form, from its labels to what it says once sent. */
export interface EnquiryFormContent {
  fields: {
    name: { label: string; placeholder: string };
    email: { label: string; placeholder: string };
    className: { label: string /** The first option: no class chosen. */; none: string };
    comment: { label: string; placeholder: string };
    /** The label of the field hidden from people, which only a bot fills in. */
    website: { label: string };
  };
  /** Under the comment, e.g. "985 of 1,000 characters left". */
  commentLeft: (left: number, limit: number) => string;
  commentOver: (over: number, limit: number) => string;
  /** Heard once when the comment crosses the limit. */
  commentOverAlert: (limit: number) => string;
  sending: string;
  submit: string;
  /** The submit button while sending. */
  busy: string;
  tryAgain: string;
  /** The rules' messages (enquiry-rules.ts). */
  errors: {
    emptyName: string;
    nameTooLong: (maxLength: number) => string;
    /** The name holds a line break or another control character (src/lib/blank-text.ts). */
    nameHasControlCharacters: string;
    /** The name holds bidirectional embedding, override or isolate characters (src/lib/blank-text.ts). */
    nameHasDirectionControls: string;
    emptyEmail: string;
    emailTooLong: (maxLength: number) => string;
    invalidEmail: string;
    commentTooLong: (maxLength: number, length: number) => string;
  };
  /** Why nothing was sent, and what to do instead: call (the phone link) or write (the e-mail link). */
  failure: {
    network: { title: string; phone: AroundLink };
    unavailable: { title: string; beforePhone: string; betweenPhoneAndEmail: string; after: string };
    rejected: { title: string; email: AroundLink };
    /** This browser sent the hour's most (the number, PUBLIC_WRITES_PER_HOUR): call instead, or wait. */
    limit: { title: (perHour: number) => string; phone: AroundLink };
  };
  sent: {
    heading: string;
    /** "We will write to <address>.", the address in bold. */
    writeTo: AroundLink;
    another: string;
  };
}

const n = formatCount;
const EVERYTHING_KEPT = '. Everything you typed is still in the form.';

export const enquiryForm: EnquiryFormContent = {
  fields: {
    name: { label: 'Full name', placeholder: 'Full Name *' },
    email: { label: 'E-mail address', placeholder: 'Email Address *' },
    className: { label: 'Class', none: 'Select Class' },
    comment: { label: 'Comment', placeholder: 'Your goals, questions or a good time to call you' },
    website: { label: 'Leave this field empty' },
  },
  commentLeft: (left, limit) => `${n(left)} of ${n(limit)} characters left`,
  commentOver: (over, limit) => `${n(over)} characters over the limit of ${n(limit)}`,
  // The English text has always read the limit without a thousands separator.
  commentOverAlert: (limit) => `Your comment is over the limit of ${limit} characters.`,
  sending: 'Sending your message…',
  submit: 'submit now',
  busy: 'sending…',
  tryAgain: 'try again',
  errors: {
    emptyName: 'Enter your full name.',
    nameTooLong: (maxLength) => `Shorten your name to ${n(maxLength)} characters or fewer.`,
    nameHasControlCharacters:
      'Your name holds a line break or another invisible control character. Type it on one line rather than pasting it.',
    nameHasDirectionControls:
      'Your name holds invisible characters that change the direction of text. Type it again rather than pasting it.',
    emptyEmail: 'Enter your e-mail address.',
    emailTooLong: (maxLength) => `That e-mail address is longer than ${n(maxLength)} characters.`,
    invalidEmail: 'Enter an e-mail address like name@example.com.',
    commentTooLong: (maxLength, length) =>
      `Shorten your comment to ${n(maxLength)} characters or fewer (it has ${n(length)}).`,
  },
  failure: {
    network: {
      title: 'Your message was not sent: we could not reach our server.',
      phone: { before: 'Check your internet connection, then try again, or call us on ', after: EVERYTHING_KEPT },
    },
    unavailable: {
      title: 'Your message was not sent: our enquiry service is not available right now.',
      beforePhone: 'Please try again later, or call us on ',
      betweenPhoneAndEmail: ' or write to ',
      after: EVERYTHING_KEPT,
    },
    rejected: {
      title: 'Your message was not accepted by our server.',
      email: { before: 'Check your details and try again, or write to us directly at ', after: EVERYTHING_KEPT },
    },
    limit: {
      title: (perHour) =>
        `Your message was not sent: we accept at most ${n(perHour)} messages an hour from one browser.`,
      phone: { before: 'Please call us on ', after: `, or send it again in an hour${EVERYTHING_KEPT}` },
    },
  },
  sent: {
    heading: 'Thank you, your message is sent',
    writeTo: { before: 'We will write to ', after: '.' },
    another: 'send another message',
  },
};
