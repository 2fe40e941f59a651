import { type ReactNode, useEffect, useState } from 'react';
import { ChatLinkItems } from '@/components/ui/chat-links';
import type { IconProps } from '@/components/ui/icons';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, ShareIcon } from '@/components/ui/page-icons';
import { SocialLinks } from '@/components/ui/social-links';
import type { ContactPageContent } from '@/content/contact-types';
import type { Site } from '@/content/site-types';
import { useOptionalPart } from '@/lib/optional-part';
import { liveOpeningHoursPart } from '@/live-timetable/live-opening-hours-part';

/**
 * "Open now" and the coming special hours, the footer's part, which this page shares:
 * loaded once the page has started, in a line kept from the first paint so nothing below moves.
 */
function LiveHoursAfterStart() {
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => setIsStarted(true), []);
  const liveHours = useOptionalPart(liveOpeningHoursPart, isStarted);
  return <div className="min-h-6">{liveHours && <liveHours.default tone="onDark" />}</div>;
}

const REACH_LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-white hover:text-ember';

interface InfoBlockProps {
  title: string;
  icon: (props: IconProps) => React.JSX.Element;
  children: ReactNode;
}

function InfoBlock({ title, icon: Icon, children }: InfoBlockProps) {
  return (
    <li className="flex flex-col gap-4 bg-night p-8 text-white/80">
      <span className="flex size-14 items-center justify-center rounded-full bg-red text-white">
        <Icon className="size-6" />
      </span>
      <h3 className="font-display text-xl font-black uppercase tracking-wider text-white">{title}</h3>
      {children}
    </li>
  );
}

/** The four ways to reach the gym: where it is, when it is open, phone, e-mail and chats, networks. */
export function ContactInfo({ site, words }: { site: Site; words: Pick<ContactPageContent, 'info' | 'hours'> }) {
  const titles = words.info;
  const { address } = site;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      <InfoBlock title={titles.visit} icon={MapPinIcon}>
        <address className="not-italic leading-relaxed">
          {address.street}
          <br />
          {address.postalCode} {address.town}
          <br />
          {address.country}
        </address>
      </InfoBlock>
      <InfoBlock title={titles.hours} icon={ClockIcon}>
        <p>{words.hours}</p>
        <LiveHoursAfterStart />
      </InfoBlock>
      <InfoBlock title={titles.reach} icon={PhoneIcon}>
        <ul className="flex flex-col">
          <li>
            <a href={`tel:${site.phone.international}`} className={REACH_LINK}>
              <PhoneIcon className="size-4 shrink-0 text-ember" />
              <span dir="ltr">{site.phone.display}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className={REACH_LINK}>
              <MailIcon className="size-4 shrink-0 text-ember" />
              {/* A narrow column may break the address after the @, never inside a word. */}
              <span dir="ltr">
                {site.email.split('@')[0]}@<wbr />
                {site.email.split('@')[1]}
              </span>
            </a>
          </li>
          <ChatLinkItems linkClassName={REACH_LINK} iconClassName="size-4 shrink-0 text-ember" />
        </ul>
      </InfoBlock>
      <InfoBlock title={titles.follow} icon={ShareIcon}>
        <SocialLinks links={site.socialLinks} />
      </InfoBlock>
    </ul>
  );
}
