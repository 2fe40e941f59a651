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
  name: string;
  gym: string;
  /** The class the visitor asked about, or null. */
  classLabel: string | null;
  /** A trial's session ("Tuesday 16 March, 18:00"), or null for an enquiry. */
  session: string | null;
}

export interface DeskReplyWords {
  whatsApp: (subject: ReplySubject) => string;
  emailSubject: (subject: ReplySubject) => string;
  /** Lines of the e-mail's body; the link joins them with CRLF, as mailto: asks. */
  emailBody: (subject: ReplySubject) => string[];
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

export const deskReplies: Readonly<Record<LocaleCode, DeskReplyWords>> = {
  en: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `Hello ${name}, this is ${gym}. We have your request for a free ${classLabel ?? ''} trial class on ${session}. Can you confirm you are coming?`
        : `Hello ${name}, this is ${gym}. Thank you for your message${classLabel ? ` about ${classLabel}` : ''}. How can we help?`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `Your free trial class at ${gym}: ${classLabel ?? ''}, ${session}` : `Your message to ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `Hello ${name},`,
      '',
      session
        ? `Thank you for booking a free ${classLabel ?? ''} trial class on ${session}. Can you confirm you are coming?`
        : `Thank you for your message${classLabel ? ` about ${classLabel}` : ''}.`,
      '',
      'See you soon,',
      gym,
    ],
  },
  fr: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `Bonjour ${name}, ici ${gym}. Nous avons bien reçu votre demande de cours d’essai gratuit de ${classLabel ?? ''} le ${session}. Pouvez-vous confirmer votre venue ?`
        : `Bonjour ${name}, ici ${gym}. Merci pour votre message${classLabel ? ` au sujet du cours de ${classLabel}` : ''}. Comment pouvons-nous vous aider ?`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `Votre cours d’essai gratuit chez ${gym} : ${classLabel ?? ''}, ${session}` : `Votre message à ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `Bonjour ${name},`,
      '',
      session
        ? `Merci d’avoir réservé un cours d’essai gratuit de ${classLabel ?? ''} le ${session}. Pouvez-vous confirmer votre venue ?`
        : `Merci pour votre message${classLabel ? ` au sujet du cours de ${classLabel}` : ''}.`,
      '',
      'À bientôt,',
      gym,
    ],
  },
  ar: {
    whatsApp: ({ name, gym, classLabel, session }) =>
      session
        ? `مرحبًا ${name}، معك ${gym}. وصلنا طلبك لحصة ${classLabel ?? ''} التجريبية المجانية يوم ${session}. هل يمكنك تأكيد حضورك؟`
        : `مرحبًا ${name}، معك ${gym}. شكرًا على رسالتك${classLabel ? ` بخصوص حصة ${classLabel}` : ''}. كيف يمكننا مساعدتك؟`,
    emailSubject: ({ gym, classLabel, session }) =>
      session ? `حصتك التجريبية المجانية في ${gym}: ${classLabel ?? ''}، ${session}` : `رسالتك إلى ${gym}`,
    emailBody: ({ name, gym, classLabel, session }) => [
      `مرحبًا ${name}،`,
      '',
      session
        ? `شكرًا على حجز حصة ${classLabel ?? ''} التجريبية المجانية يوم ${session}. هل يمكنك تأكيد حضورك؟`
        : `شكرًا على رسالتك${classLabel ? ` بخصوص حصة ${classLabel}` : ''}.`,
      '',
      'إلى اللقاء قريبًا،',
      gym,
    ],
  },
};
