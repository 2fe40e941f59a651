/** French words of the /trial page: the free trial form, its failures and the confirmation. */
import { formatCount } from '@/i18n/format';
import { privacyFacts } from '../privacy-facts';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import type * as English from '../trial-page';
import type { TrialPageContent } from '../trial-page';

const n = formatCount;

export const trialPage: TrialPageContent = {
  title: 'Cours d’essai gratuit',
  description: `Réservez un cours d’essai gratuit chez ${site.name} à ${site.town} : choisissez un cours et une date, nous confirmons par téléphone ou WhatsApp.`,
  eyebrow: 'votre premier cours est offert',
  heading: 'Réservez un essai gratuit',
  intro:
    'Choisissez un cours et l’une de ses prochaines dates, laissez votre nom et votre numéro de téléphone : nous confirmons votre place.',
  formTitle: 'Votre essai gratuit',
  fields: {
    className: { label: 'Cours', none: 'Choisir un cours' },
    session: { legend: 'Date' },
    name: { label: 'Nom complet', placeholder: 'Nom complet *' },
    phone: {
      label: 'Numéro de téléphone',
      placeholder: 'Numéro de téléphone *',
      hint: (tunisian, international) =>
        `Un numéro tunisien (${tunisian}), ou tout numéro avec son indicatif (${international}).`,
    },
    whatsapp: { label: 'Ce numéro a WhatsApp' },
    email: {
      label: 'Adresse e-mail (facultatif)',
      placeholder: 'Adresse e-mail',
      hint: 'Seulement si vous souhaitez aussi une réponse par e-mail.',
    },
    website: { label: 'Laissez ce champ vide' },
  },
  datesAfterStart: 'Les dates des deux prochaines semaines s’affichent une fois la page chargée.',
  chooseClassFirst: 'Choisissez un cours pour voir ses prochaines dates.',
  noSessions: (days) => `Ce cours n’a aucune séance dans les ${n(days)} prochains jours.`,
  sessionWhen: (weekday, date, hours) => `${weekday} ${date}, ${hours}`,
  full: 'complet',
  placesUnknown:
    'Nous n’avons pas pu vérifier quelles dates sont déjà complètes. Vous pouvez tout de même envoyer votre demande : si la date est complète, nous vous le dirons.',
  sending: 'Envoi de votre demande…',
  submit: 'réserver mon essai',
  busy: 'envoi…',
  tryAgain: 'réessayer',
  errors: {
    noClass: 'Choisissez un cours.',
    noSession: 'Choisissez une date.',
    emptyName: 'Saisissez votre nom complet.',
    nameTooLong: (maxLength) => `Raccourcissez votre nom à ${n(maxLength)} caractères au maximum.`,
    nameHasControlCharacters:
      'Votre nom contient un retour à la ligne ou un autre caractère de contrôle invisible. Tapez-le sur une seule ligne plutôt que de le coller.',
    nameHasDirectionControls:
      'Votre nom contient des caractères invisibles qui changent le sens du texte. Saisissez-le à nouveau plutôt que de le coller.',
    emptyPhone: 'Saisissez votre numéro de téléphone.',
    invalidPhone: (tunisian, international) =>
      `Saisissez un numéro comme ${tunisian}, ou avec son indicatif comme ${international}.`,
    emailTooLong: (maxLength) => `Cette adresse e-mail dépasse ${n(maxLength)} caractères.`,
    invalidEmail: 'Saisissez une adresse e-mail comme nom@exemple.com, ou laissez le champ vide.',
  },
  failure: {
    network:
      'Votre demande n’a pas été envoyée : impossible de joindre notre serveur. Vérifiez votre connexion internet, puis réessayez.',
    unavailable:
      'Votre demande n’a pas été envoyée : notre service de réservation n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
    noAnswer:
      'Votre demande n’a pas été envoyée : notre service de réservation n’a pas répondu à temps. Veuillez réessayer.',
    rejected: 'Votre demande n’a pas été acceptée par notre serveur. Vérifiez vos informations et réessayez.',
    limit: (perHour) =>
      `Votre demande n’a pas été envoyée : nous acceptons au plus ${n(perHour)} demandes par heure depuis un même navigateur. Veuillez réessayer dans une heure.`,
    full: 'Votre demande n’a pas été envoyée : cette date vient d’être complète. Veuillez choisir une autre date.',
    dayFull: 'Les demandes d’essai d’aujourd’hui sont complètes : appelez-nous et nous vous trouverons un créneau.',
    held: 'Vous avez déjà demandé un essai gratuit pour ce cours à cette date : nous vous appellerons. Pour la changer, appelez-nous.',
    callUs: { before: 'Vous pouvez aussi nous appeler au ', after: '.' },
    kept: 'Tout ce que vous avez saisi est toujours dans le formulaire.',
  },
  sent: {
    heading: 'Votre essai gratuit est demandé',
    nextSteps: (isWhatsApp) =>
      isWhatsApp
        ? 'Nous confirmons votre place par WhatsApp ou par téléphone, en général sous un jour. Prévoyez une tenue de sport, une serviette et de l’eau.'
        : 'Nous vous appelons pour confirmer votre place, en général sous un jour. Prévoyez une tenue de sport, une serviette et de l’eau.',
    dateTerm: 'Date',
    timeTerm: 'Heure',
    trainerTerm: 'Coach',
    addressTerm: 'Adresse',
    addToCalendar: 'Ajouter au calendrier',
    calendarFailed: 'Votre navigateur n’a pas enregistré le fichier de calendrier. Notez plutôt la date ci-dessus.',
    another: 'réserver un autre essai',
  },
  dataNote: {
    text: `Nous enregistrons votre nom, votre numéro de téléphone, votre e-mail et le cours choisi chez Google Firebase, uniquement pour organiser votre essai, et nous les supprimons au bout de ${privacyFacts.enquiryRetentionMonths} mois.`,
    linkIntro: 'Pour en savoir plus, consultez notre',
    linkOutro: '.',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./trial-page')>;
