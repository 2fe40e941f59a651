/**
 * A zone's wall clock, from Intl or from the offsets the prerender handed over: the same clock
 * either way, and Intl wherever the handed-over span does not reach.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const TUNIS = 'Africa/Tunis';
/** Summer time starts in Paris on 29 March 2026 at 01:00 UTC and ends on 25 October at 01:00 UTC. */
const PARIS = 'Europe/Paris';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh copy of the module, after the page handed over `words` (none when omitted). */
async function pageWith(words: Record<string, string> = {}) {
  vi.resetModules();
  const handover = await import('./handed-over-formats');
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<script type="application/json" id="page-formats">${JSON.stringify(words)}</script>`;
  handover.receiveHandedOverFormats(doc);
  return import('./wall-clock');
}

function forbiddenFormatter(): never {
  throw new Error('Intl.DateTimeFormat made where the handed-over offsets should do');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readWallClock', () => {
  it('reads a zone’s clock in numbers, midnight as 0 and the new year in Tunis before UTC’s', async () => {
    const { readWallClock } = await pageWith();
    expect(readWallClock(new Date('2026-12-31T23:30:00Z'), TUNIS)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('reads the same clock from handed-over offsets, without Intl, inside their span', async () => {
    const server = await pageWith();
    const from = Date.parse('2026-11-28T12:00:00Z');
    const spans = server.zoneOffsetSpans(PARIS, from, 200);
    const { readWallClock, zoneOffsetsKey, encodeOffsetSpans } = server;
    const browser = await pageWith({ [zoneOffsetsKey(PARIS)]: encodeOffsetSpans(spans) });
    // Every hour of the span, and the seconds either side of spring's change.
    const springChange = Date.parse('2027-03-28T01:00:00Z');
    const instants = [
      ...Array.from({ length: 200 * 24 }, (_, hour) => new Date(from + hour * 3_600_000 + 17_500)),
      new Date(springChange - 1000),
      new Date(springChange),
    ];
    const byIntl = instants.map((instant) => readWallClock(instant, PARIS));
    // The browser's copy has made no formatter yet: one made now would throw.
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: forbiddenFormatter });
    expect(instants.map((instant) => browser.readWallClock(instant, PARIS))).toEqual(byIntl);
  });

  it('reads Intl before and after the span, and for another zone', async () => {
    const server = await pageWith();
    const from = Date.parse('2026-11-28T12:00:00Z');
    const word = server.encodeOffsetSpans(server.zoneOffsetSpans(TUNIS, from, 10));
    const browser = await pageWith({ [server.zoneOffsetsKey(TUNIS)]: word });
    const outside = [new Date(from - 1), new Date(from + 10 * DAY_MS)];
    const byIntl = outside.map((instant) => server.readWallClock(instant, TUNIS));
    const parisByIntl = server.readWallClock(new Date(from), PARIS);
    expect(outside.map((instant) => browser.readWallClock(instant, TUNIS))).toEqual(byIntl);
    expect(browser.readWallClock(new Date(from), PARIS)).toEqual(parisByIntl);
  });

  it('ignores a damaged word and reads Intl', async () => {
    const server = await pageWith();
    const browser = await pageWith({ [server.zoneOffsetsKey(TUNIS)]: '1:x:3600000' });
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(browser.readWallClock(instant, TUNIS)).toEqual(server.readWallClock(instant, TUNIS));
  });
});

describe('zoneOffsetSpans', () => {
  it('finds each change of offset to the minute, and one span where the zone keeps its offset', async () => {
    const { zoneOffsetSpans } = await pageWith();
    const from = Date.parse('2026-11-28T12:00:00Z');
    expect(zoneOffsetSpans(TUNIS, from, 400)).toEqual([
      { fromMs: from, toMs: from + 400 * DAY_MS, offsetMs: 3_600_000 },
    ]);
    expect(zoneOffsetSpans(PARIS, from, 400)).toEqual([
      { fromMs: from, toMs: Date.parse('2027-03-28T01:00:00Z'), offsetMs: 3_600_000 },
      { fromMs: Date.parse('2027-03-28T01:00:00Z'), toMs: Date.parse('2027-10-31T01:00:00Z'), offsetMs: 7_200_000 },
      { fromMs: Date.parse('2027-10-31T01:00:00Z'), toMs: from + 400 * DAY_MS, offsetMs: 3_600_000 },
    ]);
  });
});
