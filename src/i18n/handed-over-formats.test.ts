/**
 * The prerender hands the page's formatted words to the browser: what the server formatted is
 * what the browser hydrates with, without creating a formatter of its own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh French build of the formats and of the handover between them. */
async function frenchBuild() {
  vi.resetModules();
  vi.doMock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'fr' }));
  const handover = await import('./handed-over-formats');
  const formats = await import('./format');
  // The timetable's formats hand over through the same block: the busiest user of it.
  const timetableFormats = await import('@/timetable/timetable-format');
  return { ...handover, ...formats, ...timetableFormats };
}

function pageWith(headHtml: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = headHtml;
  return doc;
}

afterEach(() => {
  vi.doUnmock('@/i18n/page-locale-code');
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the server side', () => {
  it('writes every word a render formatted, keyed by format and input', async () => {
    const { recordFormats, handedOverFormatsScript, formatClassHours, weekdayName, priceParts } = await frenchBuild();
    const { formats } = recordFormats(() => [formatClassHours('6:00pm-7:00pm'), weekdayName('monday'), priceParts(39)]);
    expect(Object.fromEntries(formats)).toEqual({
      'hours:6:00pm-7:00pm': '18:00–19:00',
      'weekday:monday': 'lundi',
      'price-amount:39': '39',
      'price-currency:39': 'DT',
    });
    const script = handedOverFormatsScript(formats);
    expect(script).toMatch(/^<script type="application\/json" id="page-formats">\{.*\}<\/script>$/);
  });

  it('records nothing outside a render, and writes nothing for a page that formats nothing', async () => {
    const { recordFormats, handedOverFormatsScript, formatClassTime } = await frenchBuild();
    formatClassTime('9:00am');
    const { formats } = recordFormats(() => 'no formats here');
    expect(formats.size).toBe(0);
    expect(handedOverFormatsScript(formats)).toBe('');
  });

  it('cannot close its script element, whatever a value holds', async () => {
    const { recordFormats, handedOverFormatsScript, handedOverFormat } = await frenchBuild();
    const { formats } = recordFormats(() => handedOverFormat('test:tag', () => '</script><b>'));
    const script = handedOverFormatsScript(formats);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script>');
  });
});

describe('the browser side', () => {
  it('hydrates with the handed-over words and makes no formatter for them', async () => {
    const server = await frenchBuild();
    const { formats } = server.recordFormats(() => [server.formatClassHours('6:00pm-7:00pm'), server.formatCount(500)]);
    const script = server.handedOverFormatsScript(formats);

    const browser = await frenchBuild();
    browser.receiveHandedOverFormats(pageWith(script));
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(browser.formatClassHours('6:00pm-7:00pm')).toBe('18:00–19:00');
    expect(browser.formatCount(500)).toBe('500');
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('formats what was not handed over (another page, a count that changes) itself', async () => {
    const browser = await frenchBuild();
    browser.receiveHandedOverFormats(pageWith('<script type="application/json" id="page-formats">{}</script>'));
    expect(browser.formatClassTime('6:00pm')).toBe('18:00');
    expect(browser.formatCount(1000).replace(/\s/g, ' ')).toBe('1 000');
  });

  it('ignores a damaged block and formats everything itself', async () => {
    const browser = await frenchBuild();
    browser.receiveHandedOverFormats(pageWith('<script type="application/json" id="page-formats">{"weekday:</script>'));
    browser.receiveHandedOverFormats(pageWith('<script type="application/json" id="page-formats">["x"]</script>'));
    expect(browser.weekdayName('friday')).toBe('vendredi');
  });
});
