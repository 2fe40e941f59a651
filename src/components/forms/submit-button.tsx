import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { type IconProps, StrokeSvg } from '@/components/ui/icons';

/** The site's one spinner: a quarter arc over a faint ring; `animate-spin` turns it (reduced motion stops it). */
function SpinnerIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <circle cx="12" cy="12" r="8.5" opacity="0.3" />
      <path d="M12 3.5a8.5 8.5 0 0 1 8.5 8.5" />
    </StrokeSvg>
  );
}

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'children'> {
  isPending: boolean;
  label: string;
  busyLabel: string;
}

/**
 * The button that sends a form. While the form sends it stays focusable (`aria-disabled`, so
 * focus is not lost; the submission model ignores the extra presses) and shows the spinner and
 * its busy words.
 */
export function SubmitButton({ isPending, label, busyLabel, type = 'submit', ...props }: SubmitButtonProps) {
  return (
    <Button type={type} aria-disabled={isPending || undefined} {...props}>
      {isPending && <SpinnerIcon className="size-4 animate-spin" />}
      {isPending ? busyLabel : label}
    </Button>
  );
}
