/**
 * The footer's words and its "Our Classes" list, exactly as the spec names it. The words are
 * constants of their own (see site-frame.ts): the footer is on every page's first load.
 */
import { site } from './site';

export const footerClassNames: readonly string[] = [
  'Fitness Classes',
  'Aerobics Classes',
  'Power Yoga',
  'Learn Machines',
  'Full-body Strength',
];

export const classesHeading: string = 'Our Classes';
export const hoursHeading: string = 'Working Hours';

// "© 2025 Rivage Gym. All rights reserved. Designed by <designer>.", around the year and the designer's link.
export const copyrightBeforeYear: string = '© ';
export const copyrightAfterYear: string = ` ${site.name}. All rights reserved. Designed by `;
export const copyrightAfterDesigner: string = '.';

/**
 * The privacy policy's name: the footer's link to it, the policy page's title and the links
 * under the forms. Here because the footer is on every page's first load; the rest follow it.
 */
export const PRIVACY_POLICY_LABEL: string = 'Privacy Policy';
