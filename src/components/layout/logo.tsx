import { Link } from 'react-router-dom';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import * as frame from '@/content/site-frame';
import { cn } from '@/lib/cn';

/**
 * The gym's mark (the striped sun setting over the sea, as in brand/logo.svg and the artwork)
 * beside the name set in the display face: crisp at any size and no extra request.
 */
export function Logo({ className }: { className?: string }) {
  const [first, ...rest] = site.name.split(' ');
  return (
    <Link
      to={paths.home}
      aria-label={frame.logoLabel}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap font-display text-2xl font-black text-white',
        className,
      )}
    >
      <svg viewBox="8 17 104 90" aria-hidden="true" focusable="false" className="size-9 shrink-0 fill-red">
        <path d="M10.8 69A50 50 0 1 1 109.2 69ZM12.3 75A50 50 0 0 0 15.6 83H104.4A50 50 0 0 0 107.7 75ZM20 90A50 50 0 0 0 26.4 97H93.6A50 50 0 0 0 100 90ZM38.2 105A50 50 0 0 0 81.8 105Z" />
      </svg>
      {/*
        The name is a wordmark in Latin letters on every language's pages, so it takes the
        English typography there too: the Arabic pages drop capitals and letter spacing for
        Arabic text only (src/content/ar/locale-fonts.css). Not for translating either.
      */}
      <span aria-hidden="true" lang="en" translate="no" className="uppercase tracking-wider">
        {first}
        <span className="text-ember"> {rest.join(' ')}</span>
      </span>
    </Link>
  );
}
