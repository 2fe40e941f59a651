import { Link } from 'react-router-dom';
import { PRIVACY_POLICY_LABEL } from '@/content/footer';
import { paths } from '@/content/paths';
import type { DataUseNote as DataUseNoteContent } from '@/content/privacy-notes';
import { cn } from '@/lib/cn';

interface DataUseNoteProps {
  note: DataUseNoteContent;
  className?: string;
}

/** The line beside a form's submit button: what happens to what was typed, and where to read more. */
export function DataUseNote({ note, className }: DataUseNoteProps) {
  return (
    <p className={cn('text-sm leading-relaxed text-ink/75', className)}>
      {note.text} {note.linkIntro}{' '}
      <Link to={paths.privacy} className="font-semibold text-brick underline underline-offset-4 hover:text-ink">
        {PRIVACY_POLICY_LABEL}
      </Link>
      {note.linkOutro}
    </p>
  );
}
