/** The privacy policy's words in French. It states the same facts as the English one: keep both true when the code changes. */

import { CHANGES_KEPT_MINUTES } from '../live-timetable-facts';
import { type DatabaseRegion, type LegalForm, type PrivacySectionId, privacyFacts } from '../privacy-facts';
import type { PrivacyPolicyWords } from '../privacy-types';
import type * as English from '../privacy-words';
import { site } from '../site';
import type { TranslationOf, WordsById } from '../translation';
import { PRIVACY_POLICY_LABEL } from './footer';

/** The controller's registered name with its legal form, as this language writes the form. */
export const legalForms: WordsById<LegalForm, (name: string) => string> = {
  SARL: (name) => `${name} SARL`,
};

/** Where the database is, by its Google Cloud region. */
export const databaseLocations: WordsById<DatabaseRegion, string> = {
  'europe-west1': 'l’Union européenne (région Google Cloud europe-west1, en Belgique)',
};

const { inpdpDeclarationNumber, enquiryRetentionMonths, accountDeletionDays, replyWithinDays, adultAge } = privacyFacts;
const controller = legalForms[privacyFacts.controller.legalForm](privacyFacts.controller.name);
const databaseLocation = databaseLocations[privacyFacts.databaseRegion];

export const privacyPolicyWords: PrivacyPolicyWords<PrivacySectionId> = {
  title: PRIVACY_POLICY_LABEL,
  description: `Ce que ${site.name} conserve quand vous créez un compte ou envoyez une demande : pourquoi, où, combien de temps, et comment exercer vos droits selon la loi tunisienne.`,
  intro: `Cette page explique quelles données personnelles ${site.name} détient sur vous par l’intermédiaire de ce site, pourquoi, combien de temps nous les gardons et ce que vous pouvez nous demander d’en faire. Elle ne concerne que ceci : le compte que vous pouvez créer et les places que vous réservez avec lui dans les cours, les demandes que vous envoyez avec le formulaire de contact et les cours d’essai gratuits que vous réservez.`,
  sections: {
    'privacy-controller': {
      title: 'Qui est responsable de vos données',
      paragraphs: [
        `${controller}, qui exploite ${site.name} à ${site.town}, est responsable de vos données personnelles (le « responsable du traitement »). Pour toute question à ce sujet, écrivez-nous ou appelez-nous :`,
      ],
    },
    'privacy-collected': {
      title: 'Ce que nous collectons et pourquoi',
      paragraphs: [
        'Nous ne collectons que ce que vous saisissez vous-même dans nos formulaires, et nous ne l’utilisons que pour la raison indiquée ici. Nous ne le vendons jamais, ne l’utilisons jamais à des fins publicitaires et ne le partageons avec personne, sauf Google Firebase, qui le stocke pour nous.',
      ],
      points: [
        {
          term: 'Votre compte',
          text: 'si vous vous inscrivez, Firebase Authentication conserve votre adresse e-mail, votre mot de passe sous forme hachée (une version brouillée qui ne permet pas de retrouver le mot de passe), ainsi que la date de création du compte et celle de votre dernière connexion. Nous nous en servons pour vous permettre de vous connecter, et pour rien d’autre.',
        },
        {
          term: 'Votre fiche de membre',
          text: 'un document qui porte le nom de votre compte (users/<identifiant de votre compte>) contient la liste des cours que vous enregistrez, vide au départ, et le nom que vous donnez pour la liste du cours, si vous en donnez un. Il permet au site de retrouver vos cours d’une visite à l’autre.',
        },
        {
          term: 'Vos réservations',
          text: 'quand vous réservez une place dans un cours ou rejoignez sa liste d’attente, nous enregistrons la réservation : l’identifiant de votre compte, le nom que vous donnez pour la liste du cours, la séance, si vous êtes inscrit, en attente ou annulé, et à quel moment. Une fois le cours commencé, l’équipe de la salle note si vous étiez présent. Une liste de vos séances à venir, gardée à côté de vos réservations, garantit que vous ne réservez chaque séance qu’une fois et ne tenez pas plus de places que la salle ne le permet. Le compteur des places réservées et de la liste d’attente de chaque séance ne contient ni nom ni compte, seulement des nombres et des identifiants de réservation, et tout le monde peut le lire pour voir combien de places il reste.',
        },
        {
          term: 'Vos demandes',
          text: 'quand vous envoyez le formulaire de contact, nous enregistrons votre nom, votre adresse e-mail, le cours choisi, votre commentaire et l’heure d’envoi, pour qu’un coach puisse vous répondre.',
        },
        {
          term: 'Vos demandes de cours d’essai',
          text: 'quand vous réservez un cours d’essai gratuit, nous enregistrons votre nom, votre numéro de téléphone (et si nous pouvons vous répondre sur WhatsApp), votre adresse e-mail si vous la donnez, la séance choisie et l’heure de votre demande, pour que la salle confirme votre place. À part, nous comptons les places prises dans chaque séance : ce compteur ne contient aucune donnée personnelle, seulement un nombre, et tout le monde peut le lire pour voir quelles séances sont complètes.',
        },
      ],
    },
    'privacy-where': {
      title: 'Où vos données sont traitées',
      paragraphs: [
        `Nous utilisons Google Firebase, un service de Google, pour gérer les comptes et stocker les demandes : vos données sont donc traitées sur les serveurs de Google, hors de Tunisie. La base de données se trouve dans ${databaseLocation} ; Firebase Authentication peut traiter les données des comptes aux États-Unis et dans d’autres pays où Google est présent. Google ne traite ces données que sur nos instructions, selon les conditions d’utilisation de Firebase.`,
        'Comme pour tout site web, les serveurs qui vous envoient ces pages (Firebase Hosting, également chez Google) voient votre adresse IP et le type de votre navigateur pour pouvoir les transmettre. Nous ne conservons pas ces informations et ne les consultons pas.',
      ],
    },
    'privacy-retention': {
      title: 'Combien de temps nous les gardons',
      paragraphs: [],
      points: [
        {
          term: 'Demandes',
          text: `supprimées ${enquiryRetentionMonths} mois après leur envoi, ou plus tôt si vous le demandez.`,
        },
        {
          term: 'Demandes de cours d’essai',
          text: `conservées comme les demandes : supprimées ${enquiryRetentionMonths} mois après leur envoi, ou plus tôt si vous le demandez.`,
        },
        {
          term: 'Votre compte et votre fiche de membre',
          text: `conservés tant que vous avez un compte. Quand vous nous demandez de le fermer, nous supprimons le compte et sa fiche dans un délai de ${accountDeletionDays} jours.`,
        },
        {
          term: 'Vos réservations',
          text: 'conservées avec votre compte, pour que vous et la salle puissiez voir quels cours vous avez réservés et suivis. Quand vous supprimez votre compte dans vos paramètres, vos réservations et places en liste d’attente à venir sont d’abord annulées (leurs places reviennent aux cours), puis toutes vos réservations sont supprimées avec le compte.',
        },
      ],
    },
    'privacy-protection': {
      title: 'Comment nous les protégeons',
      paragraphs: [],
      points: [
        { term: 'Chiffrement', text: 'chaque page et chaque échange avec Firebase passent par HTTPS.' },
        {
          term: 'Accès verrouillé',
          text: 'grâce aux règles de sécurité de Firestore, personne ne peut lire depuis un navigateur la fiche ou les réservations d’un autre membre, ni aucune demande : un membre connecté ne peut lire que sa propre fiche et ses propres réservations. Seule l’équipe de la salle peut voir les demandes, les réservations (avec le nom que vous avez donné pour la liste et votre présence) et la liste des comptes : à l’accueil, connectée avec un compte d’équipe, et dans la console Firebase, connectée avec son propre compte Google.',
        },
        {
          term: 'Mots de passe',
          text: 'la salle ne voit jamais votre mot de passe. Firebase n’en conserve que la version hachée, et personne ne peut le relire.',
        },
      ],
    },
    'privacy-rights': {
      title: 'Vos droits',
      paragraphs: [
        'La loi organique n° 2004-63 du 27 juillet 2004, portant sur la protection des données à caractère personnel, vous donne les droits suivants sur les données que nous détenons à votre sujet :',
      ],
      points: [
        { term: 'Accès', text: 'savoir quelles données nous détenons sur vous et en obtenir une copie.' },
        { term: 'Rectification', text: 'faire corriger des données inexactes ou incomplètes.' },
        { term: 'Opposition', text: 'vous opposer, pour un motif légitime, à ce que nous utilisions vos données.' },
        {
          term: 'Suppression',
          text: 'faire supprimer votre compte, votre fiche de membre, vos réservations, vos demandes et vos demandes de cours d’essai.',
        },
      ],
      closing: `Pour exercer l’un de ces droits, écrivez-nous par e-mail ou par courrier en précisant le droit concerné ; s’il s’agit de votre compte, écrivez-nous depuis son adresse e-mail, pour que nous sachions qu’il est bien à vous. Nous vous répondons gratuitement, dans un délai de ${replyWithinDays} jours.`,
    },
    'privacy-inpdp': {
      title: 'Notre déclaration à l’INPDP',
      paragraphs: [
        `${site.name} a déclaré ce traitement de données personnelles à l’Instance nationale de protection des données personnelles (INPDP), l’autorité tunisienne de protection des données, sous le numéro ${inpdpDeclarationNumber}. Si vous estimez que nous n’avons pas respecté vos droits, vous pouvez saisir l’INPDP.`,
      ],
    },
    'privacy-age': {
      title: 'Des comptes réservés aux adultes',
      paragraphs: [
        `Il faut avoir ${adultAge} ans ou plus pour créer un compte. Une personne plus jeune ne peut en avoir un qu’avec le consentement d’un parent ou d’un tuteur, qui peut aussi exercer en son nom les droits ci-dessus.`,
      ],
    },
    'privacy-cookies': {
      title: 'Ni cookies, ni pistage',
      paragraphs: [
        'Ce site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience, de publicité ou de pistage, quel qu’il soit. Quand vous vous connectez, Firebase Authentication garde votre session dans le stockage local de votre navigateur, pour que vous restiez connecté d’une visite à l’autre ; la déconnexion l’efface.',
        'Sur les pages d’inscription et de connexion, quand vous envoyez une demande et tant que vous êtes connecté, Firebase conserve aussi dans le stockage de votre navigateur (IndexedDB) une petite trace des jours où son logiciel a fonctionné sur ce site et de sa version, qu’il transmet à Google avec ses requêtes. Elle ne contient rien qui permette de vous identifier.',
        `Pour afficher les changements de la semaine au planning (un cours annulé ou déplacé, des horaires exceptionnels), les pages les demandent à la base de données de la salle chez Google (Cloud Firestore) : Google reçoit votre adresse IP et rien d’autre sur vous. Votre navigateur garde la réponse dans son stockage de session pendant ${CHANGES_KEPT_MINUTES} minutes, pour que les pages suivantes ne la redemandent pas ; fermer l’onglet l’efface.`,
        'La carte de la page de contact provient d’OpenStreetMap : votre navigateur la charge depuis openstreetmap.org quand vous faites défiler la page jusqu’à elle, et OpenStreetMap reçoit alors votre adresse IP, selon sa propre politique de confidentialité.',
      ],
    },
  },
  contactLabels: { address: 'Adresse', email: 'E-mail', phone: 'Téléphone' },
  pointTerm: (term) => `${term} :`,
  controllerAddress: (name, address) => `${name}, ${address}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-words')>;
