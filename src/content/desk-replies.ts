/**
 * The first words of the desk's one-tap replies (WhatsApp, e-mail), in each visitor's own
 * language, whatever the desk's: staff answer a French enquiry in French from the Arabic desk.
 * So this module holds all three languages and has no translation of its own; it loads with
 * the desk only. Class names come in each language: French and Arabic from their class-labels
 * (imported by path, which no language build swaps), English from the names themselves, which
 * are the English labels (desk-replies.test.ts holds them together).
 */
import type { LocaleCode } from '@/i18n/locales';
import { classLabels as arabicClassLabels } from './ar/class-labels';
import type { GymClassName } from './class-names';
import { classLabels as frenchClassLabels } from './fr/class-labels';

/** What a reply is about, each value already in the visitor's language. */
export interface ReplySubject {
  /** The visitor's name as replies may carry it (replyName): possibly empty. */
  name: string;
  gym: string;
  /** The class the visitor asked about, or null. */
  classLabel: string | null;
  /** A trial's session ("Tuesday 16 March, 18:00"), or null for an enquiry. */
  session: string | null;
}

/** A trial whose session was cancelled: what the visitor is told, and where to book again. */
export interface CancelledSubject extends ReplySubject {
  session: string;
  /** The trial page in the visitor's language, the class already chosen. */
  bookingLink: string;
}

export interface DeskReplyWords {
  whatsApp: (subject: ReplySubject) => string;
  emailSubject: (subject: ReplySubject) => string;
  /** Lines of the e-mail's body; the link joins them with CRLF, as mailto: asks. */
  emailBody: (subject: ReplySubject) => string[];
  /** The session is off (cancelled, or the gym closed): sorry, and book another date. */
  cancelledWhatsApp: (subject: CancelledSubject) => string;
  cancelledEmailSubject: (subject: CancelledSubject) => string;
  cancelledEmailBody: (subject: CancelledSubject) => string[];
}

/**
 * Whether a stored class is one of the timetable's (the keys every language's labels share).
 * Checked on the labels, not with class-names.ts's own guard: the desk then shares no chunk
 * with the public pages' forms, whose list the route table carries in every first load.
 */
export function isLabelledClass(name: string): name is GymClassName {
  return Object.hasOwn(frenchClassLabels, name);
}

export const replyClassLabel: Readonly<Record<LocaleCode, (name: GymClassName) => string>> = {
  en: (name) => name,
  fr: (name) => frenchClassLabels[name],
  ar: (name) => arabicClassLabels[name],
};

/** "Hello Amira", or "Hello" alone when nothing of the name is left to greet (src/lib/reply-name.ts). */
const greet = (hello: string, name: string) => (name ? `${hello} ${name}` : hello);

export const deskReplies: Readonly<Record<LocaleCode, DeskReplyWords>> = {
  en: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `${greet('Hello', name)}, this is ${gym}. We have your request for a free ${classLabel ?? ''} trial class on ${session}. Can you confirm you are coming?`
        : `${greet('Hello', name)}, this is ${gym}. Thank you for your message${classLabel ? ` about ${classLabel}` : ''}. How can we help?`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `Your free trial class at ${gym}: ${classLabel ?? ''}, ${session}` : `Your message to ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `${greet('Hello', name)},`,
      '',
      session
        ? `Thank you for booking a free ${classLabel ?? ''} trial class on ${session}. Can you confirm you are coming?`
        : `Thank you for your message${classLabel ? ` about ${classLabel}` : ''}.`,
      '',
      'See you soon,',
      gym,
    ],
    cancelledWhatsApp: ({ name, gym, classLabel, session, bookingLink }) =>
      `${greet('Hello', name)}, this is ${gym}. We are sorry: the ${classLabel ?? ''} class on ${session} is cancelled, so your free trial cannot take place then. Would you like to book another date? ${bookingLink}`,
    cancelledEmailSubject: ({ gym, classLabel, session }) =>
      `Cancelled: your free trial class at ${gym} (${classLabel ?? ''}, ${session})`,
    cancelledEmailBody: ({ name, gym, classLabel, session, bookingLink }) => [
      `${greet('Hello', name)},`,
      '',
      `We are sorry: the ${classLabel ?? ''} class on ${session} is cancelled, so your free trial cannot take place then.`,
      `Would you like to book another date? ${bookingLink}`,
      '',
      'See you soon,',
      gym,
    ],
  },
  fr: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `${greet('Bonjour', name)}, ici ${gym}. Nous avons bien reçu votre demande de cours d’essai gratuit de ${classLabel ?? ''} le ${session}. Pouvez-vous confirmer votre venue ?`
        : `${greet('Bonjour', name)}, ici ${gym}. Merci pour votre message${classLabel ? ` au sujet du cours de ${classLabel}` : ''}. Comment pouvons-nous vous aider ?`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `Votre cours d’essai gratuit chez ${gym} : ${classLabel ?? ''}, ${session}` : `Votre message à ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `${greet('Bonjour', name)},`,
      '',
      session
        ? `Merci d’avoir réservé un cours d’essai gratuit de ${classLabel ?? ''} le ${session}. Pouvez-vous confirmer votre venue ?`
        : `Merci pour votre message${classLabel ? ` au sujet du cours de ${classLabel}` : ''}.`,
      '',
      'À bientôt,',
      gym,
    ],
    cancelledWhatsApp: ({ name, gym, classLabel, session, bookingLink }) =>
      `${greet('Bonjour', name)}, ici ${gym}. Nous sommes désolés : le cours de ${classLabel ?? ''} du ${session} est annulé, votre cours d’essai gratuit ne peut donc pas avoir lieu. Voulez-vous réserver une autre date ? ${bookingLink}`,
    cancelledEmailSubject: ({ gym, classLabel, session }) =>
      `Annulé : votre cours d’essai gratuit chez ${gym} (${classLabel ?? ''}, ${session})`,
    cancelledEmailBody: ({ name, gym, classLabel, session, bookingLink }) => [
      `${greet('Bonjour', name)},`,
      '',
      `Nous sommes désolés : le cours de ${classLabel ?? ''} du ${session} est annulé, votre cours d’essai gratuit ne peut donc pas avoir lieu.`,
      `Voulez-vous réserver une autre date ? ${bookingLink}`,
      '',
      'À bientôt,',
      gym,
    ],
  },
  ar: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `${greet('مرحبًا', name)}، معك ${gym}. وصلنا طلبك لحصة ${classLabel ?? ''} التجريبية المجانية يوم ${session}. هل يمكنك تأكيد حضورك؟`
        : `${greet('مرحبًا', name)}، معك ${gym}. شكرًا على رسالتك${classLabel ? ` بخصوص حصة ${classLabel}` : ''}. كيف يمكننا مساعدتك؟`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `حصتك التجريبية المجانية في ${gym}: ${classLabel ?? ''}، ${session}` : `رسالتك إلى ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `${greet('مرحبًا', name)}،`,
      '',
      session
        ? `شكرًا على حجز حصة ${classLabel ?? ''} التجريبية المجانية يوم ${session}. هل يمكنك تأكيد حضورك؟`
        : `شكرًا على رسالتك${classLabel ? ` بخصوص حصة ${classLabel}` : ''}.`,
      '',
      'إلى اللقاء قريبًا،',
      gym,
    ],
    cancelledWhatsApp: ({ name, gym, classLabel, session, bookingLink }) =>
      `${greet('مرحبًا', name)}، معك ${gym}. نعتذر: أُلغيت حصة ${classLabel ?? ''} يوم ${session}، لذا لن تُقام حصتك التجريبية المجانية في موعدها. هل تودّ حجز موعد آخر؟ ${bookingLink}`,
    cancelledEmailSubject: ({ gym, classLabel, session }) =>
      `أُلغيت حصتك التجريبية المجانية في ${gym} (${classLabel ?? ''}، ${session})`,
    cancelledEmailBody: ({ name, gym, classLabel, session, bookingLink }) => [
      `${greet('مرحبًا', name)}،`,
      '',
      `نعتذر: أُلغيت حصة ${classLabel ?? ''} يوم ${session}، لذا لن تُقام حصتك التجريبية المجانية في موعدها.`,
      `هل تودّ حجز موعد آخر؟ ${bookingLink}`,
      '',
      'إلى اللقاء قريبًا،',
      gym,
    ],
  },
};
