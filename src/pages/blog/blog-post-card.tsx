import { ButtonLink } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { CalendarIcon } from '@/components/ui/page-icons';
import { Picture } from '@/components/ui/picture';
import { blogPage as words } from '@/content/blog-page';
import type { BlogPost } from '@/content/blog-types';
import { paths } from '@/content/paths';
import { trainerById } from '@/content/trainers';
import { formatLongDate } from '@/i18n/format';

/**
 * One post. The card is the target of the sidebar's recent-post links (`#<post id>`): it can
 * take focus from script, and its scroll margin keeps it clear of the fixed navbar.
 */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const author = trainerById(post.authorId);
  const titleId = `${post.id}-title`;
  return (
    <article
      id={post.id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-28 flex-col bg-paper outline-offset-4"
    >
      <Picture
        image={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 1280px) 26rem, (min-width: 1024px) 30vw, (min-width: 768px) 50vw, 100vw"
        imgClassName="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start gap-3 p-6">
        <p className="font-display text-sm font-bold uppercase tracking-widest text-brick">
          <span className="sr-only">{words.category}</span>
          {words.categoryLabels[post.categories[0]]}
        </p>
        <h2 id={titleId} className="font-display text-2xl font-black uppercase leading-tight tracking-wide">
          {post.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink/75">
          <span className="flex items-center gap-2">
            <UserIcon className="size-4 text-brick" />
            {words.byAuthor(author.name)}
          </span>
          <span className="flex items-center gap-2">
            <CalendarIcon className="size-4 text-brick" />
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </span>
        </p>
        <p className="leading-relaxed text-ink/80">{post.text}</p>
        {/* The spec's call to action; the label says where it leads (the contact form). */}
        <ButtonLink to={paths.contact} aria-label={words.purchaseLabel} className="mt-auto">
          {words.purchase}
        </ButtonLink>
      </div>
    </article>
  );
}
