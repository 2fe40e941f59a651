import type { MouseEvent, ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { blogPage as words } from '@/content/blog-page';
import type { BlogCategory, BlogDiscount, BlogPost } from '@/content/blog-types';
import { paths } from '@/content/paths';
import { formatLongDate } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { BlogTopic } from './blog-filter';

const widgetHeading =
  'font-display text-xl font-black uppercase tracking-wider after:mt-2 after:block after:h-1 after:w-12 after:bg-red';

function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={widgetHeading}>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

interface BlogSidebarProps {
  categoryCounts: readonly { category: BlogCategory; count: number }[];
  recent: readonly BlogPost[];
  tags: readonly string[];
  discount: BlogDiscount;
  topic: BlogTopic | null;
  onTopicChange: (topic: BlogTopic | null) => void;
  /** A recent post was chosen: show its card. */
  onShowPost: (postId: string) => void;
}

function isSameTopic(a: BlogTopic | null, b: BlogTopic): boolean {
  return a?.kind === b.kind && a.value === b.value;
}

/**
 * Categories and tags are filters (pressed buttons, pressing again lets go); recent posts
 * jump to their card on this page; the discount banner leads to the plans.
 */
export function BlogSidebar({
  categoryCounts,
  recent,
  tags,
  discount,
  topic,
  onTopicChange,
  onShowPost,
}: BlogSidebarProps) {
  function toggle(candidate: BlogTopic) {
    onTopicChange(isSameTopic(topic, candidate) ? null : candidate);
  }

  function handleRecentClick(event: MouseEvent<HTMLAnchorElement>, postId: string) {
    event.preventDefault();
    onShowPost(postId);
  }

  return (
    <aside aria-label={words.sidebar} className="flex flex-col gap-12">
      <Widget id="blog-categories" title={words.categories}>
        <ul className="flex flex-col gap-2">
          {categoryCounts.map(({ category, count }) => {
            const candidate: BlogTopic = { kind: 'category', value: category };
            const isPressed = isSameTopic(topic, candidate);
            return (
              <li key={category}>
                <button
                  type="button"
                  aria-pressed={isPressed}
                  onClick={() => toggle(candidate)}
                  className={cn(
                    'flex min-h-11 w-full items-center justify-between px-4 text-start font-semibold transition-colors',
                    isPressed ? 'bg-red text-white' : 'bg-paper text-ink hover:bg-ink hover:text-white',
                  )}
                >
                  <span>{words.categoryLabels[category]}</span> <span>{words.categoryCount(count)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Widget>

      <Widget id="blog-recent" title={words.recent}>
        <ol className="flex flex-col gap-4">
          {recent.map((post) => (
            <li key={post.id} className="flex items-center gap-4">
              <Picture
                image={post.image}
                alt=""
                sizes="5rem"
                className="shrink-0"
                imgClassName="size-20 object-cover"
              />
              <div className="flex flex-col">
                <a
                  href={`#${post.id}`}
                  onClick={(event) => handleRecentClick(event, post.id)}
                  className="inline-flex min-h-11 items-center font-semibold leading-snug hover:text-brick hover:underline"
                >
                  {post.title}
                </a>
                <time dateTime={post.date} className="text-sm text-ink/70">
                  {formatLongDate(post.date)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      </Widget>

      <Widget id="blog-tags" title={words.tags}>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const candidate: BlogTopic = { kind: 'tag', value: tag };
            const isPressed = isSameTopic(topic, candidate);
            return (
              <li key={tag}>
                <button
                  type="button"
                  aria-pressed={isPressed}
                  onClick={() => toggle(candidate)}
                  className={cn(
                    'min-h-11 border-2 px-4 text-sm font-semibold transition-colors',
                    isPressed
                      ? 'border-red bg-red text-white'
                      : 'border-ink/15 text-ink hover:border-ink hover:bg-ink hover:text-white',
                  )}
                >
                  {tag}
                </button>
              </li>
            );
          })}
        </ul>
      </Widget>

      <section
        aria-labelledby="blog-discount"
        className="flex flex-col items-center gap-3 bg-red px-6 py-10 text-center text-white"
      >
        <p className="font-display text-7xl font-black">{words.discountPercent(discount.percent)}</p>
        <h2 id="blog-discount" className="font-display text-2xl font-black uppercase tracking-wider">
          {discount.label}
        </h2>
        <p>{discount.terms}</p>
        <ButtonLink to={paths.pricing} variant="outline" className="mt-3">
          {words.seePlans}
        </ButtonLink>
      </section>
    </aside>
  );
}
