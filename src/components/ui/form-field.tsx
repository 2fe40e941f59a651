/**
 * The field of every form: label, control (input, textarea or select), an optional hint, the
 * field's error text, aria-invalid, and aria-describedby joining what the form points at with
 * the hint and the error, in the order they are shown. `look` keeps each form's appearance.
 * The label, control and focus look come from FieldFrame; the password field
 * (password-field.tsx) is this field with a Show password toggle beside it.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { type ControlKind, FieldFrame, type FieldFrameOwnProps, type FieldLook, type FieldProps } from './field-frame';

interface MessageLook {
  hint: string;
  hintTone: string;
  error: string;
  /** The account forms announce a field's message at once (role="alert")... */
  isErrorAnnounced?: boolean;
  /** ...and show it above the hint; elsewhere it comes last. */
  isErrorAboveHint?: boolean;
  /** The contact form marks required fields with an asterisk after the label. */
  marksRequired?: boolean;
}

const underControl: MessageLook = {
  hint: 'text-sm',
  hintTone: 'text-ink/70',
  error: 'flex items-start gap-2 text-sm font-semibold',
};

const messageLooks: Record<FieldLook, MessageLook> = {
  account: {
    hint: 'mt-2 text-sm',
    hintTone: 'text-ink/80',
    error: 'mt-2 text-sm font-medium',
    isErrorAnnounced: true,
    isErrorAboveHint: true,
  },
  enquiry: { ...underControl, marksRequired: true },
  desk: underControl,
  measure: underControl,
};

interface FormFieldOwnProps extends Omit<FieldFrameOwnProps, 'label' | 'below'> {
  label: string;
  /** A short help text under the control (a minimum length, a character count). */
  hint?: ReactNode;
  /** Shows the hint as a warning (the comment past its limit). */
  isHintWarning?: boolean;
  /** A message about this field only, shown under it; marks the field wrong. */
  error?: ReactNode;
  /** An icon before the error (the contact form's alert sign); passed in, so forms without one never load it. */
  errorIcon?: ReactNode;
}

export type FormFieldProps<As extends ControlKind = 'input'> = FieldProps<FormFieldOwnProps, As>;

export function FormField<As extends ControlKind = 'input'>(props: FormFieldProps<As>) {
  const { label, hint, isHintWarning, error, errorIcon, isInvalid, describedBy = [], ...frameProps } = props;
  const style = messageLooks[frameProps.look];
  const hintId = `${frameProps.id}-hint`;
  const errorId = `${frameProps.id}-error`;

  const hintText = hint ? (
    <p id={hintId} className={cn(style.hint, isHintWarning ? 'font-semibold text-brick' : style.hintTone)}>
      {hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} role={style.isErrorAnnounced ? 'alert' : undefined} className={cn(style.error, 'text-brick')}>
      {errorIcon}
      {error}
    </p>
  ) : null;
  const hintIds = hint ? [hintId] : [];
  const errorIds = error ? [errorId] : [];

  return (
    <FieldFrame
      {...(frameProps as FieldProps<FieldFrameOwnProps, 'input'>)}
      label={
        <>
          {label}
          {style.marksRequired && frameProps.required && (
            <span aria-hidden="true" className="text-brick">
              {' '}
              *
            </span>
          )}
        </>
      }
      isInvalid={Boolean(error) || isInvalid}
      describedBy={[
        ...describedBy,
        ...(style.isErrorAboveHint ? [...errorIds, ...hintIds] : [...hintIds, ...errorIds]),
      ]}
      below={
        style.isErrorAboveHint ? (
          <>
            {errorText}
            {hintText}
          </>
        ) : (
          <>
            {hintText}
            {errorText}
          </>
        )
      }
    />
  );
}
