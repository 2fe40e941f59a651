import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { renderRoute } from '../../../tests/render-route';

describe('pricing page', () => {
  it('shows the banner, an intro and the three plans with their prices and purchase links', async () => {
    await renderRoute(paths.pricing);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Choose Your Plan' });
    expect(section).toHaveTextContent('Tunisian dinars');

    const plans = within(section).getAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
    ]);
    expect(plans.map((plan) => plan.textContent?.match(/(\d+)DT/)?.[1])).toEqual(['39', '65', '100']);
    for (const plan of plans) {
      expect(within(plan).getByText('Beginners')).toBeInTheDocument();
      expect(within(plan).getByRole('link', { name: /^purchase now/ })).toHaveAttribute('href', paths.contact);
    }
  });

  it('offers the schedule and a coach to visitors who are unsure', async () => {
    await renderRoute(paths.pricing);
    expect(screen.getByRole('link', { name: 'See the class schedule' })).toHaveAttribute('href', paths.schedule);
    expect(screen.getByRole('link', { name: 'ask a coach' })).toHaveAttribute('href', paths.contact);
  });
});
