/**
 * A post and the sidebar's discount: facts (blog-facts.ts) and words (blog-words.ts), put together
 * in blog.ts.
 */

export type BlogCategory = 'Body Building' | 'Boxing' | 'Crossfit' | 'Fitness' | 'Meditation' | 'Yoga';

export interface BlogPost {
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD); components format it (dd.mm.yyyy on the home cards). */
  date: string;
  /** Trainer id of the author. */
  authorId: string;
  /** The first is the post's main category, shown on its card; the sidebar counts all. */
  categories: readonly [BlogCategory, ...BlogCategory[]];
  /** One sentence: the home page's card description. */
  summary: string;
  /** A short paragraph: the blog page's card text. */
  text: string;
  image: ImageAsset;
  imageAlt: string;
  tags: readonly string[];
}

/** What each language writes of a post (blog-words.ts); the rest are its facts (blog-facts.ts). */
export type BlogPostWords = Pick<BlogPost, 'title' | 'summary' | 'text' | 'imageAlt' | 'tags'>;

export type BlogPostFacts = Omit<BlogPost, keyof BlogPostWords>;

/** The blog sidebar's discount banner. */
export interface BlogDiscount {
  /** Shown as "34%". */
  percent: number;
  label: string;
  /** What the discount applies to, under the label. */
  terms: string;
}

export type BlogDiscountWords = Omit<BlogDiscount, 'percent'>;
