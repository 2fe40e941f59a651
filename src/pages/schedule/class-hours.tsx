import { pageLocale } from '@/i18n/page-locale';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { formatClassHours } from '@/timetable/timetable-format';

/**
 * A class's time range in the table. Arabic joins the times with an en dash, after which a line
 * may break, and a phone's narrow Time column broke "09:00–10:00" in two; there the range stays on
 * one line, as its own bidi isolate in the page's direction, so it reads from its start, on the
 * right, to its end, whatever stands beside it. French keeps the break: its wider row words
 * ("Je m'inscris") leave no room for an unbroken range at 360 px (the page would scroll sideways).
 * English prints the spec's "9:00am-10:00am", which never breaks, and keeps the spec's markup.
 */
export function ClassHours({ range }: { range: string }) {
  const hours = formatClassHours(range);
  if (pageLocaleCode !== 'ar') return hours;
  return (
    <span dir={pageLocale.dir} className="whitespace-nowrap">
      {hours}
    </span>
  );
}
