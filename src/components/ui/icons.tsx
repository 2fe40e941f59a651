/**
 * The site's icons, drawn on a 24-unit grid: a few hundred bytes in all, where an icon package
 * costs kilobytes on every page. Decorative by default (aria-hidden); the control around an icon
 * carries the accessible name.
 *
 * Where an icon lives decides which pages download it, because the bundler puts a whole module
 * into one chunk. This file is in the app's shared chunk, which every page loads first: only the
 * frame (StrokeSvg) and the icons of the layout (navbar, footer, banner, menus, overlays) and of
 * the home page's first load belong here. An icon that only some pages draw goes in
 * page-icons.tsx, a chunk of its own that loads with those pages; one that a single feature
 * draws sits beside it (the password field's eyes, the submit button's spinner, the bookmark).
 * Moving an icon between them changes what a page downloads: check `npm run budget`
 * (src/first-load.md lists every such split).
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The outline style of every icon; exported for the icons that live elsewhere (see above). */
export function StrokeSvg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function FillSvg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeSvg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeSvg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </StrokeSvg>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
    </StrokeSvg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M9 5l7 7-7 7" />
    </StrokeSvg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M4 12.5l5 5L20 6.5" />
    </StrokeSvg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <FillSvg {...props}>
      <path d="M13.5 22v-8h2.8l.5-3.4h-3.3V8.5c0-1 .4-1.7 1.8-1.7H17V3.8c-.3 0-1.4-.1-2.6-.1-2.6 0-4.4 1.6-4.4 4.5v2.4H7.2V14H10v8z" />
    </FillSvg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </StrokeSvg>
  );
}

export function XBrandIcon(props: IconProps) {
  return (
    <FillSvg {...props}>
      <path d="M3.5 3h5.2l4.1 5.6L17.6 3h2.6l-6.2 7.1L21 21h-5.2l-4.5-6.1L5.9 21H3.3l6.8-7.7z" />
    </FillSvg>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <FillSvg {...props}>
      <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9A28 28 0 0 0 2 12a28 28 0 0 0 .4 4.8 2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9A28 28 0 0 0 22 12a28 28 0 0 0-.4-4.8zM10 15.1V8.9l5.2 3.1z" />
    </FillSvg>
  );
}

export function WhistleIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="8" cy="15" r="5" />
      <path d="M8 10h13v4h-8M4 4l4 6" />
    </StrokeSvg>
  );
}

export function DumbbellIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M6 7v10M2.5 9.5v5M18 7v10M21.5 9.5v5M6 12h12" />
    </StrokeSvg>
  );
}

export function TreadmillIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M2 18h14l4-12h2M16 18l2 3M6 18l-2 3" />
      <circle cx="11" cy="5" r="2" />
      <path d="M11 8l-1 5 3 2M10 13l-3 2" />
    </StrokeSvg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </StrokeSvg>
  );
}
