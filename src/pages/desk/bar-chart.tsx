import { useId } from 'react';
import { deskOverview as words } from '@/content/desk-overview';
import { barShares } from '@/desk/bar-scale';
import { formatDeskCount, formatDeskList } from '@/desk/desk-count-format';
import { pageLocale } from '@/i18n/page-locale';

export interface BarChartRow {
  id: string;
  label: string;
  count: number;
}

interface BarChartProps {
  title: string;
  /** The heading of the labels' column ("Step", "Class"). */
  labelHeading: string;
  rows: readonly BarChartRow[];
}

/**
 * Each row's height, in rem: the table's rows and the chart's bars line up at this height. Set
 * inline, like the chart's own sizes: utilities only the desk used would enlarge the stylesheet
 * every public page loads.
 */
const ROW_REM = 3;
const rowHeight = { height: `${ROW_REM}rem` };
/** The bar's share of its row's height (the rest is the gap between bars). */
const BAR_SHARE = 0.6;

/**
 * Horizontal bars beside the table they draw. The SVG is one image named by its numbers; the
 * table is its text equivalent, visible to everyone. Bars start at the start side: at the
 * left in English and French, at the right in Arabic.
 */
export function BarChart({ title, labelHeading, rows }: BarChartProps) {
  const captionId = useId();
  const shares = barShares(rows.map((row) => row.count));
  const isRtl = pageLocale.dir === 'rtl';
  const name = words.month.chartItem(
    title,
    formatDeskList(rows.map((row) => words.month.chartItem(row.label, formatDeskCount(row.count)))),
  );
  const rowUnits = 10;

  return (
    <figure className="mt-6">
      <figcaption id={captionId} className="font-semibold">
        {title}
      </figcaption>
      <div className="mt-2 flex gap-4">
        <table aria-labelledby={captionId} className="text-sm">
          <thead>
            <tr style={rowHeight}>
              <th scope="col" className="pe-3 text-start font-semibold whitespace-nowrap">
                {labelHeading}
              </th>
              <th scope="col" className="text-end font-semibold whitespace-nowrap">
                {words.month.countColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} style={rowHeight}>
                <th scope="row" className="pe-3 text-start font-normal">
                  {row.label}
                </th>
                <td className="text-end">{formatDeskCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <svg
          role="img"
          aria-label={name}
          viewBox={`0 0 100 ${rows.length * rowUnits}`}
          preserveAspectRatio="none"
          className="block min-w-0 flex-1"
          // Below the table's header row; at least wide enough for a bar to read.
          style={{ height: `${rows.length * ROW_REM}rem`, marginBlockStart: `${ROW_REM}rem`, minInlineSize: '5rem' }}
        >
          {rows.map((row, index) => {
            const y = index * rowUnits + (rowUnits * (1 - BAR_SHARE)) / 2;
            const share = shares[index] ?? 0;
            return (
              <g key={row.id}>
                <rect x={0} y={y} width={100} height={rowUnits * BAR_SHARE} fill="currentColor" fillOpacity={0.08} />
                {share > 0 && (
                  <rect
                    data-bar={row.id}
                    x={isRtl ? 100 - share : 0}
                    y={y}
                    width={share}
                    height={rowUnits * BAR_SHARE}
                    className="fill-red"
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
