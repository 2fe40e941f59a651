import { type RefObject, useEffect } from 'react';

/**
 * What a visitor typed before the form hydrated stays in the fields, but React's state starts
 * empty (hydration does not read it back), so a send would see nothing. Once mounted, hand the
 * non-empty values, by field name, to the form.
 */
export function useValuesTypedBeforeStart(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, right after hydration.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = [...new FormData(formRef.current)].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (typed.length > 0) adopt(Object.fromEntries(typed));
  }, []);
}
