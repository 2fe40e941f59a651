import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { trainers } from '@/content/trainers';
import { TrainersSection } from './trainers-section';

function renderSection() {
  render(
    <MemoryRouter>
      <TrainersSection />
    </MemoryRouter>,
  );
  const photos = trainers.map((trainer) => screen.getByRole('img', { name: trainer.imageAlt }));
  const cards = trainers.map((trainer) => screen.getByRole('article', { name: trainer.name }));
  return { photos, cards, user: userEvent.setup() };
}

const inColour = (photos: HTMLElement[]) => photos.map((photo) => !photo.classList.contains('grayscale'));

describe('trainers section', () => {
  it('shows the three photos in grayscale until a card is hovered', () => {
    const { photos } = renderSection();
    expect(inColour(photos)).toEqual([false, false, false]);
  });

  it('hovering any one card brings all three photos into colour, leaving turns them back', async () => {
    const { photos, cards, user } = renderSection();
    for (const card of cards) {
      await user.hover(card);
      expect(inColour(photos)).toEqual([true, true, true]);
      await user.unhover(card);
      expect(inColour(photos)).toEqual([false, false, false]);
    }
  });

  it('keyboard focus does what hover does, card after card, and the icons take no focus', async () => {
    const { photos, cards, user } = renderSection();
    await user.tab();
    expect(cards[0]).toHaveFocus();
    expect(inColour(photos)).toEqual([true, true, true]);
    await user.tab();
    expect(cards[1]).toHaveFocus();
    expect(inColour(photos)).toEqual([true, true, true]);
    await user.tab();
    expect(cards[2]).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(inColour(photos)).toEqual([false, false, false]);
  });

  it('keeps the colour while focus stays on a card even when the pointer leaves another', async () => {
    const { photos, cards, user } = renderSection();
    await user.tab();
    await user.hover(cards[2] as HTMLElement);
    await user.unhover(cards[2] as HTMLElement);
    expect(inColour(photos)).toEqual([true, true, true]);
  });

  it('names each card by its trainer and job, outside the photo', () => {
    const { cards } = renderSection();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      trainers.map((trainer) => trainer.name),
    );
  });
});
