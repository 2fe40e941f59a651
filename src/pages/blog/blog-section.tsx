import { useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useSearchState } from '@/components/layout/use-search-state';
import { blogPage as words } from '@/content/blog-page';
import type { BlogCategory, BlogDiscount, BlogPost } from '@/content/blog-types';
import {
  type BlogFilter,
  type BlogTopic,
  blogFilterCodec,
  countByCategory,
  describeResults,
  filterPosts,
  isFiltered,
  NO_FILTER,
  popularTags,
  recentPosts,
} from './blog-filter';
import { BlogPostCard } from './blog-post-card';
import { BlogSearch } from './blog-search';
import { BlogSidebar } from './blog-sidebar';

/** The spec's sidebar counts. */
const RECENT_POST_COUNT = 6;
const POPULAR_TAG_COUNT = 8;

const SEARCH_ID = 'blog-search';
const RESULTS_ID = 'blog-posts';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface BlogSectionProps {
  posts: readonly BlogPost[];
  categories: readonly BlogCategory[];
  discount: BlogDiscount;
}

/**
 * The posts and their sidebar. Search and the chosen category or tag narrow the posts
 * together, and stay in the address (Back, reload and shared links keep them); a results
 * line (a polite live region) says how many remain. On phones the
 * search sits above the posts and the rest of the sidebar below them.
 */
export function BlogSection({ posts, categories, discount }: BlogSectionProps) {
  const codec = useMemo(() => blogFilterCodec(posts, categories), [posts, categories]);
  const [filter, setFilter] = useSearchState<BlogFilter>(codec, NO_FILTER);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const shown = filterPosts(posts, filter);
  const filtered = isFiltered(filter);

  function handleTopicChange(topic: BlogTopic | null) {
    setFilter({ ...filter, topic });
    // On phones the sidebar is below the posts: bring the changed list into view.
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }
  }

  function handleClear() {
    setFilter(NO_FILTER);
    // The clear button disappears with the filters: keep focus where the visitor can go on.
    searchRef.current?.focus();
  }

  function handleShowPost(postId: string) {
    if (!shown.some((post) => post.id === postId)) flushSync(() => setFilter(NO_FILTER));
    const card = document.getElementById(postId);
    if (!card) return;
    card.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    card.focus({ preventScroll: true });
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="lg:col-start-2 lg:row-start-1">
        <BlogSearch
          id={SEARCH_ID}
          query={filter.query}
          onQueryChange={(query) => setFilter({ ...filter, query })}
          inputRef={searchRef}
          resultsId={RESULTS_ID}
        />
      </div>

      <section
        ref={resultsRef}
        id={RESULTS_ID}
        aria-labelledby="blog-posts-heading"
        className="scroll-mt-28 lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        <h2 id="blog-posts-heading" className="sr-only">
          {words.postsHeading}
        </h2>
        <div className="mb-8 flex min-h-11 flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p role="status" className="font-semibold text-ink/80">
            {describeResults(shown.length, posts.length, filter)}
          </p>
          {filtered && (
            <button
              type="button"
              onClick={handleClear}
              className="min-h-11 font-semibold text-brick underline underline-offset-4 hover:text-ink"
            >
              {words.clear}
            </button>
          )}
        </div>
        {shown.length > 0 ? (
          <ul className="grid gap-8 md:grid-cols-2">
            {shown.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="border-2 border-dashed border-ink/20 px-6 py-12 text-center">
            <p className="text-lg">{words.nothingFound}</p>
          </div>
        )}
      </section>

      <div className="lg:col-start-2 lg:row-start-2">
        <BlogSidebar
          categoryCounts={countByCategory(posts, categories)}
          recent={recentPosts(posts, RECENT_POST_COUNT)}
          tags={popularTags(posts, POPULAR_TAG_COUNT)}
          discount={discount}
          topic={filter.topic}
          onTopicChange={handleTopicChange}
          onShowPost={handleShowPost}
        />
      </div>
    </div>
  );
}
