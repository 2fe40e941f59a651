import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BmiCalculator } from './bmi-calculator';

const MESSAGE = 'Please enter a valid weight and height';

function renderCalculator() {
  render(<BmiCalculator />);
  return {
    user: userEvent.setup(),
    weight: screen.getByLabelText('Weight (kg)'),
    height: screen.getByLabelText('Height (cm)'),
    calculate: screen.getByRole('button', { name: 'Calculate' }),
  };
}

describe('BmiCalculator', () => {
  it('has two labelled decimal text fields with the spec’s placeholders and no result yet', () => {
    const { weight, height } = renderCalculator();
    expect(weight).toHaveAttribute('type', 'text');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    expect(weight).toHaveAttribute('placeholder', 'Weight / kg');
    expect(height).toHaveAttribute('type', 'text');
    expect(height).toHaveAttribute('inputmode', 'decimal');
    expect(height).toHaveAttribute('placeholder', 'Height / cm');
    expect(screen.queryByText(/Your BMI is/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the BMI with one decimal and its category on Calculate', async () => {
    const { user, weight, height, calculate } = renderCalculator();
    await user.type(weight, '70');
    await user.type(height, '175');
    await user.click(calculate);
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI is 22.9Category: Normal');
  });

  it('calculates when Enter is pressed in a field, and accepts a decimal comma', async () => {
    const { user, weight, height } = renderCalculator();
    await user.type(weight, '95,5');
    await user.type(height, '180{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI is 29.5Category: Overweight');
  });

  it('names the category from the unrounded value', async () => {
    const { user, weight, height, calculate } = renderCalculator();
    await user.type(weight, '19.99');
    await user.type(height, '100');
    await user.click(calculate);
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI is 20.0Category: Underweight');
  });

  it.each([
    ['nothing entered', '', ''],
    ['a zero', '0', '175'],
    ['letters', 'abc', '175'],
    ['a negative number', '-70', '175'],
    ['an impossible height', '70', '1.75'],
  ])('refuses %s with an alert and keeps what was typed', async (_case, weightText, heightText) => {
    const { user, weight, height, calculate } = renderCalculator();
    if (weightText) await user.type(weight, weightText);
    if (heightText) await user.type(height, heightText);
    await user.click(calculate);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(weight).toHaveValue(weightText);
    expect(height).toHaveValue(heightText);
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription(MESSAGE);
    expect(screen.queryByText(/Your BMI is/)).toBeNull();
  });

  it('clears an earlier result when the next entry is refused, and the alert when it is fixed', async () => {
    const { user, weight, height, calculate } = renderCalculator();
    await user.type(weight, '70');
    await user.type(height, '175');
    await user.click(calculate);
    expect(screen.getByText(/Your BMI is/)).toBeInTheDocument();

    await user.clear(height);
    await user.type(height, 'tall');
    await user.click(calculate);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText(/Your BMI is/)).toBeNull();

    await user.clear(height);
    await user.type(height, '175');
    await user.click(calculate);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(weight).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI is 22.9');
  });
});
