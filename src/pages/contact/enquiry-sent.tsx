import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { enquiryForm } from '@/content/enquiry-form';

const words = enquiryForm.sent;

interface EnquirySentProps {
  email: string;
  nextSteps: string;
  onStartOver: () => void;
}

/** Replaces the form once the enquiry is sent, and takes focus so it is read out. */
export function EnquirySent({ email, nextSteps, onStartOver }: EnquirySentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

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
      <p className="leading-relaxed">{nextSteps}</p>
      <p>
        {words.writeTo.before}
        <strong className="break-all">{email}</strong>
        {words.writeTo.after}
      </p>
      <Button variant="dark" onClick={onStartOver} className="mt-2">
        {words.another}
      </Button>
    </div>
  );
}
