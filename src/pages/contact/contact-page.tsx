import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DataUseNote } from '@/components/privacy/data-use-note';
import { SectionHeading } from '@/components/ui/section-heading';
import { contactPage } from '@/content/contact';
import { enquiryDataNote } from '@/content/privacy-notes';
import { site } from '@/content/site';
import { ContactInfo } from './contact-info';
import { ContactMap } from './contact-map';
import { EnquiryForm } from './enquiry-form';

export function ContactPage() {
  return (
    <>
      <PageMeta title={contactPage.title} description={contactPage.description} />
      <PageBanner title={contactPage.title} />

      <section aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading eyebrow={contactPage.eyebrow} title={contactPage.headline} id="contact-heading">
          <p>{contactPage.intro}</p>
        </SectionHeading>
        <div className="mt-12">
          <ContactInfo site={site} words={contactPage} />
        </div>
      </section>

      <section aria-labelledby="enquiry-title" className="bg-paper">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
          <h2 id="enquiry-title" className="font-display text-3xl font-black uppercase tracking-wide sm:text-4xl">
            {contactPage.formTitle}
          </h2>
          <p className="mt-3 mb-10 text-ink/75">{contactPage.formIntro}</p>
          <EnquiryForm site={site} nextSteps={contactPage.nextSteps} />
          <DataUseNote note={enquiryDataNote} className="mt-6" />
        </div>
      </section>

      <ContactMap site={site} words={contactPage} />
    </>
  );
}
