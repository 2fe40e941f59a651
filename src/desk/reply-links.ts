/**
 * The desk's one-tap replies to a lead: a WhatsApp chat with a first message, a phone call, an
 * e-mail with subject and body, each written in the VISITOR's language (the lead's `locale`),
 * whatever the desk's. They greet the visitor by the short, cleaned form of the name they typed
 * (src/lib/reply-name.ts), never by what they typed as it is: these go out in the gym's name. Pure,
 * so every language is tested (reply-links.test.ts).
 */
import { deskReplies, isLabelledClass, type ReplySubject, replyClassLabel } from '@/content/desk-replies';
import { paths } from '@/content/paths';
import { siteFacts } from '@/content/site-facts';
import type { DeskLead } from '@/firebase/desk-leads';
import { spellDayAndMonth } from '@/i18n/date-words';
import { type LocaleCode, locales, localizedPath } from '@/i18n/locales';
import { replyName } from '@/lib/reply-name';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { wallClockIn } from '@/timetable/zoned-time';

export interface ReplyLinks {
  /** Only for a phone the visitor said is on WhatsApp. */
  whatsApp?: string;
  phone?: string;
  email?: string;
}

/**
 * A trial's session as the visitor's language writes it, in the gym's time ("mardi 16 mars,
 * 18:00"): the date as every page spells it, and the time on a 24-hour clock.
 */
export function sessionInLanguage(start: Date, locale: LocaleCode): string {
  const wall = wallClockIn(start, GYM_TIME_ZONE);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  const comma = locale === 'ar' ? '،' : ',';
  return `${spellDayAndMonth(wall, locales[locale].intlLocale)}${comma} ${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

function replySubject(lead: Pick<DeskLead, 'name' | 'className' | 'locale'> & Partial<TrialContact>): ReplySubject {
  const className = lead.className;
  return {
    name: replyName(lead.name),
    gym: siteFacts.name,
    classLabel: className && isLabelledClass(className) ? replyClassLabel[lead.locale](className) : className,
    session: lead.sessionStart ? sessionInLanguage(lead.sessionStart, lead.locale) : null,
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

/**
 * An e-mail with subject and body. The address stays readable (its @ unescaped); subject and body
 * are encoded with %20 for spaces, never +, which mail programs would show as a plus sign; the
 * body's lines are joined with CRLF, as mailto: asks.
 */
function mailtoLink(email: string, subject: string, lines: readonly string[]): string {
  const address = encodeURIComponent(email).replaceAll('%40', '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}

export function replyLinks(lead: DeskLead): ReplyLinks {
  const words = deskReplies[lead.locale];
  const subject = replySubject(lead);
  const links: ReplyLinks = {};
  if (lead.kind === 'trial' && dialable(lead.phone).replace('+', '').length >= 8) {
    links.phone = `tel:${dialable(lead.phone)}`;
    if (lead.whatsapp) links.whatsApp = whatsAppLink(lead.phone, words.whatsApp(subject));
  }
  if (lead.email) links.email = mailtoLink(lead.email, words.emailSubject(subject), words.emailBody(subject));
  return links;
}

/** What the desk knows of a trial request, in the inbox and the overview alike. */
export interface TrialContact {
  name: string;
  phone: string;
  whatsapp: boolean;
  email: string;
  locale: LocaleCode;
  className: string | null;
  sessionStart: Date | null;
}

/** The one-tap way to tell a visitor their trial's session is off, and which channel it uses. */
export interface CancelledReply {
  channel: 'whatsApp' | 'email' | 'phone';
  href: string;
}

/** The trial page in the visitor's language, their class already chosen when it is the timetable's. */
function bookingLink({ className, locale }: Pick<TrialContact, 'className' | 'locale'>): string {
  const path = className && isLabelledClass(className) ? paths.trialForClass(className) : paths.trial;
  return `${siteFacts.url}${localizedPath(locale, path)}`;
}

/**
 * Telling a visitor their trial's session is cancelled, in THEIR language: a WhatsApp message
 * when they said their phone has it, else an e-mail when they left one, else a call (a tel: link
 * carries no message). Undefined when there is no way to reach them or no session to name.
 */
export function cancelledReplyLink(trial: TrialContact): CancelledReply | undefined {
  const subject = replySubject(trial);
  if (!trial.sessionStart || !subject.session) return undefined;
  const words = deskReplies[trial.locale];
  const cancelled = { ...subject, session: subject.session, bookingLink: bookingLink(trial) };
  const canDial = dialable(trial.phone).replace('+', '').length >= 8;
  if (canDial && trial.whatsapp) {
    return { channel: 'whatsApp', href: whatsAppLink(trial.phone, words.cancelledWhatsApp(cancelled)) };
  }
  if (trial.email) {
    const href = mailtoLink(trial.email, words.cancelledEmailSubject(cancelled), words.cancelledEmailBody(cancelled));
    return { channel: 'email', href };
  }
  return canDial ? { channel: 'phone', href: `tel:${dialable(trial.phone)}` } : undefined;
}
