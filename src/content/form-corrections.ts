/**
 * What a public form that sends (contact, free trial) says while fields show an error, with how
 * many: the same sentence in every such form (src/components/forms/send-controls.tsx).
 */
export const correctFieldsAbove = (fields: number): string =>
  `Please correct the ${fields === 1 ? 'field' : `${fields} fields`} with an error message above.`;
