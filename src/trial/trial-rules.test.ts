import { describe, expect, it } from 'vitest';
import { type ClassSession, sessionById } from '@/timetable/sessions';
import { EMPTY_TRIAL, NAME_MAX_LENGTH, type TrialValues, toTrialRequest, validateTrial } from './trial-rules';

function session(id: string): ClassSession {
  const found = sessionById(id);
  if (!found) throw new Error(`no session ${id}`);
  return found;
}

const NEXT = session('monday-0900-fitness_2026-11-30');
const AFTER = session('monday-0900-fitness_2026-12-07');
/** The dates the visitor can choose: not started, not known to be full or off. */
const choosable = [NEXT, AFTER];

const valid: TrialValues = {
  ...EMPTY_TRIAL,
  className: 'Fitness',
  sessionId: NEXT.sessionId,
  name: 'Amira Jaziri',
  phone: '20 123 456',
};

const INVALID_PHONE = 'Enter a phone number like 20 123 456, or with its country code like +33 6 12 34 56 78.';
const NAME_CONTROLS =
  'Your name holds a line break or another invisible control character. Type it on one line rather than pasting it.';
const NAME_DIRECTION =
  'Your name holds invisible characters that change the direction of text. Type it again rather than pasting it.';

const errorsFor = (values: Partial<TrialValues>) => validateTrial({ ...valid, ...values }, choosable);

describe('validateTrial', () => {
  it('accepts a class, one of its choosable dates, a name and a phone number; e-mail and WhatsApp are optional', () => {
    expect(validateTrial(valid, choosable)).toEqual({});
    expect(errorsFor({ isWhatsApp: true, email: 'amira@example.tn' })).toEqual({});
  });

  it('says what each empty field needs, in the order the form shows them', () => {
    const errors = validateTrial(EMPTY_TRIAL, choosable);
    expect(errors).toEqual({
      className: 'Choose a class.',
      name: 'Enter your full name.',
      phone: 'Enter your phone number.',
    });
    expect(Object.keys(errors)).toEqual(['className', 'name', 'phone']);
  });

  it('asks for a date only once a class is chosen', () => {
    expect(errorsFor({ className: '', sessionId: '' })).toEqual({ className: 'Choose a class.' });
    expect(errorsFor({ sessionId: '' })).toEqual({ sessionId: 'Choose a date.' });
  });

  it('refuses a date the visitor cannot choose now (full, off, started or unknown)', () => {
    expect(validateTrial(valid, [AFTER])).toEqual({ sessionId: 'Choose a date.' });
    expect(validateTrial(valid, [])).toEqual({ sessionId: 'Choose a date.' });
    expect(errorsFor({ sessionId: 'monday-0900-fitness_2026-11-31' })).toEqual({ sessionId: 'Choose a date.' });
  });

  describe('the name', () => {
    it('is required: spaces and characters that print nothing are no name', () => {
      for (const name of ['', '   ', '\u200b\u200b', '\ufeff', ' \u2060\u00ad ', '\u3164']) {
        expect(errorsFor({ name }).name, JSON.stringify(name)).toBe('Enter your full name.');
      }
    });

    it(`holds at most ${NAME_MAX_LENGTH} characters, counted without the spaces around it`, () => {
      expect(NAME_MAX_LENGTH).toBe(100);
      expect(errorsFor({ name: 'n'.repeat(NAME_MAX_LENGTH) })).toEqual({});
      expect(errorsFor({ name: `  ${'n'.repeat(NAME_MAX_LENGTH)}  ` })).toEqual({});
      expect(errorsFor({ name: 'n'.repeat(NAME_MAX_LENGTH + 1) }).name).toBe(
        'Shorten your name to 100 characters or fewer.',
      );
    });

    it('refuses line breaks, tabs and other control characters inside it, and says what to do', () => {
      for (const name of ['Amira\nURGENT pay your deposit', 'Amira\tJaziri', 'Ami\u0007ra', 'Amira\u2028Jaziri']) {
        expect(errorsFor({ name }).name, JSON.stringify(name)).toBe(NAME_CONTROLS);
      }
      // Around the name they are trimmed away before sending, as spaces are.
      expect(errorsFor({ name: '\tAmira Jaziri\n' })).toEqual({});
    });

    it('refuses direction overrides, embeddings and isolates, and says what to do', () => {
      for (const name of ['Amira \u202eirizaJ', '\u202aAmira', '\u2067أميرة\u2069']) {
        expect(errorsFor({ name }).name, JSON.stringify(name)).toBe(NAME_DIRECTION);
      }
    });

    it('accepts a name in Arabic letters', () => {
      expect(errorsFor({ name: 'أميرة الجزيري' })).toEqual({});
    });
  });

  describe('the phone number', () => {
    it('is required', () => {
      expect(errorsFor({ phone: '' }).phone).toBe('Enter your phone number.');
      expect(errorsFor({ phone: '   ' }).phone).toBe('Enter your phone number.');
    });

    it('accepts eight Tunisian digits however they are spaced, and any number with its country code', () => {
      for (const phone of [
        '20123456',
        '20 123 456',
        '20.123.456',
        '(20) 123-456',
        ' 20 123 456 ',
        '+216 20 123 456',
        '00216 20 123 456',
        '+33 6 12 34 56 78',
        '+1 (415) 555-0134',
      ]) {
        expect(errorsFor({ phone }), phone).toEqual({});
      }
    });

    it('accepts Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them', () => {
      expect(errorsFor({ phone: '٢٠ ١٢٣ ٤٥٦' })).toEqual({});
      expect(errorsFor({ phone: '+۳۳ ۶ ۱۲ ۳۴ ۵۶ ۷۸' })).toEqual({});
    });

    it('refuses any other shape, naming both example numbers', () => {
      for (const phone of [
        '12',
        '2012345', // seven digits
        '201234567', // nine digits and no country code: not guessed
        '+0216 20 123 456', // no country code starts with 0
        '+1234567', // too short for any country
        `+1${'2'.repeat(15)}`, // longer than E.164 allows
        '20 123 45a',
        '20/123/456',
      ]) {
        expect(errorsFor({ phone }).phone, phone).toBe(INVALID_PHONE);
      }
    });
  });

  describe('the e-mail address', () => {
    it('is optional: empty, or spaces alone, is no address', () => {
      expect(errorsFor({ email: '' })).toEqual({});
      expect(errorsFor({ email: '   ' })).toEqual({});
    });

    it('must look like an address when given', () => {
      for (const email of ['amira', 'amira@', 'amira@example', '@example.tn', 'am ira@example.tn']) {
        expect(errorsFor({ email }).email, email).toBe(
          'Enter an e-mail address like name@example.com, or leave it empty.',
        );
      }
      expect(errorsFor({ email: ' amira@example.tn ' })).toEqual({});
    });

    it('holds at most 254 characters (what the database accepts)', () => {
      const longest = `${'a'.repeat(64)}@${'b'.repeat(186)}.tn`;
      expect(longest).toHaveLength(254);
      expect(errorsFor({ email: longest })).toEqual({});
      expect(errorsFor({ email: `a${longest}` }).email).toBe('That e-mail address is longer than 254 characters.');
    });
  });

  it('says everything that needs correcting at once', () => {
    expect(
      validateTrial(
        { ...EMPTY_TRIAL, className: 'Fitness', name: 'n'.repeat(101), phone: '12', email: 'amira@' },
        choosable,
      ),
    ).toEqual({
      sessionId: 'Choose a date.',
      name: 'Shorten your name to 100 characters or fewer.',
      phone: INVALID_PHONE,
      email: 'Enter an e-mail address like name@example.com, or leave it empty.',
    });
  });
});

describe('toTrialRequest', () => {
  it('sends the values trimmed, the phone as + and its digits, and the chosen session', () => {
    expect(
      toTrialRequest(
        { ...valid, name: ' Amira Jaziri ', phone: ' 20 123 456 ', isWhatsApp: true, email: ' amira@example.tn ' },
        NEXT,
      ),
    ).toEqual({
      name: 'Amira Jaziri',
      phone: '+21620123456',
      whatsapp: true,
      email: 'amira@example.tn',
      session: NEXT,
    });
  });

  it('sends Arabic digits as Latin ones, and no e-mail as an empty one', () => {
    expect(toTrialRequest({ ...valid, phone: '+۳۳ ۶ ۱۲ ۳۴ ۵۶ ۷۸', email: '' }, AFTER)).toMatchObject({
      phone: '+33612345678',
      whatsapp: false,
      email: '',
      session: AFTER,
    });
  });

  it('never sends the hidden field a bot fills in', () => {
    expect(toTrialRequest({ ...valid, website: 'https://spam.example' }, NEXT)).not.toHaveProperty('website');
  });
});
