import { fireEvent } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDataScarce, pageLoadsFor, watchLinks } from './link-prefetch';

describe('isDataScarce', () => {
  const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

  it('is true with Save-Data on, or on a 2G connection', () => {
    expect(isDataScarce(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isDataScarce(withConnection({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(isDataScarce(withConnection({ saveData: false, effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('is false on 3G and 4G, and where the browser does not say (no Network Information API)', () => {
    expect(isDataScarce(withConnection({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(isDataScarce(withConnection({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(isDataScarce(withConnection())).toBe(false);
  });
});

describe('pageLoadsFor', () => {
  const loadHome = vi.fn();
  const loadAbout = vi.fn();
  const loadSchedule = vi.fn();
  const loadNotFound = vi.fn();
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { index: true, handle: { loadElement: loadHome } },
        { path: '/about', handle: { loadElement: loadAbout } },
        { path: '/schedule', children: [{ path: '/schedule/monday', handle: { loadElement: loadSchedule } }] },
        { path: '*', handle: { loadElement: loadNotFound } },
      ],
    },
  ];
  const origin = 'https://rivage.example';
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const anchor = document.createElement('a');
    anchor.href = new URL(href, origin).href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    return anchor;
  };
  const loadsFrom = (pathname: string, anchor: HTMLAnchorElement, basename = '/') =>
    pageLoadsFor(anchor, routes, basename, { origin, pathname });

  it('finds the page module of a link to another page of the site, nested routes included', () => {
    expect(loadsFrom('/', link('/about'))).toEqual([loadAbout]);
    expect(loadsFrom('/about', link('/schedule/monday'))).toEqual([loadSchedule]);
    expect(loadsFrom('/about', link('/#home'))).toEqual([loadHome]);
    expect(loadsFrom('/', link('/about', { target: '_self' }))).toEqual([loadAbout]);
  });

  it('skips other sites, downloads, links that open elsewhere, and this very page (hash links too)', () => {
    expect(loadsFrom('/', link('https://elsewhere.example/about'))).toEqual([]);
    expect(loadsFrom('/', link('/about', { download: '' }))).toEqual([]);
    expect(loadsFrom('/', link('/about', { target: '_blank' }))).toEqual([]);
    expect(loadsFrom('/about', link('/about'))).toEqual([]);
    expect(loadsFrom('/about', link('/about#team'))).toEqual([]);
  });

  it('skips what only the catch-all route claims: files, and other languages’ pages', () => {
    expect(loadsFrom('/', link('/assets/images/gym-1.avif'))).toEqual([]);
    expect(loadsFrom('/', link('/fr/about'))).toEqual([]);
  });

  it('reads paths under the router’s basename, and leaves the other languages’ pages alone', () => {
    expect(loadsFrom('/fr', link('/fr/about'), '/fr')).toEqual([loadAbout]);
    expect(loadsFrom('/fr/about', link('/fr'), '/fr')).toEqual([loadHome]);
    expect(loadsFrom('/fr', link('/about'), '/fr')).toEqual([]);
    expect(loadsFrom('/fr', link('/ar/about'), '/fr')).toEqual([]);
  });
});

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says what is in view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `targets` as scrolled into view, as the browser would for observed ones. */
  show(...targets: Element[]) {
    const entries = targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('watchLinks', () => {
  let stop = () => {};
  const idleCallbacks: (() => void)[] = [];
  const runIdleCallbacks = async () => {
    // Lets the page-loaded promise and each finished warm-up queue their next idle callback.
    await vi.waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
    for (const callback of idleCallbacks.splice(0)) callback();
  };
  const addLink = (href: string, text = href) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = `<span>${text}</span>`;
    document.body.append(anchor);
    return anchor;
  };
  /** The visitor scrolls: links in view may now be warmed. */
  const engage = () => window.dispatchEvent(new Event('scroll'));
  const inView = () => {
    const observer = FakeIntersectionObserver.current;
    if (!observer) throw new Error('no IntersectionObserver was made');
    return observer;
  };

  beforeEach(() => {
    FakeIntersectionObserver.current = undefined;
    idleCallbacks.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('warms a link at once when the pointer enters it (or anything inside it) or it takes focus', () => {
    const about = addLink('/about');
    const classes = addLink('/classes');
    const warm = vi.fn(() => Promise.resolve());
    stop = watchLinks(warm);

    fireEvent.pointerOver(about.querySelector('span') as Element);
    fireEvent.focusIn(classes);
    fireEvent.pointerOver(document.body);
    expect(warm.mock.calls).toEqual([[about], [classes]]);
  });

  it('warms links in view in idle time, one at a time, each once', async () => {
    const about = addLink('/about');
    const classes = addLink('/classes');
    let finishAbout = () => {};
    const warm = vi.fn((link: HTMLAnchorElement) =>
      link === about ? new Promise<void>((resolve) => (finishAbout = resolve)) : Promise.resolve(),
    );
    stop = watchLinks(warm);
    engage();
    expect([...inView().observed]).toEqual([about, classes]);

    inView().show(about, classes);
    expect(warm).not.toHaveBeenCalled();
    expect([...inView().observed]).toEqual([]);
    await runIdleCallbacks();
    expect(warm.mock.calls).toEqual([[about]]);

    finishAbout();
    await runIdleCallbacks();
    expect(warm.mock.calls).toEqual([[about], [classes]]);
  });

  it('waits for the page’s own downloads (the load event) before warming links in view', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const about = addLink('/about');
    const warm = vi.fn(() => Promise.resolve());
    stop = watchLinks(warm);

    engage();
    inView().show(about);
    await Promise.resolve();
    expect(idleCallbacks).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await runIdleCallbacks();
    expect(warm).toHaveBeenCalledWith(about);
  });

  it('warms links in view only once the visitor scrolls, taps or types', async () => {
    const about = addLink('/about');
    const warm = vi.fn(() => Promise.resolve());
    stop = watchLinks(warm);

    inView().show(about);
    for (let period = 0; period < 3; period += 1) await Promise.resolve();
    expect(idleCallbacks).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await runIdleCallbacks();
    expect(warm).toHaveBeenCalledWith(about);
  });

  it('watches links that appear later, and forgets a link in view that is gone before its turn', async () => {
    const warm = vi.fn(() => Promise.resolve());
    stop = watchLinks(warm);
    const menu = document.createElement('nav');
    menu.innerHTML = '<a href="/pricing">Pricing</a><a href="/blog">Blog</a>';
    document.body.append(menu);
    const [pricing, blog] = menu.querySelectorAll('a');
    await vi.waitFor(() => expect(inView().observed.size).toBe(2));

    engage();
    inView().show(pricing as Element, blog as Element);
    pricing?.remove();
    await runIdleCallbacks();
    expect(warm.mock.calls).toEqual([[blog]]);
  });

  it('stops listening and watching when stopped', async () => {
    const about = addLink('/about');
    const warm = vi.fn(() => Promise.resolve());
    watchLinks(warm)();

    fireEvent.pointerOver(about);
    expect(inView().observed.size).toBe(0);
    addLink('/classes');
    await Promise.resolve();
    expect(inView().observed.size).toBe(0);
    expect(warm).not.toHaveBeenCalled();
  });

  it('still warms hovered and focused links in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const about = addLink('/about');
    const warm = vi.fn(() => Promise.resolve());
    stop = watchLinks(warm);

    fireEvent.focusIn(about);
    expect(warm).toHaveBeenCalledWith(about);
  });
});
