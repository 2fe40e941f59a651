/**
 * What the desk says when a lead arrives: a notification's title and text in the desk's language
 * ("Trial request: Yoga, Friday 4 December, 18:00", the visitor's name below it; "Enquiry: Amira
 * Ben Salah"), the name cleaned as the replies greet with it (src/lib/reply-name.ts): a visitor's
 * name is their own text, and a notification shows it outside the page.
 */
import type { GymClassName } from '@/content/class-names';
import type { DeskCallsContent } from '@/content/desk-calls';
import type { DeskLead } from '@/firebase/desk-leads';
import type { LocaleCode } from '@/i18n/locales';
import { replyName } from '@/lib/reply-name';
import { sessionInLanguage } from './reply-links';

export interface LeadNotice {
  title: string;
  body: string;
}

export interface NoticeLanguage {
  words: DeskCallsContent;
  classLabels: Readonly<Record<GymClassName, string>>;
  locale: LocaleCode;
}

export function leadNotice(lead: DeskLead, { words, classLabels, locale }: NoticeLanguage): LeadNotice {
  const name = replyName(lead.name) || words.unknown;
  if (lead.kind === 'enquiry') return { title: words.enquiry(name), body: '' };
  const label = lead.className ? classLabels[lead.className as GymClassName] : undefined;
  const session = lead.sessionStart ? sessionInLanguage(lead.sessionStart, locale) : undefined;
  const what = label && session ? words.classAndSession(label, session) : (label ?? session ?? words.unknown);
  return { title: words.trial(what), body: name };
}
