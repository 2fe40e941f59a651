import { SectionHeading } from '@/components/ui/section-heading';
import type { AboutContent } from '@/content/about-types';
import { HistoryPanel } from './history-panel';

/** "Our History": four panels in a 2×2 block (one column on phones), oldest first. */
export function HistorySection({ history }: { history: AboutContent['history'] }) {
  return (
    <section aria-labelledby="history-heading" className="bg-paper py-16 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading eyebrow={history.eyebrow} title={history.title} id="history-heading" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 sm:gap-8">
          {history.panels.map((panel) => (
            <li key={panel.id}>
              <HistoryPanel panel={panel} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
