/** French words of the contact page's enquiry form: labels, the comment's count, the rules' messages, failures and thanks. */
import { formatCount, pluralCategory } from '@/i18n/format';
import type * as English from '../enquiry-form';
import type { EnquiryFormContent } from '../enquiry-form';
import type { TranslationOf } from '../translation';

const n = formatCount;
/** French counts 0 and 1 in the singular: "1 caractère", "0 caractère", "2 caractères". */
const isOne = (value: number) => pluralCategory(value) === 'one';
const characters = (value: number) => `${n(value)} ${isOne(value) ? 'caractère' : 'caractères'}`;
const EVERYTHING_KEPT = '. Tout ce que vous avez saisi est toujours dans le formulaire.';

export const enquiryForm: EnquiryFormContent = {
  fields: {
    name: { label: 'Nom complet', placeholder: 'Nom complet *' },
    email: { label: 'Adresse e-mail', placeholder: 'Adresse e-mail *' },
    className: { label: 'Cours', none: 'Choisir un cours' },
    comment: {
      label: 'Commentaire',
      placeholder: 'Vos objectifs, vos questions ou le meilleur moment pour vous appeler',
    },
    website: { label: 'Laissez ce champ vide' },
  },
  commentLeft: (left, limit) => `${characters(left)} ${isOne(left) ? 'restant' : 'restants'} sur ${n(limit)}`,
  commentOver: (over, limit) => `${characters(over)} de trop (limite : ${n(limit)})`,
  commentOverAlert: (limit) => `Votre commentaire dépasse la limite de ${characters(limit)}.`,
  sending: 'Envoi de votre message…',
  submit: 'envoyer',
  busy: 'envoi en cours…',
  tryAgain: 'réessayer',
  errors: {
    emptyName: 'Saisissez votre nom complet.',
    nameTooLong: (maxLength) => `Raccourcissez votre nom : ${characters(maxLength)} au maximum.`,
    nameHasControlCharacters:
      'Votre nom contient un retour à la ligne ou un autre caractère de contrôle invisible. Tapez-le sur une seule ligne plutôt que de le coller.',
    nameHasDirectionControls:
      'Votre nom contient des caractères invisibles qui changent le sens du texte. Tapez-le plutôt que de le coller.',
    emptyEmail: 'Saisissez votre adresse e-mail.',
    emailTooLong: (maxLength) => `Cette adresse e-mail dépasse ${characters(maxLength)}.`,
    invalidEmail: 'Saisissez une adresse e-mail du type nom@exemple.com.',
    commentTooLong: (maxLength, length) =>
      `Raccourcissez votre commentaire : ${characters(maxLength)} au maximum (il en compte ${n(length)}).`,
  },
  failure: {
    network: {
      title: 'Votre message n’est pas parti : impossible de joindre notre serveur.',
      phone: { before: 'Vérifiez votre connexion Internet et réessayez, ou appelez-nous au ', after: EVERYTHING_KEPT },
    },
    unavailable: {
      title: 'Votre message n’est pas parti : notre service de demandes est momentanément indisponible.',
      beforePhone: 'Réessayez un peu plus tard, ou appelez-nous au ',
      betweenPhoneAndEmail: ' ou écrivez-nous à ',
      after: EVERYTHING_KEPT,
    },
    rejected: {
      title: 'Notre serveur n’a pas accepté votre message.',
      email: {
        before: 'Vérifiez vos informations et réessayez, ou écrivez-nous directement à ',
        after: EVERYTHING_KEPT,
      },
    },
    limit: {
      title: (perHour) =>
        `Votre message n’est pas parti : nous acceptons au plus ${n(perHour)} messages par heure depuis un même navigateur.`,
      phone: { before: 'Appelez-nous au ', after: `, ou renvoyez-le dans une heure${EVERYTHING_KEPT}` },
    },
  },
  sent: {
    heading: 'Merci, votre message est bien envoyé',
    writeTo: { before: 'Nous vous répondrons à l’adresse ', after: '.' },
    another: 'envoyer un autre message',
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./enquiry-form')>;
