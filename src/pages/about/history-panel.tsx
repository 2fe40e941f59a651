import { Picture } from '@/components/ui/picture';
import type { HistoryPanel as HistoryPanelContent } from '@/content/about-types';

export function HistoryPanel({ panel }: { panel: HistoryPanelContent }) {
  const headingId = `history-${panel.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col bg-white shadow-lg shadow-black/5">
      <Picture
        image={panel.image}
        alt={panel.imageAlt}
        sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
        className="block"
        imgClassName="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
        <p className="font-display text-sm font-bold uppercase tracking-[0.25em] text-brick">{panel.period}</p>
        <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide sm:text-2xl">
          {panel.title}
        </h3>
        <p className="leading-relaxed text-ink/75">{panel.text}</p>
      </div>
    </article>
  );
}
