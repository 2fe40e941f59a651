import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { blogCategories, blogDiscount, blogPosts } from '@/content/blog';
import { BlogSection } from './blog-section';

export function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Training tips, class news and stories from the Rivage Gym community in Mahdia."
      />
      <PageBanner title="Blog" />
      <BlogSection posts={blogPosts} categories={blogCategories} discount={blogDiscount} />
    </>
  );
}
