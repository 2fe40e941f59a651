/**
 * What every form field has: the visible label, the control (input, textarea or select) with
 * aria-invalid and aria-describedby, and the look of the form it sits in. FormField
 * (form-field.tsx) adds the field's own hint and error text; the BMI calculator, whose one
 * message belongs to the whole form, uses this frame alone, so the home page's first load
 * carries none of the message code.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * Focus shows as the site's ring (`:focus-visible` in src/index.css) in every look; the border
 * only darkens. A red border is what marks a wrong field, so it cannot also say where focus is.
 */
const CONTROL_CLASSES = 'min-h-12 w-full bg-white px-4 text-ink focus:border-ink';

interface FrameLook {
  field: string;
  label: string;
  control: string;
  /** The border while right and while wrong, where aria-invalid does not set it. */
  border?: readonly [valid: string, invalid: string];
}

const frameLooks = {
  /** Sign-in, sign-up, password reset and account settings: small labels, a thin border. */
  account: {
    field: '',
    label: 'mb-2 block text-sm',
    control: 'border border-ink/40 text-base transition-colors aria-[invalid=true]:border-brick',
  },
  /** The contact form: a thick border, placeholders. */
  enquiry: {
    field: 'flex flex-col gap-2',
    label: '',
    control: 'border-2 py-2 text-base placeholder:text-ink/60',
    border: ['border-ink/25', 'border-brick'],
  },
  /** The front desk's forms (staff): compact, in a page of lists. */
  desk: {
    field: 'flex flex-col gap-1',
    label: '',
    control: 'border border-ink/40 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-brick',
  },
  /** The BMI calculator: large digits. */
  measure: {
    field: 'flex flex-col gap-2',
    label: '',
    control: 'border-2 border-ink/20 text-lg placeholder:text-ink/60 aria-invalid:border-brick',
  },
} satisfies Record<string, FrameLook>;

export type FieldLook = keyof typeof frameLooks;

export interface FieldFrameOwnProps {
  id: string;
  label: ReactNode;
  /** The form the field sits in, for its look. */
  look: FieldLook;
  /** Marks the field wrong (its own error, or a message shown elsewhere such as the form's banner). */
  isInvalid?: boolean;
  /** Ids of the elements that describe the field, in reading order. */
  describedBy?: readonly string[];
  /** Beside the control, in one row with it (the password field's toggle). */
  after?: ReactNode;
  /** Under the control (FormField's hint and error text). */
  below?: ReactNode;
  /** Classes of the field's outer element (its place in the form's grid). */
  className?: string;
}

interface Controls {
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };
  select: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
}

export type ControlKind = keyof Controls;

/** The frame's own props, `as` (a one-line input by default) and the native props of that control. */
export type FieldProps<Own, As extends ControlKind> = Own & { as?: As } & Omit<Controls[As], keyof Own | 'as'>;

export function FieldFrame<As extends ControlKind = 'input'>(props: FieldProps<FieldFrameOwnProps, As>) {
  const { as, id, label, look, isInvalid, describedBy = [], after, below, className, ...controlProps } = props;
  const style: FrameLook = frameLooks[look];
  // The three controls take the props set here alike; only the caller's own props differ by `as`.
  const Control = (as ?? 'input') as 'input';
  const control = (
    <Control
      id={id}
      aria-invalid={isInvalid || undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      className={cn(CONTROL_CLASSES, style.control, style.border?.[isInvalid ? 1 : 0], after && 'min-w-0 flex-1')}
      {...(controlProps as Controls['input'])}
    />
  );
  return (
    <div className={cn(style.field, className) || undefined}>
      <label htmlFor={id} className={cn(style.label, 'font-semibold')}>
        {label}
      </label>
      {after ? (
        <div className="flex">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {below}
    </div>
  );
}
