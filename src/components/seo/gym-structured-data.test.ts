import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { gymStructuredData, jsonLdScript } from './gym-structured-data';

describe('gym structured data', () => {
  it('describes an ExerciseGym with address, geo, telephone, hours and price range', () => {
    const data = gymStructuredData();
    expect(data['@type']).toBe('ExerciseGym');
    expect(data.address).toMatchObject({ addressLocality: 'Mahdia', addressCountry: 'TN' });
    expect(data.geo).toMatchObject({ latitude: site.mapLocation.latitude, longitude: site.mapLocation.longitude });
    expect(data.telephone).toMatch(/^\+216/);
    expect(data.priceRange).toContain('DT');
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  it('states the same hours as the footer prints', () => {
    // "7:00am-21:00pm" → 07:00 to 21:00; the footer's quirky "pm" after a 24-hour time is the spec's.
    const toTime = (text: string) => text.replace(/(am|pm)$/, '').padStart(5, '0');
    const printed = site.footerHours
      .filter((line) => line.hours !== 'closed')
      .map((line) => line.hours.split('-').map(toTime));
    expect(site.openingHours.map((hours) => [hours.opens, hours.closes])).toEqual(printed);
    expect(site.openingHours[0]?.days).toHaveLength(5);
    expect(site.footerHours.find((line) => line.days === 'Sunday')?.hours).toBe('closed');
    expect(site.openingHours.flatMap((hours) => hours.days)).not.toContain('Sunday');
  });

  it('renders parseable JSON-LD that cannot break out of its script element', () => {
    const html = jsonLdScript({ ...gymStructuredData(), name: '</script><script>alert(1)' });
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    expect(body).not.toContain('</');
    expect(JSON.parse(body)).toMatchObject({ name: '</script><script>alert(1)', '@type': 'ExerciseGym' });
  });
});
