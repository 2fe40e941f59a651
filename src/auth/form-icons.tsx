/**
 * Icons only the account forms use. They live here, not in components/ui/icons.tsx, so they
 * load with the forms instead of adding to every page's shared first-load chunk.
 */
import { type IconProps, StrokeSvg } from '@/components/ui/icons';

export function EyeIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </StrokeSvg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M2 12s3.6-7 10-7c2 0 3.8.7 5.2 1.7M22 12s-3.6 7-10 7c-2 0-3.8-.7-5.2-1.7" />
      <path d="M9.9 14.1a3 3 0 0 1 4.2-4.2M3 21L21 3" />
    </StrokeSvg>
  );
}

export function SpinnerIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 3a9 9 0 1 0 9 9" />
    </StrokeSvg>
  );
}
