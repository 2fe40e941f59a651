/** The words of the blog page around its posts (the posts themselves: blog.ts). */

import type { BlogCategory } from './blog-types';
import { site } from './site';

export interface BlogPageContent {
  title: string;
  description: string;
  /** The search landmark's name. */
  searchName: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's heading, for screen readers. */
  postsHeading: string;
  clear: string;
  nothingFound: string;
  /** Heard before a post's category. */
  category: string;
  sidebar: string;
  categories: string;
  recent: string;
  tags: string;
  /** The categories' shown names (the keys stay English: they are identifiers, in the address too). */
  categoryLabels: Record<BlogCategory, string>;
  /** A category's number of posts, after its name: "(4)". */
  categoryCount: (count: number) => string;
  /** The discount banner's figure, e.g. "34%". */
  discountPercent: (percent: number) => string;
  seePlans: string;
  /** Before the author's name on a post: "By Youssef Gharbi". */
  byAuthor: (name: string) => string;
  purchase: string;
  /** The purchase button's name: where it leads. */
  purchaseLabel: string;
  /** The results line above the posts (a polite live region). */
  results: BlogResultsWords;
}

/** The blog's results line. A scope is one of `inCategory` or `taggedWith`, or '' for none. */
export interface BlogResultsWords {
  /** Nothing searched or chosen. */
  all: (total: number) => string;
  inCategory: (category: string) => string;
  taggedWith: (tag: string) => string;
  /** How many posts match the search words (0 included), within the scope. */
  matching: (count: number, query: string, scope: string) => string;
  /** How many posts the scope holds (0 included), with no search words. */
  inScope: (count: number, scope: string) => string;
}

/** A scope after the rest of a results line, with its space: " in Boxing". */
const withScope = (scope: string) => (scope ? ` ${scope}` : '');

export const blogPage: BlogPageContent = {
  title: 'Blog',
  description: `Training tips, class news and stories from the ${site.name} community in ${site.town}.`,
  searchName: 'Blog posts',
  searchLabel: 'Search the blog',
  searchPlaceholder: 'Words in a title or post',
  postsHeading: 'Posts',
  clear: 'Clear search and filters',
  nothingFound: 'Try fewer or different words, another category, or clear the search to see every post.',
  category: 'Category: ',
  sidebar: 'Blog sidebar',
  categories: 'Categories',
  recent: 'Recent Posts',
  tags: 'Popular Tags',
  categoryLabels: {
    'Body Building': 'Body Building',
    Boxing: 'Boxing',
    Crossfit: 'Crossfit',
    Fitness: 'Fitness',
    Meditation: 'Meditation',
    Yoga: 'Yoga',
  },
  categoryCount: (count) => `(${count})`,
  discountPercent: (percent) => `${percent}%`,
  seePlans: 'see the plans',
  byAuthor: (name) => `By ${name}`,
  purchase: 'purchase now',
  purchaseLabel: 'purchase now: ask us about a membership',
  results: {
    all: (total) => `Showing all ${total} posts`,
    inCategory: (category) => `in ${category}`,
    taggedWith: (tag) => `tagged ${tag}`,
    matching: (count, query, scope) =>
      count === 0
        ? `No posts match “${query}”${withScope(scope)}.`
        : `${count} ${count === 1 ? 'post matches' : 'posts match'} “${query}”${withScope(scope)}`,
    inScope: (count, scope) =>
      count === 0 ? `No posts${withScope(scope)}.` : `${count} ${count === 1 ? 'post' : 'posts'}${withScope(scope)}`,
  },
};
