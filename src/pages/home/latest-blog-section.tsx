import { SectionHeading } from '@/components/ui/section-heading';
import { blogPostById, homeBlogPostIds } from '@/content/blog';
import { latestBlogIntro } from '@/content/home-lower';
import { BlogCard } from './blog-card';

export function LatestBlogSection() {
  return (
    <section aria-labelledby="home-blog-title" className="bg-white py-20 lg:py-28">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading id="home-blog-title" eyebrow={latestBlogIntro.eyebrow} title={latestBlogIntro.title} />
        <ul className="grid gap-8 md:grid-cols-3">
          {homeBlogPostIds.map((id) => (
            <li key={id}>
              <BlogCard post={blogPostById(id)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
