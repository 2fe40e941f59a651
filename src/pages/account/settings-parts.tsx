import type { ReactNode } from 'react';

/** The frame of each of the three parts of the account settings. */
export function SettingsPart({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-ink/10 pt-6">
      <h3 id={id} className="font-display text-lg font-bold uppercase tracking-wide">
        {heading}
      </h3>
      {children}
    </section>
  );
}
