import { savedClassesWords } from '@/content/saved-classes';
import { cn } from '@/lib/cn';
import type { ClassSlot } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';
import { BookmarkIcon } from './bookmark-icon';
import { savedClasses, useSavedClassesState } from './saved-classes';

const looks = {
  /** On a white or pale table row. */
  light: 'border-ink/25 text-ink hover:border-red hover:text-red aria-pressed:border-red aria-pressed:text-red',
  /** Over a class card's picture. */
  dark: 'border-white/60 bg-ink/60 text-white hover:border-white aria-pressed:border-red aria-pressed:bg-red',
} as const;

interface SaveClassButtonProps {
  slot: ClassSlot;
  look: keyof typeof looks;
  className?: string;
}

/**
 * Saves a class to My week, or takes it out: a toggle (`aria-pressed`) named after the class
 * and its time. It is in the prerendered page at its final size, so nothing moves when the
 * member's saved classes arrive; it needs the app, so it is hidden when scripting is off.
 */
export function SaveClassButton({ slot, look, className }: SaveClassButtonProps) {
  const { savedIds } = useSavedClassesState();
  const isSaved = savedIds.includes(slot.id);
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={savedClassesWords.saveLabel(slotName(slot))}
      onClick={() => savedClasses.setSaved(slot.id, !isSaved)}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center border-2 transition-colors',
        looks[look],
        // It needs the app: with scripting off there is nothing it could do.
        'noscript:hidden',
        className,
      )}
    >
      <BookmarkIcon isFilled={isSaved} className="size-5" />
    </button>
  );
}
