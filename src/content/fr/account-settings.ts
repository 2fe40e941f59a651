/** French words of the account settings on the member's /account page. */
import type * as English from '../account-settings';
import type { AccountSettingsContent } from '../account-settings';
import type { TranslationOf } from '../translation';

export const accountSettings: AccountSettingsContent = {
  heading: 'Paramètres du compte',
  password: {
    heading: 'Changer de mot de passe',
    currentLabel: 'Mot de passe actuel',
    newLabel: 'Nouveau mot de passe',
    newHint: (minLength) => `Au moins ${minLength} caractères.`,
    submit: 'Changer le mot de passe',
    busy: 'Modification de votre mot de passe…',
    changed: 'Votre mot de passe a bien été modifié.',
    emptyCurrent: 'Saisissez votre mot de passe actuel.',
    tooShort: (minLength) => `Choisissez un nouveau mot de passe d’au moins ${minLength} caractères.`,
    sameAsCurrent: 'Ce nouveau mot de passe est identique à l’actuel. Choisissez-en un autre.',
    wrongCurrent: 'Ce n’est pas votre mot de passe actuel. Vérifiez-le, puis réessayez.',
    noAnswer:
      'Cela prend trop de temps. Votre mot de passe a peut-être quand même été modifié : déconnectez-vous, puis reconnectez-vous avec le nouveau pour le vérifier avant de réessayer.',
  },
  verification: {
    heading: 'Vérification de l’adresse e-mail',
    notVerified: 'Votre adresse e-mail n’est pas encore vérifiée.',
    verified: 'Votre adresse e-mail est vérifiée.',
    send: 'Envoyer l’e-mail de vérification',
    busy: 'Envoi en cours…',
    sent: (email) => `Nous avons envoyé un lien de vérification à ${email}. Ouvrez-le, puis rechargez cette page.`,
    noAnswer:
      'Cela prend trop de temps. L’e-mail de vérification peut encore arriver : consultez votre boîte de réception dans quelques minutes avant d’en demander un autre.',
  },
  deletion: {
    heading: 'Supprimer le compte',
    open: 'Supprimer mon compte',
    warning:
      'Votre compte, vos réservations et les cours que vous avez enregistrés seront supprimés définitivement : vos réservations et places en liste d’attente à venir sont d’abord annulées, et leurs places reviennent aux cours. Cette action est irréversible. Pour confirmer, saisissez votre mot de passe.',
    passwordLabel: 'Votre mot de passe',
    emptyPassword: 'Saisissez votre mot de passe pour confirmer.',
    confirm: 'Supprimer définitivement mon compte',
    busy: 'Suppression de votre compte…',
    cancel: 'Garder mon compte',
    wrongPassword: 'Ce n’est pas votre mot de passe. Vérifiez-le, puis réessayez.',
    savedClassesDeleted: 'Vos cours enregistrés ont été supprimés, mais pas votre compte : réessayez pour terminer.',
    noAnswer:
      'Cela prend trop de temps. Votre compte, vos réservations ou vos cours enregistrés ont peut-être quand même été supprimés : rechargez cette page pour voir ce qu’il en reste avant de réessayer.',
  },
  problems: {
    requiresRecentLogin: 'Pour votre sécurité, déconnectez-vous puis reconnectez-vous avant de réessayer.',
    signedOut: 'Votre session a été fermée. Rechargez cette page et reconnectez-vous.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./account-settings')>;
