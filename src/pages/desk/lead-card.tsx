import type { ReactNode } from 'react';
import { classLabels } from '@/content/class-labels';
import { deskInbox as words } from '@/content/desk-inbox';
import { isLabelledClass } from '@/content/desk-replies';
import { formatReceived, formatSession } from '@/desk/lead-dates';
import { replyLinks } from '@/desk/reply-links';
import type { DeskLead } from '@/firebase/desk-leads';
import type { LeadStatus } from '@/firebase/lead-statuses';
import { locales } from '@/i18n/locales';
import { CancelledTrialMark } from './cancelled-trial-mark';
import { LeadAnswerForm } from './lead-answer-form';
import { LeadDelete } from './lead-delete';
import { VisitorText } from './visitor-text';

interface LeadCardProps {
  lead: DeskLead;
  onSaved: (answer: { status: LeadStatus; note: string }) => void;
  onDeleted: () => void;
}

/** The heading a deletion moves focus to: the next lead's (see desk-inbox.tsx). */
export const leadHeadingId = (id: string) => `lead-${id}-heading`;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * A visitor's name may be one long word (typed without spaces): it breaks anywhere rather than
 * widening the card, and the page, past a phone's screen. Inline: no public page needs the utility.
 */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const replyLinkClasses =
  'inline-flex min-h-11 items-center border-2 border-ink px-4 font-semibold underline-offset-4 hover:bg-ink hover:text-white';

/** One lead: who, what and when, one-tap replies in the visitor's language, the answer form and Delete. */
export function LeadCard({ lead, onSaved, onDeleted }: LeadCardProps) {
  const links = replyLinks(lead);
  const language = locales[lead.locale].nativeName;
  const className = lead.className;
  return (
    <article aria-labelledby={leadHeadingId(lead.id)} className="bg-white p-6 shadow-lg shadow-black/5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={leadHeadingId(lead.id)} tabIndex={-1} className="text-lg font-bold" style={BREAK_ANYWHERE}>
          <VisitorText text={lead.name} />
        </h3>
        <p className="text-sm">
          <span className="bg-ink px-2 py-1 font-semibold text-white">{words.kinds[lead.kind]}</span>{' '}
          <span className="bg-paper px-2 py-1">{words.statuses[lead.status]}</span>
        </p>
      </div>
      {lead.kind === 'trial' ? (
        <CancelledTrialMark trial={lead} className="mt-3 flex flex-wrap items-center gap-3" />
      ) : null}
      {lead.createdAt ? (
        <p className="mt-1 text-sm text-ink/80">{words.item.received(formatReceived(lead.createdAt))}</p>
      ) : null}
      <dl className="mt-4 grid gap-2">
        <Detail term={words.item.language}>
          <span lang={lead.locale}>{language}</span>
        </Detail>
        <Detail term={words.item.className}>
          {className ? (
            isLabelledClass(className) ? (
              classLabels[className]
            ) : (
              <VisitorText text={className} />
            )
          ) : (
            words.item.noClass
          )}
        </Detail>
        {lead.kind === 'trial' ? (
          <>
            {lead.sessionStart ? (
              <Detail term={words.item.session}>{formatSession(lead.sessionStart, lead.slotId)}</Detail>
            ) : null}
            <Detail term={words.item.phone}>
              <span dir="ltr">
                <VisitorText text={lead.phone} className="break-all" />
              </span>
            </Detail>
          </>
        ) : null}
        <Detail term={words.item.email}>
          {lead.email ? <VisitorText text={lead.email} className="break-all" /> : words.item.noEmail}
        </Detail>
        {lead.kind === 'enquiry' ? (
          <Detail term={words.item.comment}>
            {lead.comment ? <VisitorText as="p" text={lead.comment} /> : words.item.noComment}
          </Detail>
        ) : null}
      </dl>
      {links.whatsApp || links.phone || links.email ? (
        <div className="mt-4">
          <p className="font-semibold">{words.item.replies(language)}</p>
          <ul className="mt-2 flex flex-wrap gap-3">
            {links.whatsApp ? (
              <li>
                <a href={links.whatsApp} target="_blank" rel="noopener noreferrer" className={replyLinkClasses}>
                  {words.item.whatsApp}
                </a>
              </li>
            ) : null}
            {links.phone ? (
              <li>
                <a href={links.phone} className={replyLinkClasses}>
                  {words.item.call}
                </a>
              </li>
            ) : null}
            {links.email ? (
              <li>
                <a href={links.email} className={replyLinkClasses}>
                  {words.item.writeEmail}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <LeadAnswerForm lead={lead} onSaved={onSaved} />
      <div className="mt-4">
        <LeadDelete lead={lead} onDeleted={onDeleted} />
      </div>
    </article>
  );
}
