/** The blog page's filtering rules, kept pure so they are tested without rendering. */
import { blogPage } from '@/content/blog-page';
import type { BlogCategory, BlogPost } from '@/content/blog-types';

/** What the sidebar narrows the posts to: one category or one tag at a time. */
export type BlogTopic = { kind: 'category'; value: BlogCategory } | { kind: 'tag'; value: string };

export interface BlogFilter {
  query: string;
  topic: BlogTopic | null;
}

export const NO_FILTER: BlogFilter = { query: '', topic: null };

/** Lower case without accents, so "cafe" finds "café" and "CROSSFIT" finds "CrossFit". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of the query must appear in the post's title or text. */
export function matchesQuery(post: BlogPost, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const haystack = normalise(`${post.title} ${post.text}`);
  return words.every((word) => haystack.includes(word));
}

function matchesTopic(post: BlogPost, topic: BlogTopic | null): boolean {
  if (!topic) return true;
  return topic.kind === 'category' ? post.categories.includes(topic.value) : post.tags.includes(topic.value);
}

/** Search and the chosen category or tag work together: a post must pass both. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  return posts.filter((post) => matchesQuery(post, filter.query) && matchesTopic(post, filter.topic));
}

export function isFiltered(filter: BlogFilter): boolean {
  return filter.query.trim() !== '' || filter.topic !== null;
}

/** The sidebar's "(4)": how many posts each category holds, counted from the content. */
export function countByCategory(
  posts: readonly BlogPost[],
  categories: readonly BlogCategory[],
): { category: BlogCategory; count: number }[] {
  return categories.map((category) => ({
    category,
    count: posts.filter((post) => post.categories.includes(category)).length,
  }));
}

/** The most used tags, most used first (ties in alphabetical order). */
export function popularTags(posts: readonly BlogPost[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([tagA, countA], [tagB, countB]) => countB - countA || tagA.localeCompare(tagB))
    .slice(0, limit)
    .map(([tag]) => tag);
}

/** Newest first, however the content happens to be ordered. */
export function recentPosts(posts: readonly BlogPost[], limit: number): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}

/** One sentence for the results line (and screen readers): how many posts, matching what. */
export function describeResults(count: number, total: number, filter: BlogFilter): string {
  const words = blogPage.results;
  const query = filter.query.trim();
  const topic = filter.topic;
  if (!query && !topic) return words.all(total);
  const scope = !topic
    ? ''
    : topic.kind === 'category'
      ? words.inCategory(blogPage.categoryLabels[topic.value])
      : words.taggedWith(topic.value);
  return query ? words.matching(count, query, scope) : words.inScope(count, scope);
}

/**
 * The filter in the address: `?q=` for the search, `?category=` or `?tag=` for the topic.
 * Names that are no category or tag of these posts are ignored, so an old link still opens.
 */
export function blogFilterCodec(posts: readonly BlogPost[], categories: readonly BlogCategory[]) {
  const tags = new Set(posts.flatMap((post) => post.tags));
  return {
    keys: ['q', 'category', 'tag'],
    read(params: URLSearchParams): BlogFilter {
      const category = categories.find((candidate) => candidate === params.get('category'));
      const tag = params.get('tag');
      const topic: BlogTopic | null = category
        ? { kind: 'category', value: category }
        : tag && tags.has(tag)
          ? { kind: 'tag', value: tag }
          : null;
      return { query: params.get('q') ?? '', topic };
    },
    write({ query, topic }: BlogFilter) {
      return {
        q: query === '' ? null : query,
        category: topic?.kind === 'category' ? topic.value : null,
        tag: topic?.kind === 'tag' ? topic.value : null,
      };
    },
  } as const;
}
