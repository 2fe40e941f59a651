import { AlertIcon } from '@/components/ui/page-icons';
import type { Site } from '@/content/site-types';
import { trialPage } from '@/content/trial-page';
import { PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import type { TrialFailure } from '@/firebase/leads';

const words = trialPage.failure;

/** Why a trial request was not sent; 'no-answer': the send never settled within the form's bound. */
export type TrialFormFailure = TrialFailure | 'no-answer';

/** Says honestly that nothing was sent, why, and that the phone still works; what was typed stays. */
export function TrialFailureMessage({ reason, site }: { reason: TrialFormFailure; site: Site }) {
  const titles: Record<TrialFormFailure, string> = {
    network: words.network,
    unavailable: words.unavailable,
    'no-answer': words.noAnswer,
    rejected: words.rejected,
    limit: words.limit(PUBLIC_WRITES_PER_HOUR),
    full: words.full,
    held: words.held,
    'day-full': words.dayFull,
  };
  return (
    <div className="flex gap-3 border-s-4 border-brick bg-white p-5">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-brick" />
      <div className="flex flex-col gap-2">
        <p className="font-bold">{titles[reason]}</p>
        <p>
          {words.callUs.before}
          <a
            dir="ltr"
            href={`tel:${site.phone.international}`}
            className="font-semibold text-brick underline underline-offset-4 hover:text-ink"
          >
            {site.phone.display}
          </a>
          {words.callUs.after} {words.kept}
        </p>
      </div>
    </div>
  );
}
