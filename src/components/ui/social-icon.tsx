import type { SocialNetwork } from '@/content/site-types';
import { FacebookIcon, type IconProps, InstagramIcon, XBrandIcon, YoutubeIcon } from './icons';

const icons: Record<SocialNetwork, (props: IconProps) => React.JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XBrandIcon,
  youtube: YoutubeIcon,
};

/** A decorative brand mark; the surrounding link carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = icons[network];
  return <Icon className={className} />;
}
