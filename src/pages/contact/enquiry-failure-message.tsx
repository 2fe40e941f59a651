import { AlertIcon } from '@/components/ui/feature-icons';
import type { Site } from '@/content/types';
import type { EnquiryFailure } from '@/firebase/enquiries';

const linkClasses = 'font-semibold text-brick underline underline-offset-4 hover:text-ink';

/** Says honestly that nothing was sent, why, and what the visitor can do instead. */
export function EnquiryFailureMessage({ reason, site }: { reason: EnquiryFailure; site: Site }) {
  const phone = (
    <a href={`tel:${site.phone.international}`} className={linkClasses}>
      {site.phone.display}
    </a>
  );
  const email = (
    <a href={`mailto:${site.email}`} className={linkClasses}>
      {site.email}
    </a>
  );
  return (
    <div className="flex gap-3 border-s-4 border-brick bg-white p-5">
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-brick" />
      <div className="flex flex-col gap-2">
        {reason === 'network' && (
          <>
            <p className="font-bold">Your message was not sent: we could not reach our server.</p>
            <p>
              Check your internet connection, then try again, or call us on {phone}. Everything you typed is still in
              the form.
            </p>
          </>
        )}
        {reason === 'unavailable' && (
          <>
            <p className="font-bold">Your message was not sent: our enquiry service is not available right now.</p>
            <p>
              Please try again later, or call us on {phone} or write to {email}. Everything you typed is still in the
              form.
            </p>
          </>
        )}
        {reason === 'rejected' && (
          <>
            <p className="font-bold">Your message was not accepted by our server.</p>
            <p>
              Check your details and try again, or write to us directly at {email}. Everything you typed is still in the
              form.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
