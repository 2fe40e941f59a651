import { Link } from 'react-router-dom';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { SocialLinks } from '@/components/ui/social-links';
import { galleryImages, SIDE_PANEL_THUMBNAIL_COUNT } from '@/content/gallery';
import { paths } from '@/content/paths';
import { sidePanel } from '@/content/side-panel';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/address';

const SIDE_PANEL_SOCIAL_COUNT = 3;

/**
 * What the side panel shows. Loaded only when the visitor reaches for the panel, so its text
 * and thumbnails cost nothing on pages where it is never opened.
 */
export default function SidePanelContent({ id }: { id: string }) {
  return (
    <div className="flex flex-col gap-10 px-8 pb-10">
      <section aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className="font-display text-xl font-black uppercase tracking-wider">
          {sidePanel.aboutHeading}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-white/80">{sidePanel.about}</p>
      </section>

      <section aria-labelledby={`${id}-gallery`}>
        <h2 id={`${id}-gallery`} className="font-display text-xl font-black uppercase tracking-wider">
          {sidePanel.galleryHeading}
        </h2>
        <ul className="mt-4 grid grid-cols-3 gap-2">
          {galleryImages.slice(0, SIDE_PANEL_THUMBNAIL_COUNT).map((image) => (
            <li key={image.id}>
              <Picture image={image.img} alt={image.alt} sizes="6rem" imgClassName="aspect-[4/3] w-full object-cover" />
            </li>
          ))}
        </ul>
        <Link
          to={paths.galleryPage(1)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-ember underline-offset-4 hover:underline"
        >
          {sidePanel.galleryLink}
        </Link>
      </section>

      <section aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`} className="font-display text-xl font-black uppercase tracking-wider">
          {sidePanel.contactHeading}
        </h2>
        <ul className="mt-4 flex flex-col gap-3 text-sm text-white/80">
          <li className="flex gap-3">
            <MapPinIcon className="size-5 shrink-0 text-ember" />
            <span>{formatAddress(site.address)}</span>
          </li>
          <li>
            <a href={`tel:${site.phone.international}`} className="flex min-h-11 items-center gap-3 hover:text-white">
              <PhoneIcon className="size-5 shrink-0 text-ember" />
              <span dir="ltr">{site.phone.display}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="flex min-h-11 items-center gap-3 break-all hover:text-white">
              <MailIcon className="size-5 shrink-0 text-ember" />
              <span dir="ltr">{site.email}</span>
            </a>
          </li>
        </ul>
        <SocialLinks links={site.socialLinks.slice(0, SIDE_PANEL_SOCIAL_COUNT)} className="mt-6" />
      </section>
    </div>
  );
}
