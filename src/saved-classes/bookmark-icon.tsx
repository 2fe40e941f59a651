import { type IconProps, StrokeSvg } from '@/components/ui/icons';

/** A bookmark: outlined when the class is not saved, filled when it is. */
export function BookmarkIcon({ isFilled, ...props }: IconProps & { isFilled: boolean }) {
  return (
    <StrokeSvg {...props}>
      <path d="M6 3h12v18l-6-4.5L6 21z" fill={isFilled ? 'currentColor' : 'none'} />
    </StrokeSvg>
  );
}
