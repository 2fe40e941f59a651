import { ButtonLink } from '@/components/ui/button';
import { ChatLinkItems } from '@/components/ui/chat-links';
import { MailIcon, PhoneIcon } from '@/components/ui/page-icons';
import { callBanner } from '@/content/home-lower';
import { paths } from '@/content/paths';
import { site } from '@/content/site';

export function CallBannerSection() {
  return (
    <section aria-labelledby="home-call-title" className="bg-red text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3">
          <h2 id="home-call-title" className="font-display text-3xl font-black uppercase tracking-wide sm:text-4xl">
            {callBanner.title}
          </h2>
          <p>{callBanner.text}</p>
          <ul className="flex flex-col gap-x-8 sm:flex-row sm:flex-wrap">
            <li>
              <a
                href={`tel:${site.phone.international}`}
                className="flex min-h-11 items-center gap-3 font-semibold hover:underline"
              >
                <PhoneIcon className="size-5 shrink-0" />
                <span dir="ltr">{site.phone.display}</span>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="flex min-h-11 items-center gap-3 font-semibold break-all hover:underline"
              >
                <MailIcon className="size-5 shrink-0" />
                <span dir="ltr">{site.email}</span>
              </a>
            </li>
            <ChatLinkItems
              linkClassName="flex min-h-11 items-center gap-3 font-semibold hover:underline"
              iconClassName="size-5 shrink-0"
            />
          </ul>
        </div>
        <div>
          <ButtonLink to={paths.contact} variant="dark">
            {callBanner.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
