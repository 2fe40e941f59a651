import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { blogCategories, blogPosts } from '@/content/blog';
import { paths } from '@/content/paths';
import { trainerById } from '@/content/trainers';
import { renderRoute } from '../../../tests/render-route';

function postList() {
  return screen.getByRole('region', { name: 'Posts' });
}

function shownTitles() {
  return within(postList())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Blog sidebar' });
}

describe('blog page', () => {
  it('shows the seven posts with image, author, date, main category, title, text and a purchase link', async () => {
    await renderRoute(paths.blog);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(blogPosts.map((post) => post.title));

    for (const post of blogPosts) {
      const article = screen.getByRole('article', { name: post.title });
      expect(within(article).getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
      expect(article).toHaveTextContent(`By ${trainerById(post.authorId).name}`);
      expect(article.querySelector('time')).toHaveAttribute('dateTime', post.date);
      expect(article).toHaveTextContent(`Category: ${post.categories[0]}`);
      expect(article).toHaveTextContent(post.text);
      expect(within(article).getByRole('link', { name: 'purchase now: ask us about a membership' })).toHaveAttribute(
        'href',
        paths.contact,
      );
    }
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 7 posts');
  });

  it('shows each category with its count of four, six recent posts, popular tags and the 34% banner', async () => {
    await renderRoute(paths.blog);
    const categories = within(sidebar()).getByRole('region', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(blogCategories.map((category) => `${category} (4)`));

    const recent = within(sidebar()).getByRole('region', { name: 'Recent Posts' });
    const recentLinks = within(recent).getAllByRole('link');
    expect(recentLinks).toHaveLength(6);
    expect(recentLinks.map((link) => link.getAttribute('href'))).toEqual(
      blogPosts.slice(0, 6).map((post) => `#${post.id}`),
    );

    const tags = within(sidebar()).getByRole('region', { name: 'Popular Tags' });
    expect(within(tags).getAllByRole('button').length).toBeGreaterThanOrEqual(4);

    const discount = within(sidebar()).getByRole('region', { name: 'Flat Discount' });
    expect(discount).toHaveTextContent('34%');
    expect(within(discount).getByRole('link', { name: 'see the plans' })).toHaveAttribute('href', paths.pricing);
  });

  it('filters the posts by title and text as the visitor types, and says so', async () => {
    const { user } = await renderRoute(paths.blog);
    const search = screen.getByRole('searchbox', { name: 'Search the blog' });

    await user.type(search, 'crossfit');
    // "CrossFit" in a title, "crossfit" nowhere else in titles or texts.
    expect(shownTitles()).toEqual(['Getting Back Into CrossFit After Vacation']);
    expect(screen.getByRole('status')).toHaveTextContent('1 post matches “crossfit”');

    await user.clear(search);
    await user.type(search, 'sardines');
    // A word only in a post's text.
    expect(shownTitles()).toEqual(['Protein Myths We Hear Every Week']);
  });

  it('says clearly when no post matches, and the clear button brings every post back', async () => {
    const { user } = await renderRoute(paths.blog);
    const search = screen.getByRole('searchbox', { name: 'Search the blog' });
    await user.type(search, 'zumba');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No posts match “zumba”.');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(shownTitles()).toHaveLength(7);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 7 posts');
  });

  it('filters by category (pressed button), together with the search', async () => {
    const { user } = await renderRoute(paths.blog);
    const boxing = within(sidebar()).getByRole('button', { name: 'Boxing (4)' });
    expect(boxing).toHaveAttribute('aria-pressed', 'false');

    await user.click(boxing);
    expect(boxing).toHaveAttribute('aria-pressed', 'true');
    const inBoxing = blogPosts.filter((post) => post.categories.includes('Boxing')).map((post) => post.title);
    expect(shownTitles()).toEqual(inBoxing);
    expect(screen.getByRole('status')).toHaveTextContent('4 posts in Boxing');

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'feet');
    expect(shownTitles()).toEqual(['Boxing Footwork Basics']);
    expect(screen.getByRole('status')).toHaveTextContent('1 post matches “feet” in Boxing');

    // Choosing another category replaces the first; pressing it again lets go.
    const yoga = within(sidebar()).getByRole('button', { name: 'Yoga (4)' });
    await user.click(yoga);
    expect(boxing).toHaveAttribute('aria-pressed', 'false');
    expect(yoga).toHaveAttribute('aria-pressed', 'true');
    await user.click(yoga);
    expect(yoga).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitles()).toEqual(
      blogPosts.filter((post) => /feet/i.test(`${post.title} ${post.text}`)).map((post) => post.title),
    );
  });

  it('filters by a popular tag', async () => {
    const { user } = await renderRoute(paths.blog);
    const beginners = within(sidebar()).getByRole('button', { name: 'Beginners' });
    await user.click(beginners);
    expect(beginners).toHaveAttribute('aria-pressed', 'true');
    expect(shownTitles()).toEqual(
      blogPosts.filter((post) => post.tags.includes('Beginners')).map((post) => post.title),
    );
  });

  it('a recent post link shows its card and gives it focus, clearing filters that hide it', async () => {
    const { user } = await renderRoute(paths.blog);
    // jsdom has no layout, hence no scrollIntoView: record the call instead.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'sardines');
    const target = blogPosts[0];
    if (!target) throw new Error('the blog has posts');

    await user.click(within(sidebar()).getByRole('link', { name: target.title }));
    const card = screen.getByRole('article', { name: target.title });
    expect(card).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
    expect(shownTitles()).toHaveLength(7);
  });
});
