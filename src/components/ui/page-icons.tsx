/**
 * Icons that only some pages (or the side panel, which loads on demand) draw: a chunk of their
 * own, never in the app's shared first-load chunk. Why the icons are split: icons.tsx.
 */
import { type IconProps, StrokeSvg } from './icons';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M15 5l-7 7 7 7" />
    </StrokeSvg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 22s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </StrokeSvg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </StrokeSvg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeSvg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeSvg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M5 9l7 7 7-7" />
    </StrokeSvg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </StrokeSvg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </StrokeSvg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </StrokeSvg>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </StrokeSvg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </StrokeSvg>
  );
}

export function ZoomInIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M16 16l5 5M11 8v6M8 11h6" />
    </StrokeSvg>
  );
}

/** A round speech bubble holding a handset: the chat on WhatsApp (drawn for this site). */
export function WhatsAppIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M3.5 20.5l1.3-4.3a8.5 8.5 0 1 1 3.2 3.1z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a4.5 4.5 0 0 1-2.3-2.3l.8-1-1-2z" />
    </StrokeSvg>
  );
}

/** A speech bubble crossed by a zigzag: the chat on Messenger (drawn for this site). */
export function MessengerIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 3c-5 0-9 3.7-9 8.3 0 2.6 1.3 4.9 3.3 6.4V21l3-1.6c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.5S17 3 12 3z" />
      <path d="M7.5 13.5l3-3.2 2.5 2 3.5-3.3" />
    </StrokeSvg>
  );
}
