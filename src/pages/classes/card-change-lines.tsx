/**
 * A class card's live changes, loaded only when the page has changes to show. The
 * card is a square picture with its words at the bottom, so new lines among the words would push
 * the class's name up; they go over the picture instead, at the top beside the Save button, in
 * room the card already has.
 */
import { comingChangeLines } from '@/live-timetable/coming-change-lines';
import { type Band, FittedChangeLines } from '@/live-timetable/fitted-change-lines';
import type { LiveChanges } from '@/live-timetable/use-live-changes';
import type { ClassSlot } from '@/timetable/class-slots';

/** The card's inner margin (its top-4 Save button and p-6 words). */
const INSET_PX = 16;
/** The Save button's width at the top corner, with a gap: the lines stop before it. */
const SAVE_ROOM_PX = 44 + 8;

interface CardChangeLinesProps {
  slot: ClassSlot;
  live: LiveChanges;
}

export function CardChangeLines({ slot, live }: CardChangeLinesProps) {
  const lines = comingChangeLines(slot, live.changes, live.now);
  if (lines.length === 0) return null;
  return (
    <FittedChangeLines
      lines={lines}
      tone="onDark"
      measure={cardBands}
      observed={cardOf}
      className="bg-ink/80 px-3 py-2 text-white"
    />
  );
}

/** The box is a child of the card (its containing block). */
function cardOf(box: HTMLElement): HTMLElement {
  const card = box.parentElement;
  if (!card) throw new Error('Card change lines belong in a class card');
  return card;
}

/** From the card's top margin down to just above the class's name, beside the Save button. */
function cardBands(box: HTMLElement): Band[] {
  const card = cardOf(box);
  const cardBox = card.getBoundingClientRect();
  const nameTop = card.querySelector('h3')?.getBoundingClientRect().top ?? cardBox.bottom;
  return [
    {
      top: INSET_PX,
      inlineStart: INSET_PX,
      width: cardBox.width - 2 * INSET_PX - SAVE_ROOM_PX,
      height: nameTop - cardBox.top - 2 * INSET_PX,
    },
  ];
}
