import { describe, expect, it } from 'vitest';
import { classLabels } from '@/content/class-labels';
import { gymClassNames } from '@/content/class-names';
import { isLabelledClass, replyClassLabel } from '@/content/desk-replies';
import type { DeskEnquiry, DeskTrial } from '@/firebase/desk-leads';
import { cancelledReplyLink, replyLinks, sessionInLanguage } from './reply-links';

// Tuesday 16 March 2027, 09:00 in Tunis (UTC+1): the timetable's Tuesday 9:00am Boxing.
const SESSION = new Date('2027-03-16T08:00:00Z');

const trial = (locale: DeskTrial['locale'], overrides: Partial<DeskTrial> = {}): DeskTrial => ({
  id: 't1',
  kind: 'trial',
  name: 'Amira',
  email: '',
  phone: '+216 20 123 456',
  whatsapp: true,
  className: 'Boxing',
  slotId: 'tuesday-0900-boxing',
  sessionId: 'tuesday-0900-boxing_2027-03-16',
  sessionStart: SESSION,
  locale,
  status: 'new',
  createdAt: new Date('2027-03-14T10:00:00Z'),
  note: '',
  ...overrides,
});

const enquiry = (locale: DeskEnquiry['locale'], overrides: Partial<DeskEnquiry> = {}): DeskEnquiry => ({
  id: 'e1',
  kind: 'enquiry',
  name: 'Karim',
  email: 'karim+gym@example.tn',
  className: null,
  comment: 'Hello',
  locale,
  status: 'new',
  createdAt: new Date('2027-03-14T10:00:00Z'),
  note: '',
  ...overrides,
});

/** A parameter of a link, decoded as the app that opens it reads it (%20 and all). */
const decoded = (link: string | undefined, parameter: string) =>
  decodeURIComponent(
    link
      ?.split(/[?&]/)
      .find((pair) => pair.startsWith(`${parameter}=`))
      ?.slice(parameter.length + 1) ?? '',
  );

describe('a trial’s WhatsApp link', () => {
  it('opens a chat with the number in digits and a first message in English', () => {
    const link = replyLinks(trial('en')).whatsApp;
    expect(link).toMatch(/^https:\/\/wa\.me\/21620123456\?text=/);
    expect(decoded(link, 'text')).toBe(
      'Hello Amira, this is Rivage Gym. We have your request for a free Boxing trial class on Tuesday 16 March, 09:00. Can you confirm you are coming?',
    );
  });

  it('writes in French for a French visitor, whatever the desk’s language', () => {
    expect(decoded(replyLinks(trial('fr')).whatsApp, 'text')).toBe(
      'Bonjour Amira, ici Rivage Gym. Nous avons bien reçu votre demande de cours d’essai gratuit de Boxe le mardi 16 mars, 09:00. Pouvez-vous confirmer votre venue ?',
    );
  });

  it('writes in Arabic for an Arabic visitor, with Western digits', () => {
    expect(decoded(replyLinks(trial('ar')).whatsApp, 'text')).toBe(
      'مرحبًا Amira، معك Rivage Gym. وصلنا طلبك لحصة الملاكمة التجريبية المجانية يوم الثلاثاء 16 مارس، 09:00. هل يمكنك تأكيد حضورك؟',
    );
  });

  it('encodes spaces as %20, never +', () => {
    const link = replyLinks(trial('en')).whatsApp ?? '';
    expect(link).toContain('Hello%20Amira');
    expect(link).not.toContain('+');
  });

  it('is not offered for a phone the visitor said is not on WhatsApp; the call is', () => {
    const links = replyLinks(trial('en', { whatsapp: false }));
    expect(links.whatsApp).toBeUndefined();
    expect(links.phone).toBe('tel:+21620123456');
  });
});

describe('phone and e-mail', () => {
  it('calls the number as a dialler takes it, and offers no e-mail when the visitor left none', () => {
    expect(replyLinks(trial('fr'))).toEqual({ whatsApp: expect.any(String), phone: 'tel:+21620123456' });
  });

  it('offers no phone or WhatsApp for an enquiry, which has none', () => {
    expect(Object.keys(replyLinks(enquiry('en')))).toEqual(['email']);
  });

  it.each([
    [
      'en',
      'Your message to Rivage Gym',
      'Hello Karim,\r\n\r\nThank you for your message about Yoga.\r\n\r\nSee you soon,\r\nRivage Gym',
    ],
    [
      'fr',
      'Votre message à Rivage Gym',
      'Bonjour Karim,\r\n\r\nMerci pour votre message au sujet du cours de Yoga.\r\n\r\nÀ bientôt,\r\nRivage Gym',
    ],
    [
      'ar',
      'رسالتك إلى Rivage Gym',
      'مرحبًا Karim،\r\n\r\nشكرًا على رسالتك بخصوص حصة اليوغا.\r\n\r\nإلى اللقاء قريبًا،\r\nRivage Gym',
    ],
  ] as const)('writes an enquiry’s e-mail in the visitor’s language (%s), spaces encoded', (locale, subject, body) => {
    const link = replyLinks(enquiry(locale, { className: 'Yoga' })).email ?? '';
    expect(link.startsWith('mailto:karim%2Bgym@example.tn?subject=')).toBe(true);
    expect(link).not.toMatch(/[ +]/);
    expect(decoded(link, 'subject')).toBe(subject);
    expect(decoded(link, 'body')).toBe(body);
  });

  it('names the class and session in a trial’s e-mail subject', () => {
    const link = replyLinks(trial('fr', { email: 'amira@example.tn' })).email;
    expect(decoded(link, 'subject')).toBe('Votre cours d’essai gratuit chez Rivage Gym : Boxe, mardi 16 mars, 09:00');
  });
});

describe('the reply words', () => {
  it('name each class in English as the English pages do', () => {
    for (const name of gymClassNames) expect(replyClassLabel.en(name)).toBe(classLabels[name]);
  });

  it('know every class of the timetable, and nothing else, as a class', () => {
    for (const name of gymClassNames) expect(isLabelledClass(name)).toBe(true);
    expect(isLabelledClass('Zumba')).toBe(false);
    expect(isLabelledClass('toString')).toBe(false);
  });

  it('write a session in the gym’s time in each language', () => {
    // 23:30 UTC on Monday is 00:30 on Tuesday in Tunis.
    const late = new Date('2027-03-15T23:30:00Z');
    expect(sessionInLanguage(late, 'en')).toBe('Tuesday 16 March, 00:30');
    expect(sessionInLanguage(late, 'fr')).toBe('mardi 16 mars, 00:30');
    expect(sessionInLanguage(late, 'ar')).toBe('الثلاثاء 16 مارس، 00:30');
  });
});

describe('telling a visitor their trial’s session is cancelled', () => {
  it.each([
    [
      'en',
      'Hello Amira, this is Rivage Gym. We are sorry: the Boxing class on Tuesday 16 March, 09:00 is cancelled, so your free trial cannot take place then. Would you like to book another date? https://www.rivage-gym.example/trial?class=Boxing',
    ],
    [
      'fr',
      'Bonjour Amira, ici Rivage Gym. Nous sommes désolés : le cours de Boxe du mardi 16 mars, 09:00 est annulé, votre cours d’essai gratuit ne peut donc pas avoir lieu. Voulez-vous réserver une autre date ? https://www.rivage-gym.example/fr/trial?class=Boxing',
    ],
    [
      'ar',
      'مرحبًا Amira، معك Rivage Gym. نعتذر: أُلغيت حصة الملاكمة يوم الثلاثاء 16 مارس، 09:00، لذا لن تُقام حصتك التجريبية المجانية في موعدها. هل تودّ حجز موعد آخر؟ https://www.rivage-gym.example/ar/trial?class=Boxing',
    ],
  ] as const)('writes a WhatsApp message in the visitor’s language (%s), with a link to book again', (locale, text) => {
    const reply = cancelledReplyLink(trial(locale));
    expect(reply?.channel).toBe('whatsApp');
    expect(reply?.href).toMatch(/^https:\/\/wa\.me\/21620123456\?text=/);
    expect(decoded(reply?.href, 'text')).toBe(text);
  });

  it.each([
    [
      'en',
      'Cancelled: your free trial class at Rivage Gym (Boxing, Tuesday 16 March, 09:00)',
      'Hello Amira,\r\n\r\nWe are sorry: the Boxing class on Tuesday 16 March, 09:00 is cancelled, so your free trial cannot take place then.\r\nWould you like to book another date? https://www.rivage-gym.example/trial?class=Boxing\r\n\r\nSee you soon,\r\nRivage Gym',
    ],
    [
      'fr',
      'Annulé : votre cours d’essai gratuit chez Rivage Gym (Boxe, mardi 16 mars, 09:00)',
      'Bonjour Amira,\r\n\r\nNous sommes désolés : le cours de Boxe du mardi 16 mars, 09:00 est annulé, votre cours d’essai gratuit ne peut donc pas avoir lieu.\r\nVoulez-vous réserver une autre date ? https://www.rivage-gym.example/fr/trial?class=Boxing\r\n\r\nÀ bientôt,\r\nRivage Gym',
    ],
    [
      'ar',
      'أُلغيت حصتك التجريبية المجانية في Rivage Gym (الملاكمة، الثلاثاء 16 مارس، 09:00)',
      'مرحبًا Amira،\r\n\r\nنعتذر: أُلغيت حصة الملاكمة يوم الثلاثاء 16 مارس، 09:00، لذا لن تُقام حصتك التجريبية المجانية في موعدها.\r\nهل تودّ حجز موعد آخر؟ https://www.rivage-gym.example/ar/trial?class=Boxing\r\n\r\nإلى اللقاء قريبًا،\r\nRivage Gym',
    ],
  ] as const)(
    'writes an e-mail in the visitor’s language (%s) when they are not on WhatsApp',
    (locale, subject, body) => {
      const reply = cancelledReplyLink(trial(locale, { whatsapp: false, email: 'amira@example.tn' }));
      expect(reply?.channel).toBe('email');
      expect(reply?.href.startsWith('mailto:amira@example.tn?subject=')).toBe(true);
      expect(reply?.href).not.toMatch(/[ +]/);
      expect(decoded(reply?.href, 'subject')).toBe(subject);
      expect(decoded(reply?.href, 'body')).toBe(body);
    },
  );

  it('falls back to a call, and to nothing when there is no way to reach them or no session', () => {
    expect(cancelledReplyLink(trial('en', { whatsapp: false }))).toEqual({
      channel: 'phone',
      href: 'tel:+21620123456',
    });
    expect(cancelledReplyLink(trial('en', { whatsapp: false, phone: '12' }))).toBeUndefined();
    expect(cancelledReplyLink(trial('en', { sessionStart: null }))).toBeUndefined();
  });

  it('links to the trial page without a class when the stored class is not the timetable’s', () => {
    const reply = cancelledReplyLink(trial('fr', { className: 'Zumba' }));
    expect(decoded(reply?.href, 'text')).toContain('https://www.rivage-gym.example/fr/trial');
    expect(decoded(reply?.href, 'text')).not.toContain('?class=');
  });
});

// A name is whatever the visitor typed, and the replies go out in the gym's name, possibly to a
// number typed for someone else: each greets with the cleaned short form (src/lib/reply-name.ts).
describe('a visitor’s name in every reply', () => {
  const ATTACK = 'Amira\nURGENT pay your deposit: https://evil.example/pay';
  const LONG = `Amira ${'Ben Salah '.repeat(10)}`.slice(0, 100);
  const greeting = {
    en: (name: string) => `Hello ${name}, this is Rivage Gym.`,
    fr: (name: string) => `Bonjour ${name}, ici Rivage Gym.`,
    ar: (name: string) => `مرحبًا ${name}، معك Rivage Gym.`,
  } as const;
  const emailGreeting = {
    en: (name: string) => `Hello ${name},\r\n`,
    fr: (name: string) => `Bonjour ${name},\r\n`,
    ar: (name: string) => `مرحبًا ${name}،\r\n`,
  } as const;
  const locales = ['en', 'fr', 'ar'] as const;

  /** Every message a lead with this name can send: trial WhatsApp, enquiry e-mail, cancelled WhatsApp and e-mail. */
  function messages(locale: (typeof locales)[number], name: string) {
    return {
      whatsApp: decoded(replyLinks(trial(locale, { name })).whatsApp, 'text'),
      email: decoded(replyLinks(enquiry(locale, { name })).email, 'body'),
      cancelledWhatsApp: decoded(cancelledReplyLink(trial(locale, { name }))?.href, 'text'),
      cancelledEmail: decoded(
        cancelledReplyLink(trial(locale, { name, whatsapp: false, email: 'amira@example.tn' }))?.href,
        'body',
      ),
    };
  }

  it.each(locales)('carries no second line and no link from the name (%s)', (locale) => {
    for (const [kind, text] of Object.entries(messages(locale, ATTACK))) {
      const expected = kind.includes('mail') ? emailGreeting[locale] : greeting[locale];
      expect(text.startsWith(expected('Amira URGENT pay your deposit:')), `${kind}: ${text}`).toBe(true);
      expect(text, kind).not.toContain('evil.example');
      expect(text, kind).not.toMatch(/^URGENT/m);
    }
  });

  it.each(locales)('cuts a 100-character name to 40 with an ellipsis (%s)', (locale) => {
    expect(LONG.length).toBe(100);
    const { whatsApp, email } = messages(locale, LONG);
    const short = `${LONG.slice(0, 39).trimEnd()}…`;
    expect(whatsApp.startsWith(greeting[locale](short))).toBe(true);
    expect(email.startsWith(emailGreeting[locale](short))).toBe(true);
  });

  it.each(locales)('drops direction overrides and stray joiners, keeps emoji whole (%s)', (locale) => {
    expect(
      messages(locale, 'Amira \u202Ehalas neB\u202C').whatsApp.startsWith(greeting[locale]('Amira halas neB')),
    ).toBe(true);
    expect(messages(locale, '\u200DAmira\u200B\u200D').whatsApp.startsWith(greeting[locale]('Amira'))).toBe(true);
    const emoji = 'Lina 👩🏽\u200D💻🇹🇳';
    expect(messages(locale, emoji).whatsApp.startsWith(greeting[locale](emoji))).toBe(true);
  });

  it.each([
    ['en', 'Hello, this is Rivage Gym.', 'Hello,\r\n'],
    ['fr', 'Bonjour, ici Rivage Gym.', 'Bonjour,\r\n'],
    ['ar', 'مرحبًا، معك Rivage Gym.', 'مرحبًا،\r\n'],
  ] as const)('greets without a name when the name was only a link (%s)', (locale, chat, mail) => {
    const { whatsApp, email, cancelledWhatsApp, cancelledEmail } = messages(locale, 'https://evil.example/pay');
    expect(whatsApp.startsWith(chat)).toBe(true);
    expect(cancelledWhatsApp.startsWith(chat)).toBe(true);
    expect(email.startsWith(mail)).toBe(true);
    expect(cancelledEmail.startsWith(mail)).toBe(true);
  });
});
