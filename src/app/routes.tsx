/**
 * The site's one route table. The browser entry hands it to createBrowserRouter; the server
 * entry hands the same array to the static handler that the prerender uses, so what is
 * prerendered and what hydrates cannot drift apart. Every page is its own lazily loaded chunk.
 */
import { type RouteObject, redirect } from 'react-router-dom';
import { galleryPageNumbers, paths } from '@/content/paths';
import { weekdays } from '@/lib/weekdays';
import { lazyPage, pageRoute } from './page-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Each page by reference, each dynamic import its own chunk. Write every import out this way,
// with a literal path: the build names its module for the prerender (scripts/vite/page-module-keys.ts).
const pages = {
  home: lazyPage({ load: () => import('@/pages/home/home-page'), pick: (module) => module.HomePage }),
  about: lazyPage({ load: () => import('@/pages/about/about-page'), pick: (module) => module.AboutPage }),
  gallery: lazyPage({ load: () => import('@/pages/gallery/gallery-page'), pick: (module) => module.GalleryPage }),
  schedule: lazyPage({ load: () => import('@/pages/schedule/schedule-page'), pick: (module) => module.SchedulePage }),
  blog: lazyPage({ load: () => import('@/pages/blog/blog-page'), pick: (module) => module.BlogPage }),
  pricing: lazyPage({ load: () => import('@/pages/pricing/pricing-page'), pick: (module) => module.PricingPage }),
  classes: lazyPage({ load: () => import('@/pages/classes/classes-page'), pick: (module) => module.ClassesPage }),
  contact: lazyPage({ load: () => import('@/pages/contact/contact-page'), pick: (module) => module.ContactPage }),
  trial: lazyPage({ load: () => import('@/pages/trial/trial-page'), pick: (module) => module.TrialPage }),
  signUp: lazyPage({ load: () => import('@/pages/sign-up/sign-up-page'), pick: (module) => module.SignUpPage }),
  signIn: lazyPage({ load: () => import('@/pages/sign-in/sign-in-page'), pick: (module) => module.SignInPage }),
  privacy: lazyPage({ load: () => import('@/pages/privacy/privacy-page'), pick: (module) => module.PrivacyPage }),
  account: lazyPage({ load: () => import('@/pages/account/account-page'), pick: (module) => module.AccountPage }),
  desk: lazyPage({ load: () => import('@/pages/desk/desk-page'), pick: (module) => module.DeskPage }),
  notFound: lazyPage({ load: () => import('@/pages/not-found/not-found-page'), pick: (module) => module.NotFoundPage }),
};

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      {
        // A pathless layer so a failing page is replaced by an error message inside the frame.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...pageRoute(pages.home) },
          { path: paths.about, ...pageRoute(pages.about) },
          {
            path: paths.gallery,
            children: [
              { index: true, loader: () => redirect(paths.galleryPage(1)) },
              ...galleryPageNumbers.map((page) => ({
                path: paths.galleryPage(page),
                ...pageRoute(pages.gallery, { page }),
              })),
            ],
          },
          {
            path: paths.schedule,
            children: [
              // Prerendered as Monday; in the browser it moves on to today's weekday in Tunis.
              { index: true, ...pageRoute(pages.schedule, { day: 'monday', followToday: true }) },
              ...weekdays.map((day) => ({ path: paths.scheduleDay(day), ...pageRoute(pages.schedule, { day }) })),
            ],
          },
          { path: paths.blog, ...pageRoute(pages.blog) },
          { path: paths.pricing, ...pageRoute(pages.pricing) },
          { path: paths.classes, ...pageRoute(pages.classes) },
          { path: paths.contact, ...pageRoute(pages.contact) },
          { path: paths.trial, ...pageRoute(pages.trial) },
          { path: paths.signUp, ...pageRoute(pages.signUp) },
          { path: paths.signIn, ...pageRoute(pages.signIn) },
          { path: paths.privacy, ...pageRoute(pages.privacy) },
          { path: paths.account, ...pageRoute(pages.account) },
          { path: paths.desk, ...pageRoute(pages.desk) },
          { path: '*', ...pageRoute(pages.notFound) },
        ],
      },
    ],
  },
];
