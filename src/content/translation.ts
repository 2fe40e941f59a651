/**
 * How a translated content module proves it is complete. Every module under `src/content/fr/`
 * and `src/content/ar/` ends with
 *
 *   export type Complete = TranslationOf<typeof English, typeof import('./<module>')>;
 *
 * where `English` is `import type * as English from '../<module>'`. A missing export, a missing
 * field or a value of the wrong shape then fails `npm run typecheck`; it can never show English
 * at run time. The build swaps each English module for its translation (scripts/vite/locale-content.ts).
 */
export type TranslationOf<English, Translated extends English> = Translated;

/**
 * The words of a list in one language, keyed by the ids its facts module lists: a missing or
 * an extra id fails the type check (`Id` is the union of those ids, taken from the facts).
 */
export type WordsById<Id extends string | number, Words> = Readonly<Record<Id, Words>>;
