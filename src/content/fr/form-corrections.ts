/** French: what a public form that sends says while fields show an error, with how many. */
import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../form-corrections';
import type { TranslationOf } from '../translation';

/** French counts 0 and 1 in the singular. */
export const correctFieldsAbove = (fields: number): string =>
  pluralCategory(fields) === 'one'
    ? 'Veuillez corriger le champ signalé par un message d’erreur ci-dessus.'
    : `Veuillez corriger les ${formatCount(fields)} champs signalés par un message d’erreur ci-dessus.`;

export type Complete = TranslationOf<typeof English, typeof import('./form-corrections')>;
