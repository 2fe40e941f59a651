/** The words of the blog page around its posts (the posts themselves: blog.ts). */
import { site } from './site';
import type { BlogPageContent } from './types';

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
