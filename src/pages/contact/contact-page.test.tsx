import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gymClassNames } from '@/content/class-names';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import { type EnquiryResult, submitEnquiry } from '@/firebase/leads';
import { renderRoute } from '../../../tests/render-route';

vi.mock('@/firebase/leads');
const submit = vi.mocked(submitEnquiry);

beforeEach(() => {
  submit.mockReset();
});

function field(name: RegExp | string) {
  return screen.getByRole('textbox', { name });
}

const nameField = () => field('Full name');
const emailField = () => field('E-mail address');
const commentField = () => field('Comment');
const classSelect = () => screen.getByRole('combobox', { name: 'Class' });
const submitButton = () => screen.getByRole('button', { name: 'submit now' });

async function fillValid(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.type(nameField(), 'Amira Jaziri');
  await user.type(emailField(), 'amira@example.tn');
  await user.selectOptions(classSelect(), 'Yoga');
  await user.type(commentField(), 'Mornings suit me best.');
}

/** A promise the test settles when it wants, to see the form while it is sending. */
function deferred() {
  let resolve: (result: EnquiryResult) => void = () => {};
  const promise = new Promise<EnquiryResult>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('contact page content', () => {
  it('shows the banner, headline, the four information blocks and the map', async () => {
    await renderRoute(paths.contact);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Come Train With Us by the Sea' })).toBeInTheDocument();

    const blocks = ['Visit Us', 'Opening Hours', 'Call or Write', 'Follow Us'].map((name) =>
      screen.getByRole('heading', { level: 3, name }).closest('li'),
    );
    expect(blocks[0]).toHaveTextContent(site.address.street);
    expect(blocks[0]).toHaveTextContent('Mahdia');
    expect(blocks[1]).toHaveTextContent('Mon to Fri 7:30 am - 1:00 am');
    const contact = within(blocks[2] as HTMLElement);
    expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(blocks[3] as HTMLElement).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4);

    const map = screen.getByTitle('Map of the Rivage Gym location on the Mahdia seafront');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=35\.50470,11\.06220$/,
    );
    expect(screen.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=35\.50470&mlon=11\.06220/),
    );
  });

  it('has the form "Leave Us Your Info" with labelled fields, the spec placeholders and the class list', async () => {
    await renderRoute(paths.contact);
    expect(screen.getByRole('form', { name: 'Leave Us Your Info' })).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('placeholder', 'Full Name *');
    expect(emailField()).toHaveAttribute('placeholder', 'Email Address *');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(nameField()).toBeRequired();
    expect(emailField()).toBeRequired();
    expect(
      within(classSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Class', ...gymClassNames]);
    expect(classSelect()).toHaveValue('');
    expect(gymClassNames).toContain('Karate');
    expect(gymClassNames).not.toContain('Katate');
    expect(submitButton()).toBeInTheDocument();
  });
});

describe('class preselection', () => {
  it('selects the class named in ?class=', async () => {
    await renderRoute(paths.contactForClass('Power Lifting'));
    expect(classSelect()).toHaveValue('Power Lifting');
  });

  it('matches the name without regard to case', async () => {
    await renderRoute('/contact?class=boxing');
    expect(classSelect()).toHaveValue('Boxing');
  });

  it('ignores a class the gym does not teach', async () => {
    await renderRoute('/contact?class=Zumba');
    expect(classSelect()).toHaveValue('');
  });
});

describe('validation', () => {
  it('requires name and e-mail: errors next to the fields, tied to them, focus on the first', async () => {
    const { user } = await renderRoute(paths.contact);
    await user.click(submitButton());

    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Enter your full name.');
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(nameField()).toHaveFocus();
    expect(within(screen.getByRole('form')).getByRole('status')).toHaveTextContent(
      'Please correct the 2 fields with an error message above.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail, focusing it and keeping what was typed', async () => {
    const { user } = await renderRoute(paths.contact);
    await user.type(nameField(), 'Amira');
    await user.type(emailField(), 'amira@example');
    await user.click(submitButton());
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(nameField()).toHaveValue('Amira');
    expect(emailField()).toHaveValue('amira@example');

    // The error follows the edit.
    await user.type(emailField(), '.tn');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Please correct/)).toBeNull();
  });

  it('counts the comment characters and refuses more than 1000 without cutting the text', async () => {
    const { user } = await renderRoute(paths.contact);
    expect(commentField()).toHaveAccessibleDescription('1,000 of 1,000 characters left');
    await user.type(commentField(), 'Hello');
    expect(commentField()).toHaveAccessibleDescription('995 of 1,000 characters left');

    await user.click(commentField());
    await user.paste('x'.repeat(1000));
    expect(commentField()).toHaveValue(`Hello${'x'.repeat(1000)}`);
    expect(commentField()).toHaveAccessibleDescription('5 characters over the limit of 1,000');

    await user.type(nameField(), 'Amira');
    await user.type(emailField(), 'amira@example.tn');
    await user.click(submitButton());
    expect(commentField()).toHaveFocus();
    expect(commentField()).toHaveAttribute('aria-invalid', 'true');
    expect(commentField()).toHaveAccessibleDescription(
      '5 characters over the limit of 1,000 Shorten your comment to 1,000 characters or fewer (it has 1,005).',
    );
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('submitting', () => {
  it('shows progress, cannot send twice, then confirms and says what happens next', async () => {
    const pending = deferred();
    submit.mockReturnValue(pending.promise);
    const { user } = await renderRoute(paths.contact);
    await fillValid(user);
    await user.click(submitButton());

    const sending = screen.getByRole('button', { name: 'sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Sending your message…')).toBeInTheDocument();
    await user.click(sending);
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      name: 'Amira Jaziri',
      email: 'amira@example.tn',
      className: 'Yoga',
      comment: 'Mornings suit me best.',
    });

    await act(async () => pending.resolve({ ok: true }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you, your message is sent' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/A coach will reply to your e-mail within one working day/)).toBeInTheDocument();
    expect(screen.getByText('amira@example.tn')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();

    // Starting over gives an empty form.
    await user.click(screen.getByRole('button', { name: 'send another message' }));
    expect(nameField()).toHaveValue('');
    expect(nameField()).toHaveFocus();
    expect(classSelect()).toHaveValue('');
  });

  it.each([
    ['unavailable', /our enquiry service is not available right now/],
    ['network', /we could not reach our server/],
    ['rejected', /not accepted by our server/],
    ['limit', /we accept at most 5 messages an hour from one browser/],
  ] as const)('on a %s failure says so, keeps every value and offers to try again', async (reason, message) => {
    submit.mockResolvedValue({ ok: false, reason });
    const { user } = await renderRoute(paths.contact);
    await fillValid(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(message));
    expect(alert).toHaveTextContent('Everything you typed is still in the form.');
    expect(alert).not.toHaveTextContent(/thank you/i);
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(emailField()).toHaveValue('amira@example.tn');
    expect(classSelect()).toHaveValue('Yoga');
    expect(commentField()).toHaveValue('Mornings suit me best.');

    submit.mockResolvedValue({ ok: true });
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, your message is sent' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('offers the phone and e-mail when the service is unavailable', async () => {
    submit.mockResolvedValue({ ok: false, reason: 'unavailable' });
    const { user } = await renderRoute(paths.contact);
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(within(alert).getByRole('link', { name: site.email })).toBeInTheDocument());
    expect(within(alert).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
  });

  it('at the hourly limit names the limit and offers the phone', async () => {
    submit.mockResolvedValue({ ok: false, reason: 'limit' });
    const { user } = await renderRoute(paths.contact);
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(`at most ${PUBLIC_WRITES_PER_HOUR} messages an hour`));
    expect(within(alert).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    expect(alert).toHaveTextContent('or send it again in an hour.');
  });

  it('treats a submission that throws as unavailable rather than hanging', async () => {
    submit.mockRejectedValue(new Error('boom'));
    const { user } = await renderRoute(paths.contact);
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(/not available right now/));
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
  });

  it('drops a bot that fills the hidden field: nothing is sent', async () => {
    const { user, container } = await renderRoute(paths.contact);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('the form has a honeypot');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

    await fillValid(user);
    await user.type(honeypot, 'https://spam.example');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank you, your message is sent' })).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
