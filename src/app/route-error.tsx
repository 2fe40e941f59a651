import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import * as words from '@/content/load-failures';
import { paths } from '@/content/paths';

/**
 * Shown inside the site frame when a page fails to render or its code fails to load
 * (an offline visitor following a link, a deploy that replaced the files): never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <PageMeta title={words.routeErrorTitle} description={words.routeErrorDescription} />
      <PageBanner title={words.routeErrorTitle} />
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-20 text-center">
        <p className="text-lg">{words.routeErrorText}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 font-semibold text-brick underline underline-offset-4"
          >
            {words.routeErrorReload}
          </button>
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
          >
            {words.routeErrorHome}
          </Link>
        </div>
      </section>
    </>
  );
}
