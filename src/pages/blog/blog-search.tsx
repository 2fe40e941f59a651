import type { RefObject } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SearchIcon } from '@/components/ui/page-icons';
import { blogPage as words } from '@/content/blog-page';
import { BLOG_FILTERS_NEED_SCRIPT_MESSAGE } from '@/content/blog-search';

interface BlogSearchProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The results the search narrows, for `aria-controls`. */
  resultsId: string;
}

/**
 * Filters the posts as the visitor types; Enter submits nothing (the results are already there),
 * and before the app runs or without JavaScript it goes nowhere either (`method="dialog"`), so
 * the page is not reloaded and the query never reaches the address.
 */
export function BlogSearch({ id, query, onQueryChange, inputRef, resultsId }: BlogSearchProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); the role is the same landmark everywhere.
    <form
      role="search"
      aria-label={words.searchName}
      method={NON_NAVIGATING_FORM_METHOD}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="font-display text-xl font-black uppercase tracking-wider">
        {words.searchLabel}
      </label>
      <div className="relative mt-4">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink/60" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-controls={resultsId}
          autoComplete="off"
          spellCheck={false}
          placeholder={words.searchPlaceholder}
          className="min-h-12 w-full border-2 border-ink/20 bg-white py-2 ps-11 pe-3 text-base placeholder:text-ink/60 focus:border-ink"
        />
      </div>
      {/* Nothing narrows the list without the app; with it, this takes no room at all. */}
      <noscript>
        <p className="mt-3 text-sm font-semibold text-ink">{BLOG_FILTERS_NEED_SCRIPT_MESSAGE}</p>
      </noscript>
    </form>
  );
}
