/** French words of the sign-in and sign-up pages: their form, password reset and signed-in notice. */
import type * as English from '../sign-in-pages';
import type { SignInPagesContent } from '../sign-in-pages';
import type { TranslationOf } from '../translation';

export const signInPages: SignInPagesContent = {
  form: {
    emailLabel: 'Adresse e-mail',
    passwordLabel: 'Mot de passe',
  },
  signIn: {
    title: 'Connexion',
    description:
      'Connectez-vous à votre compte Rivage Gym avec l’adresse e-mail et le mot de passe choisis lors de votre inscription.',
    heading: 'Bon retour parmi nous',
    intro: 'Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.',
    submit: 'Se connecter',
    busy: 'Connexion en cours…',
    emptyPassword: 'Saisissez votre mot de passe.',
    wrongCredentials: 'E-mail ou mot de passe incorrect',
    tooManyAttempts:
      'Trop de tentatives à la suite. Patientez quelques minutes avant de réessayer, ou réinitialisez votre mot de passe ci-dessous.',
    toSignUp: 'Pas encore de compte Rivage Gym ? Créez-en un',
  },
  signUp: {
    title: 'Inscription',
    description:
      'Créez votre compte Rivage Gym avec votre adresse e-mail pour rejoindre nos cours et découvrir les nouvelles séances en avant-première.',
    heading: 'Créez votre compte',
    intro: 'Il vous suffit d’une adresse e-mail et d’un mot de passe.',
    submit: 'Créer mon compte',
    busy: 'Création de votre compte…',
    passwordHint: (minLength) => `Au moins ${minLength} caractères.`,
    passwordLength: (minLength) => `Choisissez un mot de passe d’au moins ${minLength} caractères.`,
    tooShort: (minLength) =>
      `Ce mot de passe est trop court. Choisissez un mot de passe d’au moins ${minLength} caractères.`,
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    signInInstead: 'Me connecter plutôt',
    toSignIn: 'Vous avez déjà un compte ? Connectez-vous',
    noAnswer:
      'Cela prend trop de temps. Votre compte a peut-être quand même été créé : essayez de vous connecter avec cette adresse e-mail et ce mot de passe avant de réessayer.',
  },
  reset: {
    open: 'Mot de passe oublié ?',
    heading: 'Réinitialiser votre mot de passe',
    intro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    emailLabel: 'Adresse e-mail où recevoir le lien',
    submit: 'Envoyer le lien',
    busy: 'Envoi en cours…',
    sent: (email) =>
      `Si un compte existe pour ${email}, nous venons d’y envoyer un lien pour choisir un nouveau mot de passe. Consultez votre boîte de réception, sans oublier le dossier des courriers indésirables.`,
    noAnswer:
      'Cela prend trop de temps. Le lien peut encore arriver : consultez votre boîte de réception, sans oublier les courriers indésirables, dans quelques minutes avant d’en demander un autre.',
  },
  signedIn: {
    signedInAs: { before: 'Vous êtes connecté avec ', after: '.' },
    someAccount: 'votre compte',
    otherAccount: 'Pour utiliser un autre compte, déconnectez-vous d’abord.',
    home: 'Aller à l’accueil',
    signOut: 'Se déconnecter',
  },
  showPassword: 'Afficher le mot de passe',
};

export type Complete = TranslationOf<typeof English, typeof import('./sign-in-pages')>;
