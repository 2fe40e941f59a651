import { PageMeta } from '@/components/layout/page-meta';

export function HomePage() {
  return (
    <>
      <PageMeta description="Rivage Gym, the community gym on the Mahdia seafront: classes every day, expert coaches and plans from 39 DT a month." />
      <section id="home" className="flex min-h-[80vh] items-center bg-night pt-navbar text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="font-display text-sm font-bold uppercase tracking-[0.3em] text-ember">find your energy</p>
          <h1 className="mt-4 max-w-3xl font-display text-5xl font-black uppercase sm:text-7xl">
            make your body fit &amp; perfect
          </h1>
        </div>
      </section>
    </>
  );
}
