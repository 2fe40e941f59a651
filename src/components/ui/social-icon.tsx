import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import type { SocialNetwork } from '@/content/types';

// Brand glyphs from simple-icons (CC0-1.0); only these four are bundled.
const glyphs: Record<SocialNetwork, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  x: siX.path,
  youtube: siYoutube.path,
};

interface SocialIconProps {
  network: SocialNetwork;
  className?: string;
}

/** A decorative brand glyph; the surrounding link carries the accessible name. */
export function SocialIcon({ network, className }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={glyphs[network]} />
    </svg>
  );
}
