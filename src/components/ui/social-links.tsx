import * as frame from '@/content/site-frame';
import type { SocialLink } from '@/content/site-types';
import { cn } from '@/lib/cn';
import { SocialIcon } from './social-icon';

interface SocialLinksProps {
  links: readonly SocialLink[];
  className?: string;
  linkClassName?: string;
}

/** A row of round social links, each named for screen readers and opened in a new tab. */
export function SocialLinks({ links, className, linkClassName }: SocialLinksProps) {
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={frame.newTabLabel(link.label)}
            className={cn(
              'flex size-11 items-center justify-center rounded-full border border-white/25 text-white transition-colors hover:border-red hover:bg-red',
              linkClassName,
            )}
          >
            <SocialIcon network={link.network} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
