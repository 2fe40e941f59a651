import { type RefObject, useEffect, useRef } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * After the visitor moves to another page, focus must not be lost: left on <body> (the control
 * that had it is gone) or in the frame around the page (a navbar, menu or footer link), it would
 * make keyboard and screen reader users start again from the top. It goes to the new page's <h1>,
 * focusable by script only and without scrolling, so scroll restoration and #hash targets keep
 * their place. A control inside <main> that survived the change (the schedule's day pills) keeps
 * it. The first load and Back/Forward (POP) are left to the browser, and so is a replace that
 * continues one of them (/schedule moving on to today's page); a new search or hash alone is not
 * a new page.
 */
export function useFocusOnPageChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; by: NavigationType }>({ pathname, by: navigationType });

  useEffect(() => {
    const by = navigationType === 'REPLACE' ? shown.current.by : navigationType;
    const isNewPage = shown.current.pathname !== pathname;
    shown.current = { pathname, by };
    const main = mainRef.current;
    // A node that went with the old page is no longer in <main> (nor is <body>).
    const focused = document.activeElement;
    if (!isNewPage || by !== 'PUSH' || !main || (focused !== main && main.contains(focused))) return;
    const heading = main.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname, navigationType, mainRef]);
}
