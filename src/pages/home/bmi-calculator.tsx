import { type FormEvent, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/app/early-submit-contract';
import { FormNeedsScriptNote } from '@/components/forms/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/components/forms/use-values-typed-before-start';
import { Button } from '@/components/ui/button';
import * as words from '@/content/bmi';
import { type BmiOutcome, calculateBmi } from '@/lib/bmi';

const inputClasses =
  'min-h-12 w-full border-2 border-ink/20 bg-white px-4 text-lg text-ink placeholder:text-ink/60 focus:border-ink aria-invalid:border-brick';

/**
 * Weight and height in, BMI and category out. Nothing shows until the visitor calculates;
 * a refused entry keeps what was typed, clears any earlier result and says why in an alert.
 */
export function BmiCalculator() {
  const id = useId();
  const [weight, setWeight] = useState('');
  const [height, setHeight] = useState('');
  const [outcome, setOutcome] = useState<BmiOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeStart(formRef, (typed) => {
    if (typed.weight) setWeight(typed.weight);
    if (typed.height) setHeight(typed.height);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(calculateBmi(weight, height));
  }

  const isInvalid = outcome?.ok === false;
  const errorId = `${id}-error`;

  return (
    <form
      ref={formRef}
      method={NON_NAVIGATING_FORM_METHOD}
      onSubmit={handleSubmit}
      aria-label={words.formName}
      className="flex flex-col bg-white p-6 shadow-xl shadow-black/10 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <MeasurementField
          id={`${id}-weight`}
          name="weight"
          label={words.weightLabel}
          placeholder={words.weightPlaceholder}
          value={weight}
          onChange={setWeight}
          errorId={isInvalid ? errorId : undefined}
        />
        <MeasurementField
          id={`${id}-height`}
          name="height"
          label={words.heightLabel}
          placeholder={words.heightPlaceholder}
          value={height}
          onChange={setHeight}
          errorId={isInvalid ? errorId : undefined}
        />
      </div>
      <Button type="submit" variant="dark" className="mt-6">
        {words.calculate}
      </Button>
      <FormNeedsScriptNote />

      {outcome?.ok === false && (
        <p
          id={errorId}
          role="alert"
          className="mt-6 border-s-4 border-brick bg-brick/5 px-4 py-3 font-semibold text-brick"
        >
          {outcome.message}
        </p>
      )}
      {/* Always present, so screen readers announce the result when it is filled in. */}
      <output htmlFor={`${id}-weight ${id}-height`} className="block">
        {outcome?.ok === true && (
          <span className="mt-6 flex flex-col gap-1 bg-ink p-5 text-white">
            <span>
              {words.yourBmi} <strong className="font-display text-3xl font-black">{outcome.display}</strong>
            </span>
            <span>
              {words.resultCategory}{' '}
              <strong className="font-display text-xl font-black uppercase text-ember">
                {words.categoryNames[outcome.category]}
              </strong>
            </span>
          </span>
        )}
      </output>
    </form>
  );
}

interface MeasurementFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Set while the entry is refused: marks the field invalid and points at the message. */
  errorId: string | undefined;
}

/** A labelled text field that brings up a number pad with a decimal key on phones. */
function MeasurementField({ id, name, label, placeholder, value, onChange, errorId }: MeasurementFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClasses}
      />
    </div>
  );
}
