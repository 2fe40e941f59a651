import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  /** The short red label above the heading ("gym trainers"). */
  eyebrow: string;
  title: string;
  /** Ties the heading to its section: `<section aria-labelledby={id}>`. */
  id: string;
  children?: ReactNode;
  /** On dark sections the text turns light. */
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/** Eyebrow label, section heading (h2) and optional intro, in the site's one style. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  tone = 'light',
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-3',
        align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
      )}
    >
      <p
        className={cn(
          'font-display text-sm font-bold uppercase tracking-[0.25em]',
          tone === 'dark' ? 'text-ember' : 'text-brick',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'font-display text-3xl font-black uppercase tracking-wide sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {children && (
        <div className={cn('text-base leading-relaxed', tone === 'dark' ? 'text-white/80' : 'text-ink/75')}>
          {children}
        </div>
      )}
    </div>
  );
}
