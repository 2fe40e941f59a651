/**
 * The site's one route table. The browser entry hands it to createBrowserRouter; the server
 * entry hands the same array to the static handler that the prerender uses, so what is
 * prerendered and what hydrates cannot drift apart. Every page is its own lazily loaded chunk.
 */
import { type RouteObject, redirect } from 'react-router-dom';
import { weekdays } from '@/lib/weekdays';
import { pageRoute } from './page-route';
import { galleryPageNumbers, paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    children: [
      {
        // A pathless layer so a failing page is replaced by an error message inside the frame.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...pageRoute('home') },
          { path: paths.about, ...pageRoute('about') },
          {
            path: paths.gallery,
            children: [
              { index: true, loader: () => redirect(paths.galleryPage(1)) },
              ...galleryPageNumbers.map((page) => ({
                path: paths.galleryPage(page),
                ...pageRoute('gallery', { page }),
              })),
            ],
          },
          {
            path: paths.schedule,
            children: [
              // Prerendered as Monday; in the browser it moves on to today's weekday in Tunis.
              { index: true, ...pageRoute('schedule', { day: 'monday', followToday: true }) },
              ...weekdays.map((day) => ({ path: paths.scheduleDay(day), ...pageRoute('schedule', { day }) })),
            ],
          },
          { path: paths.blog, ...pageRoute('blog') },
          { path: paths.pricing, ...pageRoute('pricing') },
          { path: paths.classes, ...pageRoute('classes') },
          { path: paths.contact, ...pageRoute('contact') },
          { path: paths.signUp, ...pageRoute('sign-up') },
          { path: paths.signIn, ...pageRoute('sign-in') },
          { path: paths.privacy, ...pageRoute('privacy') },
          { path: paths.account, ...pageRoute('account') },
          { path: '*', ...pageRoute('not-found') },
        ],
      },
    ],
  },
];
