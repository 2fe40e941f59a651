/** The words of the not-found page, shown for every unknown address. */
import { site } from './site';

export interface NotFoundContent {
  title: string;
  description: string;
  /** Shown large, hidden from screen readers (the title says it). */
  code: string;
  headline: string;
  explanation: string;
  home: string;
  linksHeading: string;
  askHeading: string;
}

export const notFound: NotFoundContent = {
  title: 'Page not found',
  description: `This page does not exist at ${site.name}. Here are the main pages.`,
  code: '404',
  headline: 'Missed the rep? Happens to the best of us.',
  explanation: 'We could not find that page. The address may be mistyped, or the page may have moved.',
  home: 'Back to the home page',
  linksHeading: 'Try one of these',
  askHeading: 'Still looking? Ask us',
};
