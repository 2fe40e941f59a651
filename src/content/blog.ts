/**
 * The blog's posts as the pages show them: the facts of blog-facts.ts worded by blog-words.ts
 * (swapped for the page's language). This module has no translation.
 */
import { BLOG_DISCOUNT_PERCENT, blogPostFacts } from './blog-facts';
import type { BlogDiscount, BlogPost } from './blog-types';
import { blogDiscountWords, blogPostWords } from './blog-words';

export { blogCategories, homeBlogPostIds } from './blog-facts';

export const blogPosts: readonly BlogPost[] = blogPostFacts.map((post) => ({ ...post, ...blogPostWords[post.id] }));

export function blogPostById(id: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No blog post with id "${id}"`);
  return post;
}

export const blogDiscount: BlogDiscount = { percent: BLOG_DISCOUNT_PERCENT, ...blogDiscountWords };
