/** French words of the front desk, /desk: staff only, and what it says to anyone else. */
import type * as English from '../desk';
import type { DeskPageContent } from '../desk';
import type { TranslationOf } from '../translation';

export const deskPage: DeskPageContent = {
  title: 'Accueil',
  description: 'L’accueil de la salle, pour son équipe : les demandes et les essais que les visiteurs envoient.',
  heading: 'Réservé à l’équipe',
  intro:
    'L’accueil est l’endroit où l’équipe de la salle répond aux demandes et aux essais que les visiteurs envoient.',
  checking: 'Vérification de votre connexion…',
  needsScript: 'L’accueil a besoin de JavaScript. Activez-le pour vous connecter.',
  signedOut: {
    text: 'Connectez-vous avec un compte de l’équipe pour ouvrir l’accueil.',
    signIn: 'Se connecter',
  },
  howToGetAccess: (command, email) =>
    `Pas encore de compte d’équipe ? Créez un compte et vérifiez son adresse e-mail depuis votre page de compte, puis demandez au propriétaire de la salle de lui donner le rôle d’équipe (${command} ${email}).`,
  yourEmail: 'votre-e-mail',
  checkingAccess: 'Vérification de votre accès…',
  changesLoading: 'Chargement des changements du planning…',
  changesLoadFailed:
    'Les changements du planning n’ont pas pu être chargés : la connexion a échoué. Vérifiez-la, puis réessayez.',
  notStaff: (email) =>
    `Vous êtes connecté avec ${email}, qui n’est pas un compte de l’équipe. L’accueil ne lui montre rien.`,
  afterGrant: 'Une fois que le propriétaire lui a donné le rôle d’équipe, rouvrez cette page.',
  accessFailed: 'Votre accès n’a pas pu être vérifié : la connexion a échoué. Veuillez réessayer.',
  retry: 'Réessayer',
  signedInAsStaff: (email) => `Connecté avec ${email}, avec le rôle d’équipe.`,
  signOut: 'Se déconnecter',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk')>;
