import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldFrame } from './field-frame';
import { FormField } from './form-field';

describe('FormField', () => {
  it('ties the label, and leaves a right field without aria-invalid or a description', () => {
    render(<FormField id="name" look="enquiry" label="Full name" />);
    const field = screen.getByRole('textbox', { name: 'Full name' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('account look: the form’s ids, then the announced error, then the hint, as shown', () => {
    render(
      <>
        <p id="banner">Wrong email or password</p>
        <FormField
          id="pw"
          look="account"
          label="Password"
          hint="At least 8 characters."
          error="Too short."
          describedBy={['banner']}
        />
      </>,
    );
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'banner pw-error pw-hint');
    expect(field).toHaveAccessibleDescription('Wrong email or password Too short. At least 8 characters.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short.');
  });

  it('enquiry look: hint before error, no alert role, an asterisk hidden from screen readers on required fields', () => {
    render(
      <FormField
        as="textarea"
        id="comment"
        look="enquiry"
        label="Comment"
        hint="5 left"
        error="Shorten it."
        required
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('5 left Shorten it.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a select with its options', () => {
    render(
      <FormField as="select" id="class" look="enquiry" label="Class" defaultValue="yoga">
        <option value="">Any</option>
        <option value="yoga">Yoga</option>
      </FormField>,
    );
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('yoga');
  });

  it('marks a field wrong for a message shown elsewhere', () => {
    render(<FieldFrame id="weight" look="measure" label="Weight" isInvalid describedBy={['bmi-error']} />);
    const field = screen.getByLabelText('Weight');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'bmi-error');
  });
});
