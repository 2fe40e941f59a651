import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { LoadFailure } from '@/components/ui/load-failure';
import { loadFailures } from '@/content/load-failures';
import type { RetryableLoad } from '@/lib/retryable-load';

interface PageLoadFailureProps<Props extends object> {
  page: RetryableLoad<ComponentType<Props>>;
  props: Props;
}

const ignoreRejection = () => {};

/**
 * A page whose code failed to download: says so inside the site frame, with a Retry button,
 * and becomes the page as soon as a download succeeds. Following a link to the page again
 * retries too, so a visitor back online is never stuck on the message.
 */
export function PageLoadFailure<Props extends object>({ page, props }: PageLoadFailureProps<Props>) {
  const { key } = useLocation();
  // Waits on `loaded`, which never rejects: React.lazy would remember a rejection for good.
  const LoadedPage = useMemo(() => lazy(() => page.loaded.then((Page) => ({ default: Page }))), [page]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival at the page is a new attempt.
  useEffect(() => {
    if (page.hasFailed()) page.attempt().catch(ignoreRejection);
  }, [key, page]);

  const failure = (
    <>
      <PageMeta title={loadFailures.page.title} description={loadFailures.page.text} />
      <PageBanner title={loadFailures.page.title} />
      <LoadFailure
        load={page}
        message={<p className="text-lg">{loadFailures.page.text}</p>}
        className="mx-auto max-w-2xl px-4 py-20"
      />
    </>
  );
  return (
    <Suspense fallback={failure}>
      <LoadedPage {...props} />
    </Suspense>
  );
}
