import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { renderRoute } from '../../../tests/render-route';

/** Renders `/` through the real route table and waits for the sections that hydrate later. */
async function renderHome() {
  const view = await renderRoute(paths.home);
  await screen.findByRole('region', { name: 'Need a Fitness Trainer?' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

function linkTargets(container: HTMLElement, name: string | RegExp) {
  return within(container)
    .getAllByRole('link', { name })
    .map((link) => link.getAttribute('href'));
}

// The file's first render warms React and the whole page up: about a second on a quiet machine,
// past the default 5 s under load (seen with the end-to-end suite running beside it).
describe('home page', { timeout: 15_000 }, () => {
  it('stacks the eleven sections in the spec’s order, with one h1', async () => {
    await renderHome();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 1 })
        .map((heading) => heading.textContent),
    ).toEqual(['make your body fit & perfect']);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Everything You Need Under One Roof',
      'A Plan Built Around You',
      'BMI Calculator',
      'Featured Classes',
      'Choose Your Plan',
      'News From The Gym',
      'Life at Rivage Gym',
      'Team Of Expert Coaches',
      'What Our Members Say',
      'Need a Fitness Trainer?',
    ]);
  });

  it('hero: headline, tag, our classes, a share strip of three networks, anchor #home', async () => {
    await renderHome();
    const hero = region('make your body fit & perfect');
    expect(hero).toHaveAttribute('id', 'home');
    expect(within(hero).getByText('find your energy')).toBeInTheDocument();
    expect(linkTargets(hero, 'our classes')).toEqual([paths.classes]);
    expect(within(hero).getByText('share')).toBeInTheDocument();
    expect(within(hero).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
    // The art is the page's one priority image: eager, not lazy.
    expect(within(hero).getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('about: three feature cards and the who-we-are block with a tour', async () => {
    await renderHome();
    const about = region('Everything You Need Under One Roof');
    const cards = within(about).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Progression',
      'Workout',
      'Nutritions',
    ]);
    for (const card of cards) expect(card.querySelector('img')).not.toBeNull();
    expect(within(about).getByText('who we are')).toBeInTheDocument();
    for (const point of ['professional trainers', 'modern equipments', 'fancy gym machines']) {
      expect(within(about).getByText(point)).toBeInTheDocument();
    }
    expect(linkTargets(about, 'take a tour')).toEqual([paths.classes]);
  });

  it('why choose us: the plan copy, a still picture (no play button), four highlights, our classes', async () => {
    await renderHome();
    const why = region('A Plan Built Around You');
    expect(why).toHaveTextContent(
      'Our expert trainers and nutritionists build a personalized fitness and nutrition plan',
    );
    expect(within(why).getByRole('img', { name: /jumping onto a box/ })).toBeInTheDocument();
    expect(within(why).queryByRole('button')).toBeNull();
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    expect(linkTargets(why, 'our classes')).toEqual([paths.classes]);
  });

  it('featured classes: six tiles with the spec’s days and times, and the join banner', async () => {
    await renderHome();
    const classes = region('Featured Classes');
    const tiles = within(classes).getAllByRole('article');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'CyclingWednesday 9:00am-10:00amBook a free trial',
      'KarateFriday 10:00am-11:00amBook a free trial',
      'PowerSaturday 9:00am-10:00amBook a free trial',
      'MeditationFriday 1:00pm-2:00pmBook a free trial',
      // The timetable holds no Mma: no date to book.
      'Martial ArtsSunday 6:00pm-7:00pm',
      'WorkoutMonday 4:00pm-5:00pmBook a free trial',
    ]);
    expect(within(classes).getByRole('link', { name: 'Book a free trial: Power' })).toHaveAttribute(
      'href',
      paths.trialForClass('Power Lifting'),
    );
    for (const tile of tiles) expect(tile.querySelector('img')).not.toBeNull();
    expect(linkTargets(classes, 'Join With Us')).toEqual([paths.contact]);
    expect(linkTargets(classes, 'see all classes')).toEqual([paths.classes]);
  });

  it('pricing: the three shared plan cards at 39, 65 and 100 DT, each purchased on /contact', async () => {
    await renderHome();
    const pricing = region('Choose Your Plan');
    const plans = within(pricing).getAllByRole('article');
    expect(plans).toHaveLength(3);
    expect(plans.map((plan) => within(plan).getByText(/^\d+$/).textContent)).toEqual(['39', '65', '100']);
    for (const plan of plans) {
      expect(within(plan).getByText('Beginners')).toBeInTheDocument();
      expect(within(plan).getByText('DT')).toBeInTheDocument();
      expect(
        within(plan)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Free Hand', 'Gym Fitness', 'Weight Loss', 'Personal Trainer', 'Cycling']);
    }
    expect(linkTargets(pricing, /^purchase now/)).toEqual([paths.contact, paths.contact, paths.contact]);
  });

  it('latest blog: three dated cards, each reading more on /blog', async () => {
    await renderHome();
    const blog = region('News From The Gym');
    const cards = within(blog).getAllByRole('article');
    expect(
      cards.map((card) => [card.querySelector('time')?.textContent, within(card).getByRole('heading').textContent]),
    ).toEqual([
      ['22.05.2023', 'Yoga For Everyone in 2023'],
      ['13.06.2023', 'Getting Back Into CrossFit After Vacation'],
      ['28.06.2023', 'Meet Fitness Ambassador Hedi Mansour'],
    ]);
    expect(linkTargets(blog, /^Read more/)).toEqual([paths.blog, paths.blog, paths.blog]);
    expect(within(blog).getByRole('link', { name: 'Read more: Yoga For Everyone in 2023' })).toBeInTheDocument();
  });

  it('gallery strip: five images, hidden below the "xs" width', async () => {
    await renderHome();
    const strip = region('Life at Rivage Gym');
    expect(within(strip).getAllByRole('img')).toHaveLength(5);
    expect(strip).toHaveClass('hidden', 'xs:block');
  });

  it('trainers: the spec’s texts and three cards with decorative, unlinked social icons', async () => {
    await renderHome();
    const team = region('Team Of Expert Coaches');
    expect(team).toHaveAttribute('id', 'team');
    expect(within(team).getByText('gym trainers')).toBeInTheDocument();
    expect(
      within(team).getByText(
        'Expert team of coaches helps you succeed in any goal, personalized guidance and motivation provided!',
      ),
    ).toBeInTheDocument();
    const cards = within(team).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Salma Ben Amor',
      'Karim Trabelsi',
      'Youssef Gharbi',
    ]);
    for (const [index, job] of ['Yoga Trainer', 'Crossfit Trainer', 'Personal Trainer'].entries()) {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByText(job)).toBeInTheDocument();
      expect(within(card).getAllByRole('img')).toHaveLength(1);
      expect(within(card).queryAllByRole('link')).toHaveLength(0);
      expect(card.querySelectorAll('[aria-hidden="true"] > li > svg')).toHaveLength(4);
      // Nothing inside the card can take focus: the icons are not links or buttons.
      expect(card.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    }
  });

  it('testimonials: label, one testimonial, disabled arrows and five partner logos', async () => {
    await renderHome();
    const testimonials = region('What Our Members Say');
    expect(within(testimonials).getByText('Testimonials')).toBeInTheDocument();
    expect(within(testimonials).getByText('Amira Jaziri')).toBeInTheDocument();
    expect(within(testimonials).getByText('Primary-school teacher')).toBeInTheDocument();
    expect(within(testimonials).getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
    expect(within(testimonials).getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
    const logos = within(testimonials)
      .getAllByRole('img')
      .filter((image) => image.closest('ul'));
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Limoun Juice Bar',
      'Forge Sports Nutrition',
      'Azur Physiotherapy Clinic',
      'Vague Surf Club',
      'Kora Sportswear',
    ]);
  });

  it('call banner: phone and e-mail, and purchase now to /contact', async () => {
    await renderHome();
    const banner = region('Need a Fitness Trainer?');
    expect(within(banner).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    expect(within(banner).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(linkTargets(banner, 'purchase now')).toEqual([paths.contact]);
  });

  it('lazy-loads every image but the hero art', async () => {
    const { container } = await renderHome();
    const images = [...container.querySelectorAll('main img')];
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]?.closest('#home')).not.toBeNull();
  });
});
