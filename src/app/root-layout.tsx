import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '@/auth/auth-context';
import { Footer } from '@/components/layout/footer';
import { LanguageOffer } from '@/components/layout/language-offer';
import { Navbar } from '@/components/layout/navbar';
import * as frame from '@/content/site-frame';
import { useFocusOnPageChange } from './use-focus-on-page-change';
import { useLinkPrefetch } from './use-link-prefetch';

const MAIN_CONTENT_ID = 'main';

/** The frame of every page: navbar, the route's page, footer, and the current user for all of them. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnPageChange(mainRef);
  // The next page's code is fetched before its link is followed, so a click shows it at once.
  useLinkPrefetch();
  // Marks the moment the page became interactive: the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <AuthProvider>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed start-2 top-2 z-50 -translate-y-24 bg-red px-4 py-3 font-semibold text-white focus:translate-y-0"
      >
        {frame.skipToContent}
      </a>
      <Navbar />
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <LanguageOffer />
      {/* New pages open at their top; back and forward restore where the visitor was. */}
      <ScrollRestoration />
    </AuthProvider>
  );
}
