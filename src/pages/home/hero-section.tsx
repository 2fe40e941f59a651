import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { SocialLinks } from '@/components/ui/social-links';
import { hero } from '@/content/home';
import { paths } from '@/content/paths';
import { site } from '@/content/site';

const SHARE_NETWORK_COUNT = 3;

/**
 * How wide the art is drawn. Phones show it under the text as a 4:3 crop of the 16:9 picture,
 * so it is drawn 16/9 ÷ 4/3 = 1.33 times the screen width; from 640 px it spans the width at 16:9
 * (under the text, then from 1024 px behind it).
 */
const HERO_IMAGE_SIZES = '(min-width: 640px) 100vw, 134vw';

export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-hero-title"
      className="relative isolate flex flex-col overflow-hidden bg-ink text-white lg:aspect-video lg:max-h-[56rem] lg:justify-center"
    >
      <div className="mx-auto w-full max-w-7xl px-4 pt-navbar sm:px-6">
        <div className="flex max-w-xl flex-col items-start gap-6 py-10 lg:py-0">
          <p className="border-s-4 border-red ps-3 font-display text-sm font-bold uppercase tracking-[0.3em] text-ember">
            {hero.tag}
          </p>
          <h1
            id="home-hero-title"
            className="font-display text-5xl font-black uppercase leading-none tracking-wide sm:text-7xl"
          >
            {hero.headline}
          </h1>
          <p className="max-w-md text-lg leading-relaxed text-white/80">{hero.intro}</p>
          <p className="max-w-md text-lg leading-relaxed text-white/80">{hero.where}</p>
          <ButtonLink to={paths.classes}>{hero.action}</ButtonLink>
          <ButtonLink to={paths.trial} variant="outline">
            {hero.trialAction}
          </ButtonLink>
        </div>
      </div>
      {/* Mirrored on right-to-left pages, so the figure stays on the side away from the text. */}
      <Picture
        image={hero.image}
        alt={hero.imageAlt}
        sizes={HERO_IMAGE_SIZES}
        priority
        className="block aspect-[4/3] sm:aspect-video lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto rtl:-scale-x-100"
        imgClassName="size-full object-cover object-[85%_center] sm:object-center"
      />
      <div className="absolute top-1/2 end-4 hidden -translate-y-1/2 flex-col items-center gap-4 lg:flex xl:end-8">
        <p className="font-display text-xs font-bold uppercase tracking-[0.3em] text-white/80 [writing-mode:vertical-rl]">
          {hero.share}
        </p>
        <span aria-hidden="true" className="h-12 w-px bg-white/40" />
        <SocialLinks links={site.socialLinks.slice(0, SHARE_NETWORK_COUNT)} className="flex-col" />
      </div>
    </section>
  );
}
