/**
 * The contact page's enquiry form: labels, placeholders, the comment's character count, the
 * rules' messages, and what the form says while sending, after a failure and once sent.
 */
import { formatCount } from '@/i18n/format';
import type { EnquiryFormContent } from './types';

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
  correctFields: (fields) =>
    `Please correct the ${fields === 1 ? 'field' : `${fields} fields`} with an error message above.`,
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
