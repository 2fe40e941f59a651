import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { renderRoute } from '../../../tests/render-route';

describe('about page', () => {
  it('opens with the banner, the headline and a contact us link to the contact page', async () => {
    await renderRoute(paths.about);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: 'We Will Give You Strength and Health' });
    expect(within(intro).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', paths.contact);
    expect(intro).toHaveTextContent(
      'expert trainers and nutritionists build a personalized fitness and nutrition plan around you',
    );
  });

  it('shows the illustration with alt text and its dimensions', async () => {
    await renderRoute(paths.about);
    const intro = screen.getByRole('region', { name: 'We Will Give You Strength and Health' });
    const illustration = within(intro).getByRole('img');
    expect(illustration).toHaveAccessibleName(/members training/);
    expect(illustration).toHaveAttribute('width');
    expect(illustration).toHaveAttribute('height');
  });

  it('tells the history in four panels under Our History, from the harbour warehouse to today', async () => {
    await renderRoute(paths.about);
    const history = screen.getByRole('region', { name: 'Our History' });
    const panels = within(history).getAllByRole('article');
    expect(panels).toHaveLength(4);
    expect(panels.map((panel) => within(panel).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'A warehouse on the port',
      'One barbell, open doors',
      'The corniche running club',
      'A glass front on the sea',
    ]);
    expect(panels[0]).toHaveTextContent('old fisherman’s warehouse by the port of Mahdia');
    for (const panel of panels) {
      const image = within(panel).getByRole('img');
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(history).not.toHaveTextContent(/lorem|ipsum/i);
  });
});
