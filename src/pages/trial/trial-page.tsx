import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DataUseNote } from '@/components/privacy/data-use-note';
import { site } from '@/content/site';
import { trialPage as words } from '@/content/trial-page';
import { TrialForm } from './trial-form';

/** /trial: a visitor books a free trial on one of a class's next dates. */
export function TrialPage() {
  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <section aria-labelledby="trial-title" className="bg-paper">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="font-display text-sm font-bold uppercase tracking-widest text-brick">{words.eyebrow}</p>
          <h2 id="trial-title" className="mt-2 font-display text-3xl font-black uppercase tracking-wide sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-3 mb-10 text-ink/75">{words.intro}</p>
          <TrialForm site={site} />
          <DataUseNote note={words.dataNote} className="mt-6" />
        </div>
      </section>
    </>
  );
}
