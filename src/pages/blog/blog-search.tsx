import type { RefObject } from 'react';
import { SearchIcon } from '@/components/ui/feature-icons';

interface BlogSearchProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The results the search narrows, for `aria-controls`. */
  resultsId: string;
}

/** Filters the posts as the visitor types; Enter submits nothing (the results are already there). */
export function BlogSearch({ id, query, onQueryChange, inputRef, resultsId }: BlogSearchProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to jsdom); the role is the same landmark everywhere.
    <form role="search" aria-label="Blog posts" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="font-display text-xl font-black uppercase tracking-wider">
        Search the blog
      </label>
      <div className="relative mt-4">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink/60" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-controls={resultsId}
          autoComplete="off"
          spellCheck={false}
          placeholder="Words in a title or post"
          className="min-h-12 w-full border-2 border-ink/20 bg-white py-2 pr-3 pl-11 text-base placeholder:text-ink/60 focus:border-ink"
        />
      </div>
    </form>
  );
}
