/** The footer's "Our Classes" list, exactly as the spec names it. */
export const footerClassNames: readonly string[] = [
  'Fitness Classes',
  'Aerobics Classes',
  'Power Yoga',
  'Learn Machines',
  'Full-body Strength',
];

/**
 * The privacy policy's name: the footer's link to it, the policy page's title and the links
 * under the forms. Here because the footer is on every page's first load; the rest follow it.
 */
export const PRIVACY_POLICY_LABEL: string = 'Privacy Policy';
