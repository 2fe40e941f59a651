import { describe, expect, it } from 'vitest';
import { classLabels as arClassLabels } from '@/content/ar/class-labels';
import { deskCalls as arWords } from '@/content/ar/desk-calls';
import { classLabels as enClassLabels } from '@/content/class-labels';
import { deskCalls as enWords } from '@/content/desk-calls';
import { classLabels as frClassLabels } from '@/content/fr/class-labels';
import { deskCalls as frWords } from '@/content/fr/desk-calls';
import type { DeskEnquiry, DeskTrial } from '@/firebase/desk-leads';
import { leadNotice } from './lead-notice';

const trial: DeskTrial = {
  id: 't1',
  kind: 'trial',
  name: 'Amira\u200B Ben Salah',
  email: '',
  phone: '+21620123456',
  whatsapp: true,
  className: 'Yoga',
  slotId: 'friday-1800-yoga',
  sessionId: 'friday-1800-yoga_2026-12-04',
  // Friday 4 December 2026, 18:00 in Tunis.
  sessionStart: new Date('2026-12-04T17:00:00Z'),
  locale: 'fr',
  status: 'new',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  note: '',
};

const enquiry: DeskEnquiry = {
  id: 'e1',
  kind: 'enquiry',
  name: 'Amira Ben Salah see evil.example/pay',
  email: 'amira@example.tn',
  className: null,
  comment: 'Hello',
  locale: 'ar',
  status: 'new',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  note: '',
};

const english = { words: enWords, classLabels: enClassLabels, locale: 'en' } as const;

describe('leadNotice', () => {
  it('says what a trial request is for, and who, in the desk’s language', () => {
    expect(leadNotice(trial, english)).toEqual({
      title: 'Trial request: Yoga, Friday 4 December, 18:00',
      body: 'Amira Ben Salah',
    });
    expect(leadNotice(trial, { words: frWords, classLabels: frClassLabels, locale: 'fr' })).toEqual({
      title: 'Demande d’essai : Yoga, vendredi 4 décembre, 18:00',
      body: 'Amira Ben Salah',
    });
    const arabic = leadNotice(trial, { words: arWords, classLabels: arClassLabels, locale: 'ar' });
    expect(arabic.title).toBe(`طلب حصة تجريبية: ${arClassLabels.Yoga}، الجمعة 4 ديسمبر، 18:00`);
  });

  it('names an enquiry’s sender by the cleaned short name, never a link they typed', () => {
    expect(leadNotice(enquiry, english)).toEqual({ title: 'Enquiry: Amira Ben Salah see', body: '' });
    expect(leadNotice(enquiry, { words: frWords, classLabels: frClassLabels, locale: 'fr' }).title).toBe(
      'Demande : Amira Ben Salah see',
    );
    expect(leadNotice({ ...enquiry, name: 'https://evil.example' }, english).title).toBe('Enquiry: a visitor');
  });

  it('says what it knows of a trial without a class or a session', () => {
    expect(leadNotice({ ...trial, className: null }, english).title).toBe('Trial request: Friday 4 December, 18:00');
    expect(leadNotice({ ...trial, className: null, sessionStart: null }, english).title).toBe(
      'Trial request: a visitor',
    );
  });
});
