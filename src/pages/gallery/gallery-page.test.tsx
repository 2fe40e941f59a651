import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryImages } from '@/content/gallery';
import { paths } from '@/content/paths';
import { renderRoute } from '../../../tests/render-route';
import { GALLERY_LIGHTBOX_ID } from './gallery-lightbox';

function grid() {
  const list = screen.getAllByRole('list').find((candidate) => within(candidate).queryAllByRole('img').length > 0);
  if (!list) throw new Error('no image grid');
  return list;
}

function thumbnails() {
  return within(grid()).getAllByRole('link', { name: /view larger$/ });
}

function pager() {
  return within(screen.getByRole('navigation', { name: 'Gallery pages' }));
}

describe('gallery page 1', () => {
  it('shows the banner and images 1 to 8, each with alt text and dimensions', async () => {
    await renderRoute(paths.galleryPage(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    const images = within(grid()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      galleryImages.slice(0, 8).map((image) => image.alt),
    );
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    expect(screen.getByText('Images 1–8 of 12')).toBeInTheDocument();
  });

  it('lays the grid out in 1, 2 and 3 columns from small to large screens', async () => {
    await renderRoute(paths.galleryPage(1));
    expect(grid()).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
  });

  it('has a pager with 1 current, 2 and next as links, and previous disabled', async () => {
    await renderRoute(paths.galleryPage(1));
    const previous = pager().getByRole('button', { name: 'Previous page' });
    expect(previous).toBeDisabled();
    expect(pager().queryByRole('link', { name: 'Previous page' })).toBeNull();

    const one = pager().getByRole('link', { name: 'Page 1' });
    expect(one).toHaveAttribute('aria-current', 'page');
    expect(one).toHaveClass('bg-red');
    const two = pager().getByRole('link', { name: 'Page 2' });
    expect(two).not.toHaveAttribute('aria-current');
    expect(two).toHaveAttribute('href', paths.galleryPage(2));
    expect(two).not.toHaveClass('bg-red');
    expect(pager().getByRole('link', { name: 'Next page' })).toHaveAttribute('href', paths.galleryPage(2));
  });
});

describe('gallery page 2', () => {
  it('shows images 9 to 12', async () => {
    await renderRoute(paths.galleryPage(2));
    expect(
      within(grid())
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(galleryImages.slice(8).map((image) => image.alt));
    expect(screen.getByText('Images 9–12 of 12')).toBeInTheDocument();
  });

  it('has previous and 1 as links, 2 current, and next disabled', async () => {
    await renderRoute(paths.galleryPage(2));
    expect(pager().getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', paths.galleryPage(1));
    expect(pager().getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pager().queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('following the pager shows the other page', async () => {
    const { user, router } = await renderRoute(paths.galleryPage(2));
    await user.click(pager().getByRole('link', { name: 'Previous page' }));
    expect(router.state.location.pathname).toBe(paths.galleryPage(1));
    expect(await screen.findByText('Images 1–8 of 12')).toBeInTheDocument();
    expect(pager().getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

/**
 * The viewer is a popover: jsdom applies the browser's style that hides a closed popover but has
 * no popover API to open it, so here it always counts as hidden and is queried with `hidden`.
 * Whether it shows and hides on screen is checked in a real browser (e2e/gallery.spec.ts).
 */
function viewer() {
  const dialog = document.getElementById(GALLERY_LIGHTBOX_ID);
  if (!dialog) throw new Error('no gallery viewer');
  expect(dialog).toHaveRole('dialog');
  expect(dialog).toHaveAttribute('aria-label', 'Gallery image viewer');
  return dialog;
}

function shownImage() {
  return within(viewer()).queryByRole('img', { hidden: true });
}

describe('gallery viewer', () => {
  it('opens the clicked image large in a dialog, and Escape closes it and returns focus', async () => {
    const { user } = await renderRoute(paths.galleryPage(1));
    expect(shownImage()).toBeNull();
    const third = thumbnails()[2];
    if (!third) throw new Error('no third thumbnail');
    await user.click(third);

    const dialog = viewer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByAltText(galleryImages[2]?.alt ?? '')).toBeInTheDocument();
    expect(within(dialog).getByText('Image 3 of 12:', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Close image viewer')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(shownImage()).toBeNull();
    expect(third).toHaveFocus();
  });

  it('steps with the arrow keys and buttons across all twelve images, wrapping round', async () => {
    const { user } = await renderRoute(paths.galleryPage(1));
    await user.click(thumbnails()[7] as HTMLElement);
    const dialog = viewer();
    const shown = () => within(dialog).getByRole('img', { hidden: true }).getAttribute('alt');
    expect(shown()).toBe(galleryImages[7]?.alt);

    // Past the end of page 1 into page 2's images.
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(galleryImages[8]?.alt);
    expect(within(dialog).getByText('Image 9 of 12:', { exact: false })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe(galleryImages[6]?.alt);

    await user.click(within(dialog).getByLabelText('Next image'));
    expect(shown()).toBe(galleryImages[7]?.alt);
    for (let step = 0; step < 4; step += 1) await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(galleryImages[11]?.alt);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(galleryImages[0]?.alt);
    await user.click(within(dialog).getByLabelText('Previous image'));
    expect(shown()).toBe(galleryImages[11]?.alt);
  });

  it('returns focus to the thumbnail of the image shown last, or to the opener if it is on another page', async () => {
    const { user } = await renderRoute(paths.galleryPage(1));
    await user.click(thumbnails()[0] as HTMLElement);
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    expect(thumbnails()[2]).toHaveFocus();

    await user.click(thumbnails()[7] as HTMLElement);
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    expect(shownImage()).toBeNull();
    expect(thumbnails()[7]).toHaveFocus();
  });

  it('steps with a sideways swipe on a touch screen, but not with a mouse drag', async () => {
    const { user } = await renderRoute(paths.galleryPage(1));
    await user.click(thumbnails()[1] as HTMLElement);
    const dialog = viewer();
    const swipe = (from: number, to: number, pointerType: string) => {
      const image = within(dialog).getByRole('img', { hidden: true });
      fireEvent.pointerDown(image, { clientX: from, pointerType });
      fireEvent.pointerUp(image, { clientX: to, pointerType });
    };
    swipe(300, 100, 'touch');
    expect(within(dialog).getByRole('img', { hidden: true })).toHaveAccessibleName(galleryImages[2]?.alt ?? '');
    swipe(100, 300, 'touch');
    swipe(100, 300, 'touch');
    expect(within(dialog).getByRole('img', { hidden: true })).toHaveAccessibleName(galleryImages[0]?.alt ?? '');
    swipe(300, 280, 'touch');
    swipe(300, 100, 'mouse');
    expect(within(dialog).getByRole('img', { hidden: true })).toHaveAccessibleName(galleryImages[0]?.alt ?? '');
  });
});
