import { Picture } from '@/components/ui/picture';
import type { Feature } from '@/content/features-types';

export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <article className="flex h-full flex-col bg-white shadow-lg shadow-black/10">
      <Picture
        image={feature.image}
        alt=""
        sizes="(min-width: 1280px) 25rem, (min-width: 768px) 30vw, calc(100vw - 2rem)"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-col gap-3 border-b-4 border-red p-6">
        <h3 className="font-display text-2xl font-black uppercase tracking-wide">{feature.title}</h3>
        <p className="leading-relaxed text-ink/75">{feature.description}</p>
      </div>
    </article>
  );
}
