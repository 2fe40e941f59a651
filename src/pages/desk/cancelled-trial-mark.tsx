import { deskChanges as words } from '@/content/desk-changes';
import { useKnownChanges } from '@/desk/current-changes';
import { cancelledReplyLink, type TrialContact } from '@/desk/reply-links';
import { isSessionOff } from '@/desk/session-off';

interface CancelledTrialMarkProps {
  trial: TrialContact & { slotId: string };
  className?: string;
}

/**
 * On a trial whose session is off (cancelled, or the gym closed then): "Session cancelled" in
 * words, and one tap to tell the visitor in their own language (WhatsApp when they said so, else
 * e-mail, else a call). Nothing while the changes load or when they could not be read.
 */
export function CancelledTrialMark({ trial, className }: CancelledTrialMarkProps) {
  const changes = useKnownChanges();
  if (!isSessionOff(trial.slotId, trial.sessionStart, changes)) return null;
  const reply = cancelledReplyLink(trial);
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-3'}>
      <strong className="bg-brick px-2 py-1 text-sm text-white">{words.flags.cancelled}</strong>
      {reply ? (
        <a
          href={reply.href}
          {...(reply.channel === 'whatsApp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="inline-flex min-h-11 items-center border-2 border-brick px-4 font-semibold text-brick underline-offset-4 hover:bg-ink hover:text-white"
        >
          {words.flags.tellThem[reply.channel]}
        </a>
      ) : null}
    </div>
  );
}
