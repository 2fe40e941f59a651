import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts } from '@/content/blog';
import { formatLongDate as formatPostDate } from '@/i18n/format';
import {
  blogFilterCodec,
  countByCategory,
  describeResults,
  filterPosts,
  matchesQuery,
  NO_FILTER,
  popularTags,
  recentPosts,
} from './blog-filter';

const post = blogPosts[0];
if (!post) throw new Error('the blog has posts');

describe('matchesQuery', () => {
  it('finds words in the title or the text, ignoring case and accents', () => {
    expect(matchesQuery({ ...post, title: 'Café Crème', text: 'Morning run' }, 'cafe')).toBe(true);
    expect(matchesQuery({ ...post, title: 'Café Crème', text: 'Morning run' }, 'MORNING')).toBe(true);
    expect(matchesQuery({ ...post, title: 'Café Crème', text: 'Morning run' }, 'evening')).toBe(false);
  });

  it('needs every word, in any order; an empty query matches everything', () => {
    const sample = { ...post, title: 'Boxing Footwork', text: 'Stay on the balls of your feet' };
    expect(matchesQuery(sample, 'feet boxing')).toBe(true);
    expect(matchesQuery(sample, 'feet yoga')).toBe(false);
    expect(matchesQuery(sample, '   ')).toBe(true);
  });

  it('does not search the summary, only the title and text', () => {
    expect(matchesQuery({ ...post, title: 'A', text: 'B', summary: 'zebra' }, 'zebra')).toBe(false);
  });
});

describe('filterPosts', () => {
  it('combines the search with the chosen category', () => {
    const inBoxing = filterPosts(blogPosts, { query: '', topic: { kind: 'category', value: 'Boxing' } });
    expect(inBoxing).toHaveLength(4);
    const breathing = filterPosts(blogPosts, { query: 'breathe', topic: { kind: 'category', value: 'Boxing' } });
    expect(breathing.map((match) => match.id)).toEqual(['ten-minute-meditation']);
    expect(filterPosts(blogPosts, { query: 'breathe', topic: { kind: 'category', value: 'Crossfit' } })).toEqual([]);
  });

  it('filters by tag', () => {
    const beginners = filterPosts(blogPosts, { query: '', topic: { kind: 'tag', value: 'Beginners' } });
    expect(beginners.every((match) => match.tags.includes('Beginners'))).toBe(true);
    expect(beginners.length).toBeGreaterThan(0);
  });

  it('keeps every post without a filter', () => {
    expect(filterPosts(blogPosts, NO_FILTER)).toHaveLength(7);
  });
});

describe('sidebar lists', () => {
  it('counts four posts in each of the six categories', () => {
    expect(countByCategory(blogPosts, blogCategories)).toEqual(
      blogCategories.map((category) => ({ category, count: 4 })),
    );
  });

  it('counts what the content holds, not a typed number', () => {
    expect(countByCategory(blogPosts.slice(0, 2), ['Crossfit', 'Meditation'])).toEqual([
      { category: 'Crossfit', count: 2 },
      { category: 'Meditation', count: 0 },
    ]);
  });

  it('lists the most used tags first', () => {
    const tags = popularTags(
      [
        { ...post, tags: ['b', 'a'] },
        { ...post, tags: ['a', 'c'] },
      ],
      2,
    );
    expect(tags).toEqual(['a', 'b']);
  });

  it('takes the six newest posts, newest first', () => {
    const shuffled = [...blogPosts].reverse();
    expect(recentPosts(shuffled, 6).map((recent) => recent.id)).toEqual(blogPosts.slice(0, 6).map((p) => p.id));
  });
});

describe('describeResults', () => {
  it('says what is shown', () => {
    expect(describeResults(7, 7, NO_FILTER)).toBe('Showing all 7 posts');
    expect(describeResults(2, 7, { query: ' box ', topic: null })).toBe('2 posts match “box”');
    expect(describeResults(1, 7, { query: 'box', topic: { kind: 'category', value: 'Boxing' } })).toBe(
      '1 post matches “box” in Boxing',
    );
    expect(describeResults(4, 7, { query: '', topic: { kind: 'tag', value: 'Cardio' } })).toBe('4 posts tagged Cardio');
    expect(describeResults(0, 7, { query: 'zumba', topic: null })).toBe('No posts match “zumba”.');
  });
});

describe('formatPostDate', () => {
  it('writes the day, month name and year', () => {
    expect(formatPostDate('2023-06-28')).toBe('28 June 2023');
    expect(formatPostDate('2023-02-04')).toBe('4 February 2023');
    expect(() => formatPostDate('yesterday')).toThrow();
  });
});

describe('blogFilterCodec', () => {
  const codec = blogFilterCodec(blogPosts, blogCategories);
  const read = (search: string) => codec.read(new URLSearchParams(search));

  it('reads the search, a category or a tag from the address', () => {
    expect(read('')).toEqual(NO_FILTER);
    expect(read('q=heat&category=Boxing')).toEqual({ query: 'heat', topic: { kind: 'category', value: 'Boxing' } });
    expect(read('tag=Cardio')).toEqual({ query: '', topic: { kind: 'tag', value: 'Cardio' } });
  });

  it('ignores a category or tag these posts do not have, so an old link still opens', () => {
    expect(read('category=Nope&tag=Nope')).toEqual(NO_FILTER);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(codec.write(NO_FILTER)).toEqual({ q: null, category: null, tag: null });
    const filter = { query: 'yoga mat', topic: { kind: 'tag', value: 'Beginners' } } as const;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(codec.write(filter))) if (value !== null) params.set(key, value);
    expect(codec.read(params)).toEqual(filter);
  });
});
