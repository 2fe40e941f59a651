import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { classLabels } from '@/content/class-labels';
import { site } from '@/content/site';
import { trainerById } from '@/content/trainers';
import { trialPage } from '@/content/trial-page';
import { formatLongDate } from '@/i18n/format';
import { formatAddress } from '@/lib/address';
import { downloadTextFile } from '@/lib/download-file';
import { ICS_MEDIA_TYPE, trialCalendarFileName, trialCalendarText } from '@/timetable/calendar';
import type { ClassSession } from '@/timetable/sessions';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';

const words = trialPage.sent;

interface TrialSentProps {
  session: ClassSession;
  isWhatsApp: boolean;
  onStartOver: () => void;
}

/** Replaces the form once the request is sent, and takes focus so it is read out. */
export function TrialSent({ session, isWhatsApp, onStartOver }: TrialSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [hasDownloadFailed, setHasDownloadFailed] = useState(false);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function handleAddToCalendar() {
    const text = trialCalendarText(session, new Date());
    setHasDownloadFailed(!downloadTextFile(trialCalendarFileName(session), text, ICS_MEDIA_TYPE));
  }

  const details = [
    { term: trialPage.fields.className.label, value: classLabels[session.slot.className] },
    { term: words.dateTerm, value: `${weekdayName(session.slot.day)} ${formatLongDate(session.date)}` },
    { term: words.timeTerm, value: formatClassHours(session.slot.time) },
    { term: words.trainerTerm, value: trainerById(session.slot.trainerId).name },
    { term: words.addressTerm, value: formatAddress(site.address) },
  ];

  return (
    <div className="flex flex-col items-start gap-4 border-s-4 border-red bg-white p-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-red text-white">
        <CheckIcon className="size-6" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-black uppercase tracking-wide outline-none"
      >
        {words.heading}
      </h3>
      <p className="leading-relaxed">{words.nextSteps(isWhatsApp)}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {details.map(({ term, value }) => (
          <div key={term} className="contents">
            <dt className="font-bold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 flex flex-wrap gap-4">
        <Button onClick={handleAddToCalendar} className="hover:bg-ink hover:text-white">
          {words.addToCalendar}
        </Button>
        <Button variant="dark" onClick={onStartOver}>
          {words.another}
        </Button>
      </div>
      {hasDownloadFailed && (
        <p role="alert" className="font-semibold text-brick">
          {words.calendarFailed}
        </p>
      )}
    </div>
  );
}
