import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testimonials } from '@/content/testimonials';
import type { Testimonial } from '@/content/testimonials-types';
import { TestimonialSlider } from './testimonial-slider';

const [amira] = testimonials as [Testimonial];
const second: Testimonial = {
  ...amira,
  id: 'second-member',
  name: 'Second Member',
  job: 'Harbour pilot',
  text: 'A second testimonial, only for this test.',
};

describe('TestimonialSlider', () => {
  it('with one testimonial shows it and disables both arrows', () => {
    render(<TestimonialSlider testimonials={[amira]} />);
    expect(screen.getByText(amira.text)).toBeInTheDocument();
    expect(screen.getByText(amira.name)).toBeInTheDocument();
    expect(screen.getByText(amira.job)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
  });

  it('with two, the arrows move between them and wrap around at the ends', async () => {
    const user = userEvent.setup();
    render(<TestimonialSlider testimonials={[amira, second]} />);
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    expect(next).toBeEnabled();
    expect(previous).toBeEnabled();
    expect(screen.getByText(amira.name)).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toHaveTextContent('Testimonial 1 / 2');

    await user.click(next);
    expect(screen.getByText(second.name)).toBeInTheDocument();
    expect(screen.getByText(second.text)).toBeInTheDocument();
    expect(screen.queryByText(amira.name)).toBeNull();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();

    await user.click(next);
    expect(screen.getByText(amira.name)).toBeInTheDocument();

    await user.click(previous);
    expect(screen.getByText(second.name)).toBeInTheDocument();
  });
});
