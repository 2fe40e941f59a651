import { AfterFirstFrame } from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { blogCategories, blogDiscount, blogPosts } from '@/content/blog';
import { blogPage as words } from '@/content/blog-page';
import { BlogSection } from './blog-section';

export function BlogPage() {
  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AfterFirstFrame>
        <BlogSection posts={blogPosts} categories={blogCategories} discount={blogDiscount} />
      </AfterFirstFrame>
    </>
  );
}
