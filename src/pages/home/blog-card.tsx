import { Link } from 'react-router-dom';
import { Picture } from '@/components/ui/picture';
import type { BlogPost } from '@/content/blog-types';
import { blogCardWords as words } from '@/content/home-lower';
import { paths } from '@/content/paths';
import { formatShortDate } from '@/i18n/format';

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col bg-white shadow-lg shadow-black/10">
      <Picture
        image={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 1280px) 25rem, (min-width: 768px) 30vw, calc(100vw - 2rem)"
        imgClassName="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start gap-3 p-6">
        <time
          dateTime={post.date}
          className="bg-red px-3 py-1 font-display text-sm font-bold tracking-wider text-white"
        >
          {formatShortDate(post.date)}
        </time>
        <h3 className="font-display text-xl font-black uppercase tracking-wide">{post.title}</h3>
        <p className="leading-relaxed text-ink/75">{post.summary}</p>
        <Link
          to={paths.blog}
          className="mt-auto inline-flex min-h-11 items-center gap-2 font-display text-sm font-bold uppercase tracking-widest text-brick underline-offset-4 hover:underline"
        >
          {words.readMore}
          <span className="sr-only">{words.readMoreAbout(post.title)}</span>
        </Link>
      </div>
    </article>
  );
}
