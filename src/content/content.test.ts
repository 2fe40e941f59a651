import { describe, expect, it } from 'vitest';
import { about } from './about';
import { blogCategories, blogPostById, blogPosts, homeBlogPostIds } from './blog';
import { contactPage } from './contact';
import { hero } from './home';
import { homeDescription } from './home-words';
import { PRICING_BADGE, pricingFeatures, pricingPlans } from './pricing';
import { lowestPlanPrice } from './pricing-facts';
import { priceRange, site } from './site';
import { siteFacts } from './site-facts';
import { trainerById, trainers } from './trainers';

describe('blog content', () => {
  it('has seven posts, newest first, each with a known author', () => {
    expect(blogPosts).toHaveLength(7);
    const dates = blogPosts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of blogPosts) expect(() => trainerById(post.authorId)).not.toThrow();
  });

  it('puts four posts in each of the six categories', () => {
    expect(blogCategories).toEqual(['Body Building', 'Boxing', 'Crossfit', 'Fitness', 'Meditation', 'Yoga']);
    for (const category of blogCategories) {
      expect(
        blogPosts.filter((post) => post.categories.includes(category)),
        category,
      ).toHaveLength(4);
    }
  });

  it('features the three posts the spec names on the home page', () => {
    expect(homeBlogPostIds.map((id) => [blogPostById(id).title, blogPostById(id).date])).toEqual([
      ['Yoga For Everyone in 2023', '2023-05-22'],
      ['Getting Back Into CrossFit After Vacation', '2023-06-13'],
      ['Meet Fitness Ambassador Hedi Mansour', '2023-06-28'],
    ]);
  });
});

describe('pricing content', () => {
  it('has the three prices, the badge and the five features of the spec', () => {
    expect(pricingPlans.map((plan) => plan.price)).toEqual([39, 65, 100]);
    expect(PRICING_BADGE).toBe('Beginners');
    expect(pricingFeatures).toEqual(['Free Hand', 'Gym Fitness', 'Weight Loss', 'Personal Trainer', 'Cycling']);
  });
});

describe('trainers', () => {
  it('are the yoga, crossfit and personal trainers', () => {
    expect(trainers.map((trainer) => trainer.job)).toEqual(['Yoga Trainer', 'Crossfit Trainer', 'Personal Trainer']);
  });
});

describe('words made from facts', () => {
  it('print the spec’s English: the footer’s hours, the contact page’s hours, the price range', () => {
    expect(site.footerHours).toEqual([
      { days: 'Monday-Friday', hours: '7:00am-21:00pm' },
      { days: 'Saturday', hours: '7:00am-19:00pm' },
      { days: 'Sunday', hours: 'closed' },
    ]);
    expect(contactPage.hours).toBe('Mon to Fri 7:30 am - 1:00 am');
    expect(priceRange()).toBe('39–100 DT per month');
    // The description is the prerender's alone (content/home.ts): its words, from the lowest price.
    expect(homeDescription(lowestPlanPrice())).toContain('plans from 39 DT a month.');
    expect(hero.where).toBe('On the Mahdia seafront · plans from 39 DT a month');
  });

  it('have every day of the week once: in one opening or closed', () => {
    const days = [...siteFacts.openingHours.flatMap((hours) => hours.days), ...siteFacts.closedDays];
    expect([...days].sort()).toEqual(['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
  });

  it('follow the facts: the footer’s days, the history’s years', () => {
    expect(site.footerHours.map((line) => line.days)).toEqual(['Monday-Friday', 'Saturday', 'Sunday']);
    expect(about.history.eyebrow).toBe('since 2012');
    expect(about.history.panels.map((panel) => panel.period)).toEqual(['2012', '2013', '2016', 'Today']);
  });
});
