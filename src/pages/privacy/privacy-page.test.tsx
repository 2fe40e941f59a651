import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { privacyPolicy } from '@/content/privacy';
import { privacyFacts } from '@/content/privacy-facts';
import { site } from '@/content/site';
import { renderRoute } from '../../../tests/render-route';

describe('privacy page', () => {
  it('answers the questions a visitor and the law ask, one heading each, in order', async () => {
    await renderRoute(paths.privacy);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Who is responsible for your data',
      'What we collect and why',
      'Where your data is processed',
      'How long we keep it',
      'How we protect it',
      'Your rights',
      'Our declaration to the INPDP',
      'Accounts are for adults',
      'No cookies, no tracking',
    ]);
    expect(document.title).toBe(`Privacy Policy | ${site.name}`);
  });

  it('names the gym and how to reach it, from site.ts', async () => {
    await renderRoute(paths.privacy);
    const controller = screen.getByRole('region', { name: 'Who is responsible for your data' });
    expect(controller).toHaveTextContent(privacyPolicy.controller);
    expect(controller).toHaveTextContent(site.address.street);
    expect(within(controller).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(controller).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
  });

  it('says what is kept, where, for how long, and the rights under Organic Law 2004-63', async () => {
    await renderRoute(paths.privacy);
    const collected = screen.getByRole('region', { name: 'What we collect and why' });
    for (const item of ['password as a hash', 'users/<your account id>', 'your name', 'the time you sent it']) {
      expect(collected).toHaveTextContent(item);
    }
    expect(screen.getByRole('region', { name: 'Where your data is processed' })).toHaveTextContent('outside Tunisia');
    expect(screen.getByRole('region', { name: 'How long we keep it' })).toHaveTextContent(
      `deleted ${privacyFacts.enquiryRetentionMonths} months after you send them`,
    );
    const rights = screen.getByRole('region', { name: 'Your rights' });
    expect(rights).toHaveTextContent('Organic Law no. 2004-63 of 27 July 2004');
    expect(
      within(rights)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(':')[0]),
    ).toEqual(['Access', 'Correction', 'Objection', 'Deletion']);
    expect(rights).toHaveTextContent(`We answer within ${privacyFacts.replyWithinDays} days`);
    expect(within(rights).getByRole('link', { name: site.email })).toBeInTheDocument();
  });

  it('shows the INPDP declaration number, still the placeholder until the owner replaces it', async () => {
    await renderRoute(paths.privacy);
    expect(privacyFacts.inpdpDeclarationNumber).toBe('INPDP-0000-PLACEHOLDER');
    expect(screen.getByRole('region', { name: 'Our declaration to the INPDP' })).toHaveTextContent(
      'under number INPDP-0000-PLACEHOLDER',
    );
    expect(screen.getByRole('region', { name: 'Accounts are for adults' })).toHaveTextContent('18 or older');
  });
});

describe('links to the privacy policy', () => {
  it.each([
    { path: paths.home, place: 'the footer of every page' },
    { path: paths.signUp, place: 'the sign-up form' },
    { path: paths.contact, place: 'the contact form' },
  ])('$path links to it from $place', async ({ path }) => {
    await renderRoute(path);
    const links = screen.getAllByRole('link', { name: 'Privacy Policy' });
    for (const link of links) expect(link).toHaveAttribute('href', paths.privacy);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    // The forms' own line, outside the footer, says what happens to what is typed.
    expect(links).toHaveLength(path === paths.home ? 1 : 2);
    cleanup();
  });

  it('tells the visitor what happens to an enquiry and to a new account’s details', async () => {
    await renderRoute(paths.contact);
    expect(screen.getByText(/We store your name, e-mail, class and comment/)).toHaveTextContent(
      `delete them after ${privacyFacts.enquiryRetentionMonths} months`,
    );
    cleanup();
    await renderRoute(paths.signUp);
    expect(screen.getByText(/keeps your e-mail address and a hashed form of your password/)).toBeInTheDocument();
  });
});
