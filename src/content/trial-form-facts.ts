/**
 * The example phone numbers the trial form's hint and error show, the same in every language:
 * a Tunisian one (eight digits: +216 is added) and an international one with its country code.
 */
export const phoneExamples = { tunisian: '20 123 456', international: '+33 6 12 34 56 78' } as const;
