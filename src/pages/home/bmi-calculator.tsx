import { type FormEvent, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import * as words from '@/content/bmi';
import { type BmiOutcome, calculateBmi } from './bmi';

/** A text field that brings up a number pad with a decimal key on phones. */
const MEASUREMENT_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

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
  const refusal = isInvalid ? [errorId] : undefined;

  return (
    <form
      ref={formRef}
      method={NON_NAVIGATING_FORM_METHOD}
      onSubmit={handleSubmit}
      aria-label={words.formName}
      className="flex flex-col bg-white p-6 shadow-xl shadow-black/10 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame
          id={`${id}-weight`}
          look="measure"
          label={words.weightLabel}
          isInvalid={isInvalid}
          describedBy={refusal}
          {...MEASUREMENT_INPUT}
          name="weight"
          placeholder={words.weightPlaceholder}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
        />
        <FieldFrame
          id={`${id}-height`}
          look="measure"
          label={words.heightLabel}
          isInvalid={isInvalid}
          describedBy={refusal}
          {...MEASUREMENT_INPUT}
          name="height"
          placeholder={words.heightPlaceholder}
          value={height}
          onChange={(event) => setHeight(event.target.value)}
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
