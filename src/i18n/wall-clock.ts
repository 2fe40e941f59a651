/**
 * The reading of a zone's wall clock that the time-zone arithmetic stands on (src/timetable/
 * zoned-time.ts), with Intl's zone data deciding the offset.
 *
 * The first Intl date formatter a page makes wakes the engine's locale data: 70–130 ms of main
 * thread on a slow phone, in one task that no tap gets through, and the footer's opening line
 * was that task on every page. So the prerender hands the browser the zone's offsets over a span
 * from the build (src/i18n/handed-over-formats.ts), read with Node's Intl; inside that span the
 * browser adds the offset and wakes nothing, outside it (a site not deployed for a year, a test's
 * clock) it reads Intl as before. A change in a zone's rules reaches the site with its next
 * deploy; Africa/Tunis has kept one offset since 2009.
 */
import { handedOverWord } from './handed-over-formats';

/** A calendar date, month 1-12, as the gym's dates and a zone's wall clock give it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date and time as a clock on the wall of a zone shows it; month is 1-12. */
export interface WallClockParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** A span of instants (from inclusive, to exclusive) over which a zone is `offsetMs` ahead of UTC. */
export interface OffsetSpan {
  fromMs: number;
  toMs: number;
  offsetMs: number;
}

/** How far past the build the handed-over offsets reach: a year, and a little. */
export const HANDED_OVER_OFFSETS_DAYS = 400;
const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `instant`, read from Intl (which wakes its zone data). */
function intlWallClock(instant: Date, timeZone: string): WallClockParts {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    // en-US with h23: plain Latin digits, and midnight as 00 (some engines write 24 otherwise).
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall clock of a zone that is `offsetMs` ahead of UTC at `instantMs`. */
function wallClockAtOffset(instantMs: number, offsetMs: number): WallClockParts {
  const shifted = new Date(instantMs + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** How far `timeZone` is ahead of UTC at `instantMs` by Intl, in whole minutes (as zones are). */
function intlOffsetMs(instantMs: number, timeZone: string): number {
  const wholeMinute = Math.floor(instantMs / MS_PER_MINUTE) * MS_PER_MINUTE;
  const wall = intlWallClock(new Date(wholeMinute), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - wholeMinute;
}

/**
 * The zone's offsets from `fromMs` for `days`, by Intl: sampled once a day (zones change offset
 * at most a few times a year), each change then found to the minute by halving.
 */
export function zoneOffsetSpans(timeZone: string, fromMs: number, days: number): OffsetSpan[] {
  const endMs = fromMs + days * MS_PER_DAY;
  const spans: OffsetSpan[] = [];
  let spanStart = fromMs;
  let offset = intlOffsetMs(fromMs, timeZone);
  for (let sample = fromMs + MS_PER_DAY; sample <= endMs; sample += MS_PER_DAY) {
    const sampled = intlOffsetMs(sample, timeZone);
    if (sampled === offset) continue;
    // The change lies in (sample - 1 day, sample]: halve down to the minute.
    let [before, after] = [sample - MS_PER_DAY, sample];
    while (after - before > MS_PER_MINUTE) {
      const middle = Math.floor((before + after) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
      if (middle <= before) break;
      if (intlOffsetMs(middle, timeZone) === offset) before = middle;
      else after = middle;
    }
    spans.push({ fromMs: spanStart, toMs: after, offsetMs: offset });
    [spanStart, offset] = [after, sampled];
  }
  spans.push({ fromMs: spanStart, toMs: endMs, offsetMs: offset });
  return spans;
}

/** The handed-over word's key for a zone's offsets. */
export function zoneOffsetsKey(timeZone: string): string {
  return `zone-offsets:${timeZone}`;
}

/** "from:to:offset" per span, joined with ";": the word the prerender hands over. */
export function encodeOffsetSpans(spans: readonly OffsetSpan[]): string {
  return spans.map(({ fromMs, toMs, offsetMs }) => `${fromMs}:${toMs}:${offsetMs}`).join(';');
}

export function decodeOffsetSpans(word: string): OffsetSpan[] {
  const spans = word.split(';').map((span) => {
    const [fromMs, toMs, offsetMs] = span.split(':').map(Number);
    return { fromMs: fromMs ?? Number.NaN, toMs: toMs ?? Number.NaN, offsetMs: offsetMs ?? Number.NaN };
  });
  // A damaged word costs only speed: Intl then reads every instant.
  return spans.every((span) => Object.values(span).every(Number.isFinite)) ? spans : [];
}

const knownSpans = new Map<string, readonly OffsetSpan[]>();

function handedOverSpans(timeZone: string): readonly OffsetSpan[] {
  let spans = knownSpans.get(timeZone);
  if (!spans) {
    const word = handedOverWord(zoneOffsetsKey(timeZone));
    spans = word ? decodeOffsetSpans(word) : [];
    // Kept only once the page has handed its words over: read before that, it is read again.
    if (word) knownSpans.set(timeZone, spans);
  }
  return spans;
}

/** What a clock in `timeZone` shows at `instant`, to the second, as numbers. */
export function readWallClock(instant: Date, timeZone: string): WallClockParts {
  const instantMs = instant.getTime();
  const span = handedOverSpans(timeZone).find(({ fromMs, toMs }) => fromMs <= instantMs && instantMs < toMs);
  return span ? wallClockAtOffset(instantMs, span.offsetMs) : intlWallClock(instant, timeZone);
}
