import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/page-icons';
import { enquiryForm } from '@/content/enquiry-form';
import type { Site } from '@/content/site-types';
import { PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import type { EnquiryFailure } from '@/firebase/leads';

const linkClasses = 'font-semibold text-brick underline underline-offset-4 hover:text-ink';
const words = enquiryForm.failure;

/** Says honestly that nothing was sent, why, and what the visitor can do instead. */
export function EnquiryFailureMessage({ reason, site }: { reason: EnquiryFailure; site: Site }) {
  const phone = (
    <a dir="ltr" href={`tel:${site.phone.international}`} className={linkClasses}>
      {site.phone.display}
    </a>
  );
  const email = (
    <a dir="ltr" href={`mailto:${site.email}`} className={linkClasses}>
      {site.email}
    </a>
  );
  const whatToDo: Record<EnquiryFailure, ReactNode> = {
    network: (
      <>
        {words.network.phone.before}
        {phone}
        {words.network.phone.after}
      </>
    ),
    unavailable: (
      <>
        {words.unavailable.beforePhone}
        {phone}
        {words.unavailable.betweenPhoneAndEmail}
        {email}
        {words.unavailable.after}
      </>
    ),
    rejected: (
      <>
        {words.rejected.email.before}
        {email}
        {words.rejected.email.after}
      </>
    ),
    limit: (
      <>
        {words.limit.phone.before}
        {phone}
        {words.limit.phone.after}
      </>
    ),
  };
  const title = reason === 'limit' ? words.limit.title(PUBLIC_WRITES_PER_HOUR) : words[reason].title;
  return (
    <div className="flex gap-3 border-s-4 border-brick bg-white p-5">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-brick" />
      <div className="flex flex-col gap-2">
        <p className="font-bold">{title}</p>
        <p>{whatToDo[reason]}</p>
      </div>
    </div>
  );
}
