/** French notes a form shows when it cannot send: before the site's JavaScript has started, or without it. */
import type * as English from '../form-notes';
import type { AppStartMessages } from '../form-notes';
import type { TranslationOf } from '../translation';

export const appStartMessages: AppStartMessages = {
  wait: 'Un instant : le formulaire est encore en cours de chargement. Rien n’a été envoyé et ce que vous avez saisi est conservé.',
  failed: 'Le formulaire n’a pas pu se charger : rien n’a été envoyé. Rechargez la page pour réessayer.',
};

/** Shown inside each form when JavaScript is off (the only one of these the app itself carries). */
export const FORM_NEEDS_SCRIPT_MESSAGE: string =
  'Ce formulaire a besoin de JavaScript, qui est désactivé dans votre navigateur.';

export type Complete = TranslationOf<typeof English, typeof import('./form-notes')>;
