/**
 * Page state kept in the address's query string, so Back, reload and a shared link show the
 * same view.
 *
 * The prerendered HTML knows no query string, so hydration renders the default state and the
 * address is applied just after; a page opened by in-app navigation (Back included) renders the
 * address's state at once, so the scroll position restored for it lands on the same layout.
 * Changes replace the current history entry: typing or filtering adds no Back steps.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsHydrated } from '@/before-start/use-is-hydrated';

export interface SearchStateCodec<T> {
  /** The query-string keys this state owns; other keys in the address are left alone. */
  keys: readonly string[];
  read(params: URLSearchParams): T;
  /** Each owned key's value, or null to leave it out of the address. */
  write(value: T): Record<string, string | null>;
}

function withState<T>(params: URLSearchParams, codec: SearchStateCodec<T>, value: T): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of codec.keys) next.delete(key);
  for (const [key, text] of Object.entries(codec.write(value))) if (text !== null) next.set(key, text);
  return next;
}

export function useSearchState<T>(codec: SearchStateCodec<T>, initial: T): [T, (value: T) => void] {
  // useLocation and useNavigate, which the app already uses, rather than useSearchParams,
  // whose extra router code would land in every page's first load.
  const { search: rawSearch } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(rawSearch);
  const isHydrated = useIsHydrated();
  const [value, setValue] = useState(() => (isHydrated ? codec.read(params) : initial));
  const search = params.toString();
  // Addresses this state has asked the router for and not yet seen arrive (typing is faster
  // than navigation): their arrival must not undo what was typed since.
  const pending = useRef<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address; the codec is a constant.
  useEffect(() => {
    if (!isHydrated) return;
    const ownWrite = pending.current.indexOf(search);
    if (ownWrite >= 0) {
      pending.current.splice(0, ownWrite + 1);
      return;
    }
    setValue(codec.read(params));
  }, [isHydrated, search]);

  function update(next: T) {
    setValue(next);
    const nextParams = withState(params, codec, next);
    const nextSearch = nextParams.toString();
    if (nextSearch === search && pending.current.length === 0) return;
    pending.current.push(nextSearch);
    navigate({ search: nextSearch === '' ? '' : `?${nextSearch}` }, { replace: true, preventScrollReset: true });
  }

  return [value, update];
}
