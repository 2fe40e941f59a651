/**
 * firestore.rules cannot import, so it repeats a few facts the site keeps in TypeScript.
 * This test (which runs everywhere, unlike the rules tests that need the emulator) fails as
 * soon as the two drift apart. A test rather than generating the rules: the file stays the
 * plain, readable one the owner deploys and reviews in the Firebase console.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gymClassNames } from '@/content/class-names';
import { ENQUIRY_LIMITS } from '@/firebase/enquiry-limits';
import { BLANK_CHARACTER_CLASS } from '@/lib/blank-text';
import { EMAIL_PATTERN_SOURCE } from '@/lib/email-address';

const rules = readFileSync('firestore.rules', 'utf8');

/** A rules string literal holding `text`: the rules language reads `\\` as one backslash. */
const rulesString = (text: string) => `'${text.replaceAll('\\', '\\\\')}'`;

describe('firestore.rules repeats the site’s own rules exactly', () => {
  it('checks the e-mail with EMAIL_PATTERN_SOURCE', () => {
    expect(rules).toContain(`request.resource.data.email.matches(${rulesString(EMAIL_PATTERN_SOURCE)})`);
  });

  it('counts blank text with BLANK_CHARACTER_CLASS', () => {
    expect(rules).toContain(`value.replace(${rulesString(BLANK_CHARACTER_CLASS)}, '')`);
  });

  it('limits each enquiry field to ENQUIRY_LIMITS', () => {
    expect(rules).toContain(`isText(request.resource.data.name, 1, ${ENQUIRY_LIMITS.name})`);
    expect(rules).toContain(`isText(request.resource.data.email, 3, ${ENQUIRY_LIMITS.email})`);
    expect(rules).toContain(`isText(request.resource.data.comment, 0, ${ENQUIRY_LIMITS.comment})`);
  });

  it('accepts as a class exactly the site’s classes', () => {
    const list = /request\.resource\.data\['class'\] in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list, 'the class list in firestore.rules').toBeDefined();
    const names = [...(list ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(names).toEqual([...gymClassNames]);
  });
});
