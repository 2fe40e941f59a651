/** The words of the blog page around its posts (the posts themselves: blog.ts). */
import { site } from './site';
import type { BlogPageContent } from './types';

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
};
