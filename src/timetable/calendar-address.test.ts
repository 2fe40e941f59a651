/**
 * The calendar file with an address the real one does not exercise: Arabic script (two
 * octets a letter, so long lines fold inside the text) and a semicolon beside the commas.
 * A gym that writes its address this way in site.ts must still get a file parsers read.
 */
import ICAL from 'ical.js';
import { expect, it, vi } from 'vitest';
import type { Site } from '@/content/site-types';

vi.mock('@/content/site', async (importOriginal) => {
  const { site } = await importOriginal<{ site: Site }>();
  return {
    site: {
      ...site,
      address: {
        ...site.address,
        street: 'شارع الحبيب بورقيبة عدد ١٤; الطابق الأول, قبالة الشاطئ',
        town: 'المهدية',
      },
    },
  };
});

const { site } = await import('@/content/site');
const { formatAddress } = await import('@/lib/address');
const { classSlotById } = await import('./class-slots');
const { weekCalendarText } = await import('./calendar');
const { MAX_LINE_OCTETS } = await import('./calendar-text');

it('folds a long Arabic address between characters and reads back exactly, commas and semicolon included', () => {
  const slot = classSlotById('monday-0900-fitness');
  if (!slot) throw new Error('No Monday Fitness slot');
  const text = weekCalendarText([slot], new Date('2026-11-25T11:00:00Z'));

  const location = text.slice(text.indexOf('LOCATION:'), text.indexOf('\r\nDESCRIPTION:'));
  expect(location.split('\r\n').length).toBeGreaterThan(1);
  for (const line of location.split('\r\n')) {
    const octets = new TextEncoder().encode(line);
    expect(octets.length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    // A character cut in two would not decode back to the same text.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(octets)).toBe(line);
  }
  expect(location).toContain('\\;');

  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT');
  expect(new ICAL.Event(vevent).location).toBe(formatAddress(site.address));
});
