/** The footer's "Our Classes" list, exactly as the spec names it. */
export const footerClassNames = [
  'Fitness Classes',
  'Aerobics Classes',
  'Power Yoga',
  'Learn Machines',
  'Full-body Strength',
] as const;
