import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';

/** The wordmark, drawn in type so it is crisp at any size and costs no request. */
export function Logo({ className }: { className?: string }) {
  const [first, ...rest] = site.name.split(' ');
  return (
    <Link
      to={paths.home}
      aria-label={`${site.name}, home`}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap font-display text-2xl font-black uppercase tracking-wider text-white',
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-8 -skew-x-12 items-center justify-center bg-red text-lg">
        {first?.charAt(0)}
      </span>
      <span aria-hidden="true">
        {first}
        <span className="text-ember"> {rest.join(' ')}</span>
      </span>
    </Link>
  );
}
