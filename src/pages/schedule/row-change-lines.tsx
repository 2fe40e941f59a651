/**
 * A schedule row's live changes, loaded only when the page has changes to show. The
 * lines sit in the row's own empty room, out of the table's layout: under the class, time and trainer (which the layout
 * centres in a row as tall as its stacked or side-by-side buttons), across those three columns
 * and never under the buttons. The row's time and trainer stay the typed timetable; the lines
 * say what differs on which date.
 */
import { comingChangeLines } from '@/live-timetable/coming-change-lines';
import { type Band, FittedChangeLines } from '@/live-timetable/fitted-change-lines';
import type { LiveChanges } from '@/live-timetable/use-live-changes';
import type { ClassSlot } from '@/timetable/class-slots';

/** Room kept between the row's text and the lines, and between the lines and the row's end. */
const GAP_PX = 2;

interface RowChangeLinesProps {
  slot: ClassSlot;
  live: LiveChanges;
}

export function RowChangeLines({ slot, live }: RowChangeLinesProps) {
  const lines = comingChangeLines(slot, live.changes, live.now);
  if (lines.length === 0) return null;
  return (
    <FittedChangeLines
      lines={lines}
      measure={rowBands}
      observed={rowOf}
      className="pe-2 ps-4 text-start sm:px-6"
      openClassName="bg-white shadow-lg"
    />
  );
}

/**
 * The box sits in the row's time cell (its containing block: what a change alters is first the
 * session's time, and a screen reader hears the lines right after it); the row is its parent.
 */
function rowOf(box: HTMLElement): HTMLElement {
  const row = box.parentElement?.parentElement;
  if (!row) throw new Error('Row change lines belong in a table row’s time cell');
  return row;
}

/**
 * The room under the row's text, from the header cell's start edge to the row's end: across the
 * class, time and trainer (never under the buttons), or else across fewer columns, whose text may
 * end higher (a trainer's name in two lines leaves no room under it, but some under the class).
 */
function rowBands(box: HTMLElement): Band[] {
  const row = rowOf(box);
  const cells = [...row.children] as HTMLElement[];
  const header = cells[0];
  if (!header || cells.length < 2) throw new Error('A schedule row has cells');
  const cellBox = (box.parentElement as HTMLElement).getBoundingClientRect();
  const headerBox = header.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const isRightToLeft = getComputedStyle(row).direction === 'rtl';
  const range = document.createRange();
  // Where each cell's text ends (the lines themselves aside).
  const textBottoms = cells.map((cell) => {
    let bottom = rowBox.top;
    for (const node of cell.childNodes) {
      if (node === box) continue;
      range.selectNode(node);
      bottom = Math.max(bottom, range.getBoundingClientRect?.().bottom ?? bottom);
    }
    return bottom;
  });
  const bands: Band[] = [];
  // The columns before the buttons' cell, then one fewer each time.
  for (let end = cells.length - 1; end >= 1; end -= 1) {
    const next = (cells[end] as HTMLElement).getBoundingClientRect();
    const textBottom = Math.max(...textBottoms.slice(0, end));
    bands.push({
      top: textBottom - cellBox.top + GAP_PX,
      // From the header cell's start edge: left of the time cell, or right of it in Arabic.
      inlineStart: isRightToLeft ? cellBox.right - headerBox.right : headerBox.left - cellBox.left,
      width: isRightToLeft ? headerBox.right - next.right : next.left - headerBox.left,
      height: rowBox.bottom - textBottom - 2 * GAP_PX,
    });
  }
  return bands;
}
