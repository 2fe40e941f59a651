import type { PrivacyPolicyContent } from '@/content/privacy-types';
import type { Site } from '@/content/site-types';
import { formatAddress } from '@/lib/address';

interface ControllerContactProps {
  site: Site;
  words: Pick<PrivacyPolicyContent, 'contactLabels' | 'controller' | 'controllerAddress'>;
}

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold break-all text-brick underline underline-offset-4 hover:text-ink';

/** How to reach whoever answers for the data: name (privacy-facts.ts, worded by privacy.ts), postal address, e-mail and phone (site.ts). */
export function ControllerContact({ site, words }: ControllerContactProps) {
  const labels = words.contactLabels;
  return (
    <address className="border-s-4 border-brick bg-white px-5 py-4 not-italic">
      <dl className="grid gap-x-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <dt className="font-semibold text-ink">{labels.address}</dt>
        <dd className="mb-2 sm:mb-0 sm:py-2">
          {words.controllerAddress(words.controller, formatAddress(site.address))}
        </dd>
        <dt className="font-semibold text-ink">{labels.email}</dt>
        <dd>
          <a dir="ltr" href={`mailto:${site.email}`} className={linkClasses}>
            {site.email}
          </a>
        </dd>
        <dt className="font-semibold text-ink">{labels.phone}</dt>
        <dd>
          <a dir="ltr" href={`tel:${site.phone.international}`} className={linkClasses}>
            {site.phone.display}
          </a>
        </dd>
      </dl>
    </address>
  );
}
