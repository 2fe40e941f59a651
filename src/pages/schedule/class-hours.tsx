import { pageLocale } from '@/i18n/page-locale';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { formatClassHours } from '@/timetable/timetable-format';

/**
 * A class's time range in the table, on one line. French and Arabic join the times with an en
 * dash, after which a line may break, and a phone's narrow Time column broke "09:00–10:00" in
 * two. The range is its own bidi isolate in the page's direction, so on an Arabic page it reads
 * from its start, on the right, to its end, whatever stands beside it. English prints the spec's
 * "9:00am-10:00am", which never breaks (no break between a hyphen and a digit), and keeps its
 * markup as it was.
 */
export function ClassHours({ range }: { range: string }) {
  const hours = formatClassHours(range);
  if (pageLocaleCode === 'en') return hours;
  return (
    <span dir={pageLocale.dir} className="whitespace-nowrap">
      {hours}
    </span>
  );
}
