import type { PrivacyPolicyContent, PrivacySection } from '@/content/privacy-types';
import type { Site } from '@/content/site-types';
import { ControllerContact } from './controller-contact';

interface PolicySectionProps {
  section: PrivacySection;
  site: Site;
  /** The policy's own words for what every section shares (point terms, contact details). */
  words: PrivacyPolicyContent;
}

/** One heading of the policy: its paragraphs, labelled points and, where it says how, the gym's details. */
export function PolicySection({ section, site, words }: PolicySectionProps) {
  return (
    <section aria-labelledby={section.id} className="flex flex-col gap-4">
      <h2 id={section.id} className="font-display text-2xl font-black uppercase tracking-wide text-ink sm:text-3xl">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points && (
        <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-brick">
          {section.points.map((point) => (
            <li key={point.term}>
              <strong className="font-semibold text-ink">{words.pointTerm(point.term)}</strong> {point.text}
            </li>
          ))}
        </ul>
      )}
      {section.closing && <p>{section.closing}</p>}
      {section.showsContactDetails && <ControllerContact site={site} words={words} />}
    </section>
  );
}
