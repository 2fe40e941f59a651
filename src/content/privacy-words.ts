/**
 * The privacy policy's words, in plain English. The facts that differ from gym to gym (legal
 * name, INPDP number, database region, how long data is kept) come from privacy-facts.ts; this
 * module only words them, and privacy.ts puts the policy together. It describes what the code
 * does: keep it true when the code changes.
 */
import { PRIVACY_POLICY_LABEL } from './footer';
import { CHANGES_KEPT_MINUTES } from './live-timetable-facts';
import { type DatabaseRegion, type LegalForm, type PrivacySectionId, privacyFacts } from './privacy-facts';
import type { PrivacyPolicyWords } from './privacy-types';
import { site } from './site';
import type { WordsById } from './translation';

/** The controller's registered name with its legal form, as this language writes the form. */
export const legalForms: WordsById<LegalForm, (name: string) => string> = {
  SARL: (name) => `${name} SARL`,
};

/** Where the database is, by its Google Cloud region. */
export const databaseLocations: WordsById<DatabaseRegion, string> = {
  'europe-west1': 'the European Union (Google Cloud region europe-west1, Belgium)',
};

const { inpdpDeclarationNumber, enquiryRetentionMonths, accountDeletionDays, replyWithinDays, adultAge } = privacyFacts;
const controller = legalForms[privacyFacts.controller.legalForm](privacyFacts.controller.name);
const databaseLocation = databaseLocations[privacyFacts.databaseRegion];

export const privacyPolicyWords: PrivacyPolicyWords<PrivacySectionId> = {
  title: PRIVACY_POLICY_LABEL,
  description: `What ${site.name} keeps when you create an account or send an enquiry, why, where it is stored, how long we keep it and how to use your rights under Tunisian law.`,
  intro: `This page explains what personal data ${site.name} holds about you through this website, why, how long we keep it and what you can ask us to do with it. It covers these things only: the account you may create and the class places you book with it, the enquiries you send with the contact form and the free trial classes you book.`,
  sections: {
    'privacy-controller': {
      title: 'Who is responsible for your data',
      paragraphs: [
        `${controller}, which runs ${site.name} in ${site.town}, is responsible for your personal data (the "data controller"). For any question about it, write to us or call us:`,
      ],
    },
    'privacy-collected': {
      title: 'What we collect and why',
      paragraphs: [
        'We collect only what you type into our forms yourself, and use it only for the reason given here. We never sell it, never use it for advertising and share it with nobody except Google Firebase, which stores it for us.',
      ],
      points: [
        {
          term: 'Your account',
          text: 'If you sign up, Firebase Authentication keeps your e-mail address, your password as a hash (a scrambled form that cannot be turned back into the password) and the dates you created the account and last signed in. We use them to let you sign in, and for nothing else.',
        },
        {
          term: 'Your member record',
          text: 'A document named after your account (users/<your account id>) holds the list of classes you save, which starts empty, and the name you give for the class roster, if you give one. It lets the site remember your classes between visits.',
        },
        {
          term: 'Your bookings',
          text: "When you book a place in a class or join its waitlist, we store the booking: your account id, the name you give for the class roster, the class session, whether you are booked, waiting or cancelled, and when. Once the class is on, the gym's staff mark whether you attended. A list of your upcoming sessions, kept beside your bookings, makes sure you book each session once and hold no more places than the gym allows. Each session's count of places booked and of its waitlist holds no name and no account, only numbers and booking ids, and anyone can read it to see how many places are left.",
        },
        {
          term: 'Your enquiries',
          text: 'When you send the contact form, we store your name, your e-mail address, the class you chose, your comment and the time you sent it, so that a coach can answer you.',
        },
        {
          term: 'Your trial requests',
          text: 'When you book a free trial class, we store your name, your phone number (and whether we may answer on WhatsApp), your e-mail address if you give one, the class session you chose and the time you sent the request, so that the gym can confirm your place. Apart from that, we count the places taken in each session: the count holds no personal data, only a number, and anyone can read it to see which sessions are full.',
        },
      ],
    },
    'privacy-where': {
      title: 'Where your data is processed',
      paragraphs: [
        `We use Google Firebase, a service of Google, to run the accounts and store the enquiries, so your data is processed on Google's servers outside Tunisia. The database is in ${databaseLocation}; Firebase Authentication may process account data in the United States and other countries where Google operates. Google handles the data only on our instructions, under its Firebase terms.`,
        'Like any website, the servers that deliver these pages (Firebase Hosting, also Google) see your IP address and browser type in order to send them. We do not keep or look at that information.',
      ],
    },
    'privacy-retention': {
      title: 'How long we keep it',
      paragraphs: [],
      points: [
        {
          term: 'Enquiries',
          text: `deleted ${enquiryRetentionMonths} months after you send them, or sooner if you ask.`,
        },
        {
          term: 'Trial requests',
          text: `kept like enquiries: deleted ${enquiryRetentionMonths} months after you send them, or sooner if you ask.`,
        },
        {
          term: 'Your account and member record',
          text: `kept for as long as you have an account. When you ask us to close it, we delete the account and its record within ${accountDeletionDays} days.`,
        },
        {
          term: 'Your bookings',
          text: 'kept with your account, so that you and the gym can see which classes you booked and attended. When you delete your account in your account settings, your upcoming bookings and waitlist places are cancelled first (their places go back to the classes), then every booking is deleted with the account.',
        },
      ],
    },
    'privacy-protection': {
      title: 'How we protect it',
      paragraphs: [],
      points: [
        { term: 'Encrypted', text: 'every page and every request to Firebase travels over HTTPS.' },
        {
          term: 'Locked down',
          text: "Firestore security rules mean that nobody can read another member's record or bookings, or any enquiry, from a browser: a signed-in member can read only their own record and bookings. Only the gym's staff can see the enquiries, the bookings (with the name you gave for the roster and your attendance) and the list of accounts: at the front desk, signed in with a staff account, and in the Firebase console, signed in with their own Google account.",
        },
        {
          term: 'Passwords',
          text: 'the gym never sees your password. Firebase keeps only its hash, and nobody can read it back.',
        },
      ],
    },
    'privacy-rights': {
      title: 'Your rights',
      paragraphs: [
        "Tunisia's Organic Law no. 2004-63 of 27 July 2004 on the protection of personal data gives you these rights over the data we hold about you:",
      ],
      points: [
        { term: 'Access', text: 'ask what data we hold about you and get a copy of it.' },
        { term: 'Correction', text: 'have data that is wrong or incomplete corrected.' },
        { term: 'Objection', text: 'object, for a legitimate reason, to our using your data.' },
        {
          term: 'Deletion',
          text: 'have your account, your member record, your bookings, your enquiries and your trial requests deleted.',
        },
      ],
      closing: `To use any of these rights, write to us by e-mail or by post, saying which right you want to use; if it is about your account, write from its e-mail address so that we know it is yours. We answer within ${replyWithinDays} days, free of charge.`,
    },
    'privacy-inpdp': {
      title: 'Our declaration to the INPDP',
      paragraphs: [
        `${site.name} has declared this processing of personal data to the Instance Nationale de Protection des Données Personnelles (INPDP), Tunisia's data protection authority, under number ${inpdpDeclarationNumber}. If you think we have not respected your rights, you can complain to the INPDP.`,
      ],
    },
    'privacy-age': {
      title: 'Accounts are for adults',
      paragraphs: [
        `You need to be ${adultAge} or older to create an account. Someone younger may have one only with the consent of a parent or guardian, who can also use the rights above on their behalf.`,
      ],
    },
    'privacy-cookies': {
      title: 'No cookies, no tracking',
      paragraphs: [
        "This site sets no cookies and uses no analytics, advertising or tracking of any kind. When you sign in, Firebase Authentication keeps your session in your browser's local storage, so that you stay signed in between visits; signing out removes it.",
        "On the sign-up and sign-in pages, when you send an enquiry and while you are signed in, Firebase also keeps a small record in your browser's storage (IndexedDB) of the days its software ran on this site and of its version, which it sends to Google with its requests. It holds nothing that identifies you.",
        `To show this week's timetable changes (a class cancelled or moved, special opening hours), the pages ask the gym's database at Google (Cloud Firestore) for them: Google receives your IP address and nothing else about you. Your browser keeps the answer in its session storage for ${CHANGES_KEPT_MINUTES} minutes, so the next pages do not ask again; closing the tab removes it.`,
        'The map on the contact page comes from OpenStreetMap: your browser loads it from openstreetmap.org when you scroll to it, and OpenStreetMap then receives your IP address, under its own privacy policy.',
      ],
    },
  },
  contactLabels: { address: 'Address', email: 'E-mail', phone: 'Phone' },
  pointTerm: (term) => `${term}:`,
  controllerAddress: (name, address) => `${name}, ${address}`,
};
