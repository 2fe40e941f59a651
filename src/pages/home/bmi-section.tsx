import { SectionHeading } from '@/components/ui/section-heading';
import type { BmiCategory } from '@/content/bmi';
import * as words from '@/content/bmi';
import { bmiIntro } from '@/content/home';
import { BMI_NORMAL_FROM, BMI_OVERWEIGHT_FROM } from './bmi';
import { BmiCalculator } from './bmi-calculator';

/** The categories the calculator uses, spelled out so the result can be read against them. */
const bmiBands: readonly { range: string; category: BmiCategory }[] = [
  { range: words.rangeBelow(BMI_NORMAL_FROM), category: 'Underweight' },
  { range: words.rangeFromTo(BMI_NORMAL_FROM, BMI_OVERWEIGHT_FROM), category: 'Normal' },
  { range: words.rangeAndAbove(BMI_OVERWEIGHT_FROM), category: 'Overweight' },
];

export function BmiSection() {
  return (
    <section id="bmi" aria-labelledby="home-bmi-title" className="bg-paper py-20 lg:py-28">
      {/* Phones: heading, calculator, then the table; wide screens: calculator beside both. */}
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-x-16">
        <SectionHeading id="home-bmi-title" eyebrow={bmiIntro.eyebrow} title={bmiIntro.title} align="start">
          <p>{bmiIntro.intro}</p>
        </SectionHeading>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BmiCalculator />
        </div>
        <table className="w-full max-w-md border-collapse text-start">
          <caption className="sr-only">{words.tableCaption}</caption>
          <thead>
            <tr className="bg-ink font-display text-sm uppercase tracking-wider text-white">
              <th scope="col" className="px-4 py-3">
                {words.bmiColumn}
              </th>
              <th scope="col" className="px-4 py-3">
                {words.categoryColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {bmiBands.map((band) => (
              <tr key={band.category} className="border-b border-ink/10">
                <td className="px-4 py-3">{band.range}</td>
                <td className="px-4 py-3 font-semibold">{words.categoryNames[band.category]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
