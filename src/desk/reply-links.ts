/**
 * The desk's one-tap replies to a lead: a WhatsApp chat with a first message, a phone call, an
 * e-mail with subject and body, each written in the VISITOR's language (the lead's `locale`),
 * whatever the desk's. Pure, so every language is tested (reply-links.test.ts).
 */
import { deskReplies, isLabelledClass, type ReplySubject, replyClassLabel } from '@/content/desk-replies';
import { siteFacts } from '@/content/site-facts';
import type { DeskLead } from '@/firebase/desk-leads';
import { type LocaleCode, locales } from '@/i18n/locales';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';

export interface ReplyLinks {
  /** Only for a phone the visitor said is on WhatsApp. */
  whatsApp?: string;
  phone?: string;
  email?: string;
}

/**
 * A trial's session as the visitor's language writes it, in the gym's time ("mardi 16 mars,
 * 18:00"): assembled from parts, because engines disagree on a whole date's punctuation.
 */
export function sessionInLanguage(start: Date, locale: LocaleCode): string {
  const parts = new Intl.DateTimeFormat(locales[locale].intlLocale, {
    timeZone: GYM_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const comma = locale === 'ar' ? '،' : ',';
  return `${part('weekday')} ${part('day')} ${part('month')}${comma} ${part('hour')}:${part('minute')}`;
}

function replySubject(lead: DeskLead): ReplySubject {
  const className = lead.className;
  return {
    name: lead.name,
    gym: siteFacts.name,
    classLabel: className && isLabelledClass(className) ? replyClassLabel[lead.locale](className) : className,
    session: lead.kind === 'trial' && lead.sessionStart ? sessionInLanguage(lead.sessionStart, lead.locale) : null,
  };
}

/**
 * A WhatsApp chat with the visitor: wa.me wants the international number in digits only. Not
 * src/lib/chat-links.ts's helper (the same two lines): importing it would split that module into
 * a chunk of its own, and the route table would list it in every public page's first load.
 */
function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '').replace(/^0+/, '')}?text=${encodeURIComponent(message)}`;
}

/** `+216 20 123 456` → `+21620123456`: what a dialler takes. */
function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export function replyLinks(lead: DeskLead): ReplyLinks {
  const words = deskReplies[lead.locale];
  const subject = replySubject(lead);
  const links: ReplyLinks = {};
  if (lead.kind === 'trial' && dialable(lead.phone).replace('+', '').length >= 8) {
    links.phone = `tel:${dialable(lead.phone)}`;
    if (lead.whatsapp) links.whatsApp = whatsAppLink(lead.phone, words.whatsApp(subject));
  }
  if (lead.email) {
    // The address stays readable (its @ unescaped); subject and body are encoded with %20 for
    // spaces, never +, which mail programs would show as a plus sign.
    const address = encodeURIComponent(lead.email).replaceAll('%40', '@');
    const body = words.emailBody(subject).join('\r\n');
    links.email = `mailto:${address}?subject=${encodeURIComponent(words.emailSubject(subject))}&body=${encodeURIComponent(body)}`;
  }
  return links;
}
