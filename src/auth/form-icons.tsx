/**
 * The icon only the account forms use. It lives here, not in components/ui/icons.tsx, so it
 * loads with the forms instead of adding to every page's shared first-load chunk.
 */
import { type IconProps, StrokeSvg } from '@/components/ui/icons';

export function SpinnerIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M12 3a9 9 0 1 0 9 9" />
    </StrokeSvg>
  );
}
