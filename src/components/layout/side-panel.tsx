import { Mail, MapPin, Phone } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { Overlay } from '@/components/ui/overlay';
import { SocialLinks } from '@/components/ui/social-links';
import { galleryImages, SIDE_PANEL_THUMBNAIL_COUNT } from '@/content/gallery';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/address';

interface SidePanelProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

const SIDE_PANEL_SOCIAL_COUNT = 3;

/** The navbar icon's panel: who we are, a peek at the gallery, and how to reach us. */
export function SidePanel({ id, isOpen, onClose, returnFocusRef }: SidePanelProps) {
  return (
    <Overlay
      id={id}
      label="About us, gallery and contact details"
      closeLabel="Close panel"
      placement="right"
      isOpen={isOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <div className="flex flex-col gap-10 px-8 pb-10">
        <section aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`} className="font-display text-xl font-black uppercase tracking-wider">
            About Us
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-white/80">{site.aboutBlurb}</p>
        </section>

        <section aria-labelledby={`${id}-gallery`}>
          <h2 id={`${id}-gallery`} className="font-display text-xl font-black uppercase tracking-wider">
            Gallery
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-2">
            {galleryImages.slice(0, SIDE_PANEL_THUMBNAIL_COUNT).map((image) => (
              <li key={image.id}>
                <img
                  src={image.img}
                  alt={image.alt}
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ))}
          </ul>
          <Link
            to={paths.galleryPage(1)}
            className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-ember underline-offset-4 hover:underline"
          >
            See the whole gallery
          </Link>
        </section>

        <section aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className="font-display text-xl font-black uppercase tracking-wider">
            Contact Info
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm text-white/80">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-ember" />
              <span>{formatAddress(site.address)}</span>
            </li>
            <li>
              <a href={`tel:${site.phone.international}`} className="flex min-h-11 items-center gap-3 hover:text-white">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-ember" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="flex min-h-11 items-center gap-3 break-all hover:text-white">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-ember" />
                {site.email}
              </a>
            </li>
          </ul>
          <SocialLinks links={site.socialLinks.slice(0, SIDE_PANEL_SOCIAL_COUNT)} className="mt-6" />
        </section>
      </div>
    </Overlay>
  );
}
