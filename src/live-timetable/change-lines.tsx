import { liveTimetable as words } from '@/content/live-timetable';
import { cn } from '@/lib/cn';
import type { ChangeLine } from './live-timetable-format';

interface ChangeLinesProps {
  lines: readonly ChangeLine[];
  /** On the dark footer, light text; on the paper-coloured pages, the site's brick red for what is off. */
  tone?: 'onLight' | 'onDark';
  /** Names the list for screen readers when its place does not (the special hours beside the weekly ones). */
  label?: string;
  className?: string;
}

/**
 * What the live changes say about one thing (a session, the opening hours), in words and not
 * only colour ("Cancelled on …" says it all; the colour only repeats it). A note staff typed is
 * shown as typed, marked with its language (it may not be the page's).
 */
export function ChangeLines({ lines, tone = 'onLight', label, className }: ChangeLinesProps) {
  const offColour = tone === 'onLight' ? 'text-brick' : 'text-white';
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-1 text-sm', className)}>
      {lines.map((line) => (
        <li key={line.text} className={cn(line.isOff && offColour)}>
          {line.text}
          {line.note ? (
            <span className="block">
              {words.noteFromGym}{' '}
              <span lang={line.note.locale} dir="auto">
                {line.note.text}
              </span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
