import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { privacyPolicy } from '@/content/privacy';
import { site } from '@/content/site';
import { PolicySection } from './policy-section';

export function PrivacyPage() {
  return (
    <>
      <PageMeta title={privacyPolicy.title} description={privacyPolicy.description} />
      <PageBanner title={privacyPolicy.title} />
      <div className="bg-paper px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto flex max-w-3xl flex-col gap-12 leading-relaxed text-ink/80">
          <p className="text-lg">{privacyPolicy.intro}</p>
          {privacyPolicy.sections.map((section) => (
            <PolicySection key={section.id} section={section} site={site} words={privacyPolicy} />
          ))}
        </div>
      </div>
    </>
  );
}
