/** Shapes of the site's content. Content modules are typed with these, so a missing field fails the type check. */
import type { Weekday } from '@/lib/weekdays';
import type { GymClassName } from './class-names';

/**
 * The words of a list in one language, keyed by the ids its facts module lists: a missing or
 * an extra id fails the type check (`Id` is the union of those ids, taken from the facts).
 */
export type WordsById<Id extends string | number, Words> = Readonly<Record<Id, Words>>;

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** Visible or accessible name, e.g. "Rivage Gym on Instagram". */
  label: string;
  href: string;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  town: string;
  region: string;
  country: string;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHoursSpecification {
  days: readonly DayOfWeek[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export interface OpeningHoursLine {
  days: string;
  hours: string;
}

export interface Site {
  name: string;
  /**
   * The public address of the deployed site, without a trailing slash: canonical links,
   * the sitemap and share cards are built from it. Change it to your own domain.
   */
  url: string;
  tagline: string;
  town: string;
  address: PostalAddress;
  /** As printed, and in the international form used for `tel:` links. */
  phone: { display: string; international: string };
  email: string;
  /** Footer icons (four networks); the side panel shows the first three. */
  socialLinks: readonly SocialLink[];
  mapLocation: GeoLocation;
  /** The footer's "Working Hours" list, as printed. */
  footerHours: readonly OpeningHoursLine[];
  /** The same hours in 24-hour form, for search engines (structured data). */
  openingHours: readonly OpeningHoursSpecification[];
  /** The days the gym does not open (the footer's last lines). */
  closedDays: readonly DayOfWeek[];
  designer: { name: string; href: string };
}

/**
 * Where visitors chat with the gym (chat-facts.ts): the WhatsApp number (any printed international
 * form; the link keeps its digits) and the Facebook page's username Messenger opens (m.me).
 */
export interface ChatFacts {
  whatsApp: string;
  messengerPage: string;
}

/** One chat link's words: its visible name, and the accessible name that says where it leads. */
export interface ChatChannelWords {
  label: string;
  accessibleName: string;
}

/** The words of the WhatsApp and Messenger links; the number and page are facts (chat-facts.ts). */
export interface ChatLinksWords {
  whatsApp: ChatChannelWords;
  messenger: ChatChannelWords;
  /** The first line each chat opens with, typed for the visitor, who can change it before sending. */
  firstLine: string;
}

/** What `Site` holds that is the same in every language (site-facts.ts); site.ts adds the words. */
export interface SiteFacts
  extends Pick<Site, 'name' | 'url' | 'phone' | 'email' | 'mapLocation' | 'openingHours' | 'closedDays'> {
  address: Pick<PostalAddress, 'postalCode'>;
  socialLinks: readonly Omit<SocialLink, 'label'>[];
  designer: Omit<Site['designer'], 'name'>;
}

/** Who answers for visitors' personal data, where it is held and for how long. */
/** The BMI calculator's categories (src/pages/home/bmi.ts); identifiers: their shown names are content/bmi.ts's. */
export type BmiCategory = 'Underweight' | 'Normal' | 'Overweight';

export interface PrivacyFacts {
  /**
   * The legal person responsible for the data: the company (or owner) that runs the gym, by its
   * registered name and legal form. Each language words the form (privacy-words.ts).
   */
  controller: { name: string; legalForm: string };
  /** The number of the gym's declaration to the INPDP, Tunisia's data protection authority. */
  inpdpDeclarationNumber: string;
  /** The Google Cloud region of the Firestore database (Firebase console → Firestore → location). */
  databaseRegion: string;
  /** Contact enquiries are deleted this many months after they arrive. */
  enquiryRetentionMonths: number;
  /** An account and its `users` document are deleted within this many days of the member asking. */
  accountDeletionDays: number;
  /** The longest the gym takes to answer a request about personal data. */
  replyWithinDays: number;
  /** Accounts are for adults of this age; younger visitors need a parent's or guardian's consent. */
  adultAge: number;
}

export interface NavLink {
  label: string;
  to: string;
}

export interface GalleryImage {
  /** 1 to 12, in gallery order. */
  id: number;
  img: ImageAsset;
  alt: string;
}

/** A gallery image's facts (gallery-facts.ts); its alt text is a word. */
export type GalleryImageFacts = Omit<GalleryImage, 'alt'>;

export interface Trainer {
  id: string;
  name: string;
  job: string;
  image: ImageAsset;
  /** Describes the photo for screen readers. */
  imageAlt: string;
}

/**
 * What each language writes of a coach (trainers-words.ts). A name is a word: the Arabic pages
 * write it in Arabic letters.
 */
export type TrainerWords = Pick<Trainer, 'name' | 'job' | 'imageAlt'>;
export type TrainerFacts = Omit<Trainer, keyof TrainerWords>;

export interface PricingPlan {
  id: string;
  /** Distinguishes the three cards; the spec gives every card the same badge. */
  name: string;
  /** Dinars (DT) per month. */
  price: number;
  image: ImageAsset;
}

/** A plan's facts (pricing-facts.ts); its name is a word. */
export type PricingPlanFacts = Omit<PricingPlan, 'name' | 'image'>;

export type BlogCategory = 'Body Building' | 'Boxing' | 'Crossfit' | 'Fitness' | 'Meditation' | 'Yoga';

export interface BlogPost {
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD); components format it (dd.mm.yyyy on the home cards). */
  date: string;
  /** Trainer id of the author. */
  authorId: string;
  /** The first is the post's main category, shown on its card; the sidebar counts all. */
  categories: readonly [BlogCategory, ...BlogCategory[]];
  /** One sentence: the home page's card description. */
  summary: string;
  /** A short paragraph: the blog page's card text. */
  text: string;
  image: ImageAsset;
  imageAlt: string;
  tags: readonly string[];
}

/** What each language writes of a post (blog-words.ts); the rest are its facts (blog-facts.ts). */
export type BlogPostWords = Pick<BlogPost, 'title' | 'summary' | 'text' | 'imageAlt' | 'tags'>;
export type BlogPostFacts = Omit<BlogPost, keyof BlogPostWords>;

/** When a class meets each week, e.g. Monday, 4:00pm-5:00pm (the timetable's spelling). */
export interface ClassTime {
  day: Weekday;
  hours: string;
}

export interface GymClass {
  /** Slug, also the name of the class's art in `assets/images/classes/`. */
  id: string;
  name: GymClassName;
  /** Trainer id of the coach who teaches it. */
  trainerId: string;
  time: ClassTime;
  /** The spec's quirk: Running shows one time in the 8-card list and another in the 12-card list. */
  expandedTime?: ClassTime;
  image: ImageAsset;
}

/** The contact page's words in one language (contact-words.ts); `hours` is made from the facts. */
export type ContactPageWords = Omit<ContactPageContent, 'hours'>;

export interface ContactPageContent {
  title: string;
  description: string;
  eyebrow: string;
  headline: string;
  intro: string;
  formTitle: string;
  formIntro: string;
  /** What the visitor is told after a successful enquiry: the next step, not just "thanks". */
  nextSteps: string;
  /** The titles of the four blocks of ways to reach the gym. */
  info: { visit: string; hours: string; reach: string; follow: string };
  /** The opening hours under its title, from site-facts.ts (contact.ts words them). */
  hours: string;
  mapHeading: string;
  mapLink: string;
  /** Heard after the map link, which opens a new tab. */
  opensInNewTab: string;
  /** The map frame's title. */
  mapTitle: string;
}

/** The blog sidebar's discount banner. */
export interface BlogDiscount {
  /** Shown as "34%". */
  percent: number;
  label: string;
  /** What the discount applies to, under the label. */
  terms: string;
}

export type BlogDiscountWords = Omit<BlogDiscount, 'percent'>;

export interface AboutIntro {
  eyebrow: string;
  headline: string;
  paragraphs: readonly string[];
  /** The button to the contact page. */
  action: string;
  illustration: ImageAsset;
  illustrationAlt: string;
}

export interface HistoryPanel {
  id: string;
  /** When it happened, shown above the title ("2012", "Today"). */
  period: string;
  title: string;
  text: string;
  image: ImageAsset;
  imageAlt: string;
}

export interface AboutContent {
  title: string;
  description: string;
  intro: AboutIntro;
  history: {
    eyebrow: string;
    title: string;
    /** The spec's 2×2 block: exactly four panels, oldest first. */
    panels: readonly [HistoryPanel, HistoryPanel, HistoryPanel, HistoryPanel];
  };
}

/** A history panel's facts (about-facts.ts): no year means today. */
export interface HistoryPanelFacts {
  id: string;
  year?: number;
  image: ImageAsset;
}

/** The About page's words in one language (about-words.ts), its panels keyed by the ids of about-facts.ts. */
export interface AboutWords<PanelId extends string> {
  title: string;
  description: string;
  intro: Omit<AboutIntro, 'illustration'>;
  history: {
    /** The label above the history, from the first panel's year: "since 2012". */
    since: (year: number) => string;
    title: string;
    /** The last panel's period, in place of a year. */
    today: string;
    panels: WordsById<PanelId, Pick<HistoryPanel, 'title' | 'text' | 'imageAlt'>>;
  };
}

/** One row of a day's timetable. */
export interface ScheduleEntry {
  className: GymClassName;
  /** A one-hour slot as the spec writes it, e.g. "9:00am-10:00am". */
  time: string;
  /** Trainer id of the coach who teaches it. */
  trainerId: string;
}

// The home page.

/** What opens a section: the short red label, the heading, an optional line of intro. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

export interface HeroContent {
  /** The small label above the headline. */
  tag: string;
  /** The home page's one `<h1>`. */
  headline: string;
  intro: string;
  /** The button to the classes page. */
  action: string;
  /** The button to the free trial form. */
  trialAction: string;
  /** One line under the intro: where the gym is and what it costs from. */
  where: string;
  /** The vertical label above the social links. */
  share: string;
  image: ImageAsset;
  imageAlt: string;
}

/** A card of the home page's About section (the spec's "feature card"). */
export interface Feature {
  id: string;
  title: string;
  description: string;
  image: ImageAsset;
}

export type FeatureWords = Pick<Feature, 'title' | 'description'>;
export type FeatureFacts = Omit<Feature, keyof FeatureWords>;

/** Icons the home page's point lists can show; the component maps each to a drawing. */
export type PointIcon = 'trainer' | 'equipment' | 'machine';

export interface IconPoint {
  id: string;
  icon: PointIcon;
  title: string;
  text: string;
}

export interface WhoWeAre extends SectionIntro {
  points: readonly IconPoint[];
  /** The button to the classes page. */
  action: string;
}

export interface Highlight {
  id: string;
  title: string;
  text: string;
}

export interface WhyChooseUs extends SectionIntro {
  /** A still from the gym's film; there is no video to play yet, so it is shown as a picture. */
  thumbnail: ImageAsset;
  thumbnailAlt: string;
  highlights: readonly Highlight[];
  /** The button to the classes page. */
  action: string;
}

/** The home page's sections in one language (home-words.ts), their lists keyed by the ids of home-facts.ts. */
export type HeroWords = Omit<HeroContent, 'image' | 'where'>;
export interface WhoWeAreWords<PointId extends string> extends Omit<WhoWeAre, 'points'> {
  points: WordsById<PointId, Omit<IconPoint, 'id' | 'icon'>>;
}
export interface WhyChooseUsWords<HighlightId extends string> extends Omit<WhyChooseUs, 'thumbnail' | 'highlights'> {
  highlights: WordsById<HighlightId, Omit<Highlight, 'id'>>;
}

export interface FeaturedClass {
  id: string;
  name: string;
  day: Weekday;
  /** As printed on the tile, e.g. "9:00am-10:00am". */
  time: string;
  image: ImageAsset;
  /** The timetable's class the tile stands for, booked by its free trial call; none where the timetable has no such class. */
  trialClass?: GymClassName;
}

/** A home page tile's facts (featured-classes-facts.ts); its name is a word. */
export type FeaturedClassFacts = Omit<FeaturedClass, 'name'>;

export interface Testimonial {
  id: string;
  text: string;
  name: string;
  job: string;
  image: ImageAsset;
  imageAlt: string;
}

/** What each language writes of a testimonial, the member's name included (Arabic letters on Arabic pages). */
export type TestimonialWords = Pick<Testimonial, 'text' | 'name' | 'job' | 'imageAlt'>;
export type TestimonialFacts = Omit<Testimonial, keyof TestimonialWords>;

export interface Partner {
  id: string;
  name: string;
  /** URL of the logo (SVG), drawn at `height` px tall on the home page. */
  logo: string;
  width: number;
  height: number;
}

/** A partner's logo and its size (partners-facts.ts); its name, the logo's alt text, is a word. */
export type PartnerFacts = Omit<Partner, 'name'>;

/** The red banner under the featured classes. */
export interface JoinBanner {
  title: string;
  text: string;
  /** The button to the contact page. */
  join: string;
  /** The link to the classes page. */
  seeAll: string;
}

/** The words of the home page's latest blog cards, besides the posts. */
export interface BlogCardWords {
  readMore: string;
  /** Heard after "Read more": which post, e.g. ": Yoga For Everyone". */
  readMoreAbout: (postTitle: string) => string;
}

export interface TestimonialSliderWords {
  previous: string;
  next: string;
  /** Heard before the "1 / 3" counter. */
  counter: string;
}

export interface CallBanner {
  title: string;
  text: string;
  /** The button to the contact page. */
  action: string;
}

/** What the site says when part of a page fails to download: the page, or the home page's lower sections. */
export interface LoadFailuresContent {
  retry: string;
  page: { title: string; text: string };
  homeLaterSections: string;
}

/** What a form says when it cannot send yet (see src/before-start/). */
export interface AppStartMessages {
  /** Submitted before the site's JavaScript has started. */
  wait: string;
  /** The site's JavaScript failed to start. */
  failed: string;
}

/** The words of the plan cards (the plans themselves: pricingPlans). */
export interface PricingCardWords {
  perMonth: string;
  purchase: string;
  /** e.g. "purchase now: Basic plan, 39 DT per month"; `price` comes formatted. */
  purchaseLabel: (planName: string, price: string) => string;
}

/** One labelled point of a privacy policy section ("Enquiries: deleted after 12 months"). */
export interface PrivacyPoint {
  term: string;
  text: string;
}

export interface PrivacySection {
  /** Stable slug: the heading's id and the React key. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly PrivacyPoint[];
  /** A paragraph after the points. */
  closing?: string;
  /** Closes the section with the gym's address, e-mail and phone (how to reach the controller). */
  showsContactDetails?: boolean;
}

/** A section's place in the policy (privacy-facts.ts): the same in every language. */
export type PrivacySectionFacts = Pick<PrivacySection, 'id' | 'showsContactDetails'>;
export type PrivacySectionWords = Omit<PrivacySection, keyof PrivacySectionFacts>;

export interface PrivacyPolicyContent {
  title: string;
  description: string;
  intro: string;
  sections: readonly PrivacySection[];
  /** Labels of the contact details block. */
  contactLabels: { address: string; email: string; phone: string };
  /** A point's term as it opens the point, e.g. "Access:". */
  pointTerm: (term: string) => string;
  /** The data controller's name as this language writes it (privacy.ts, from privacy-facts.ts). */
  controller: string;
  /** The contact details' first line: who answers for the data, and their postal address. */
  controllerAddress: (controller: string, address: string) => string;
}

/** The policy's words in one language (privacy-words.ts), keyed by the ids of privacy-facts.ts. */
export interface PrivacyPolicyWords<SectionId extends string>
  extends Omit<PrivacyPolicyContent, 'sections' | 'controller'> {
  sections: WordsById<SectionId, PrivacySectionWords>;
}

/** The short line under a form that says what happens to what was typed. */
export interface DataUseNote {
  text: string;
  /** Words before the link to the policy ("Read our"). */
  linkIntro: string;
  /** What closes the sentence after the link (a full stop). */
  linkOutro: string;
}

/** Every word of the account settings on the member's /account page. */
export interface AccountSettingsContent {
  heading: string;
  password: {
    heading: string;
    currentLabel: string;
    newLabel: string;
    /** Under the new-password field, e.g. "At least 8 characters." */
    newHint: (minLength: number) => string;
    submit: string;
    busy: string;
    changed: string;
    emptyCurrent: string;
    /** For an empty or too short new password, and the service's "weak password". */
    tooShort: (minLength: number) => string;
    sameAsCurrent: string;
    wrongCurrent: string;
    /** The change got no answer in time: it may still have been made. */
    noAnswer: string;
  };
  verification: {
    heading: string;
    notVerified: string;
    verified: string;
    send: string;
    busy: string;
    sent: (email: string) => string;
    /** The request got no answer in time: the e-mail may still come. */
    noAnswer: string;
  };
  deletion: {
    heading: string;
    open: string;
    /** What goes, for good, once confirmed. */
    warning: string;
    passwordLabel: string;
    emptyPassword: string;
    confirm: string;
    busy: string;
    cancel: string;
    wrongPassword: string;
    /** Added to the failure message when the saved classes went but the account stayed. */
    savedClassesDeleted: string;
    /** A delete got no answer in time: the account or its saved classes may still have gone. */
    noAnswer: string;
  };
  /** Problems of every part that are not about a field nor in the account service's messages. */
  problems: { requiresRecentLogin: string; signedOut: string };
}

// The member space: saved classes, "My week" and calendar files.

/** A class date, each part already spelled out by Intl in the content's language. */
export interface ClassDateParts {
  weekday: string;
  day: string;
  month: string;
  /** 24-hour, as the gym's clock shows it, e.g. "9:00". */
  time: string;
}

export interface MyWeekContent {
  /** The next date of a saved class, e.g. "next: Monday 24 November, 9:00" (the parts spelled by Intl in the page's language). */
  nextClass: (date: ClassDateParts) => string;
}

export interface ClassCalendarContent {
  /** The calendar's name in the member's calendar app, for the whole week. */
  weekCalendarName: string;
  /** The calendar's name for one class, e.g. "Rivage Gym: Fitness on Mondays". */
  classCalendarName: (className: string, weekdayName: string) => string;
  /** An event's title, e.g. "Fitness at Rivage Gym". */
  eventSummary: (className: string) => string;
  /** An event's notes: who teaches it, and where the timetable is. */
  eventDescription: (trainerName: string, timetableUrl: string) => string;
  /**
   * Words of the downloaded file's name (the site's name goes first, then these, as a slug of
   * Latin letters and digits: words in another script leave the class's id instead).
   */
  weekFileWords: string;
  classFileWords: (className: string, weekdayName: string) => string;
  /** A free trial's one event (its title), e.g. "Free trial: Fitness at Rivage Gym". */
  trialSummary: (className: string) => string;
  trialFileWords: (className: string, isoDate: string) => string;
}

export interface SlotNameParts {
  /** The class's shown name (class-labels.ts). */
  className: string;
  weekday: string;
  /** The start, formatted for the page's language: "9:00am" in English, "09:00" in French. */
  start: string;
}

export interface SavedClassesContent {
  /** The Save control's name for screen readers, e.g. "Save Fitness, Monday 9:00am". */
  saveLabel: (slotName: string) => string;
  /** One class of the week in a sentence, e.g. "Fitness, Monday 9:00am". */
  slotName: (parts: SlotNameParts) => string;
  /** Under the timetable: what the bookmark does. */
  scheduleHint: string;
  saved: (slotName: string) => string;
  removed: (slotName: string) => string;
  seeMyWeek: string;
  /** Each failure starts with one of these and goes on with a reason. */
  saveFailed: (slotName: string) => string;
  removeFailed: (slotName: string) => string;
  loadFailed: string;
  failureReasons: Record<'network' | 'unavailable' | 'rejected', string>;
  /**
   * A save or removal the server did not answer in time, checked by reading the list again:
   * done after all, or not seen done (it may still be: the page shows it if it is).
   */
  lateSaved: (slotName: string) => string;
  lateRemoved: (slotName: string) => string;
  saveUnconfirmed: (slotName: string) => string;
  removeUnconfirmed: (slotName: string) => string;
  /** The sign-in and sign-up forms' opening line for a visitor who pressed Save signed out. */
  signInToSave: (slotName: string) => string;
  signUpToSave: (slotName: string) => string;
  retry: string;
  dismiss: string;
}

export interface AccountPageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The prerendered page, and until the session is known. */
  checking: string;
  needsScript: string;
  signedOut: { text: string; signIn: string; signUp: string };
  deleted: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: { text: string; link: string };
  /** When a saved class meets and who teaches it, e.g. "Every Monday, 9:00am-10:00am, with Sarra Ben Ali". */
  weeklyClass: (weekday: string, time: string, trainerName: string) => string;
  joinNow: string;
  joinLabel: (className: string) => string;
  addToCalendar: string;
  addToCalendarLabel: (slotName: string) => string;
  remove: string;
  removeLabel: (slotName: string) => string;
  weekToCalendar: string;
  calendarHint: string;
  downloadFailed: string;
}

/** The front desk, /desk: what it says to each visitor before it shows staff anything. */
export interface DeskPageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The prerendered page, and until the session is known. */
  checking: string;
  needsScript: string;
  signedOut: { text: string; signIn: string };
  /** How an account gets the role: the owner's command (desk-facts.ts) and the e-mail it takes. */
  howToGetAccess: (command: string, email: string) => string;
  /** Stands for the visitor's address in the command while nobody is signed in. */
  yourEmail: string;
  checkingAccess: string;
  /** While the timetable changes' code arrives, and when it does not. */
  changesLoading: string;
  changesLoadFailed: string;
  notStaff: (email: string) => string;
  afterGrant: string;
  accessFailed: string;
  retry: string;
  signedInAsStaff: (email: string) => string;
  signOut: string;
}

/** What the sign-in and sign-up pages both say: their title, their form's heading and button. */
export interface AccountFormPageWords {
  title: string;
  description: string;
  heading: string;
  intro: string;
  submit: string;
  /** The button while the request is under way. */
  busy: string;
}

export interface SignInPagesContent {
  form: { emailLabel: string; passwordLabel: string };
  signIn: AccountFormPageWords & {
    emptyPassword: string;
    /** The spec's one message for every credential problem. */
    wrongCredentials: string;
    tooManyAttempts: string;
    toSignUp: string;
  };
  signUp: AccountFormPageWords & {
    passwordHint: (minLength: number) => string;
    passwordLength: (minLength: number) => string;
    tooShort: (minLength: number) => string;
    emailTaken: string;
    signInInstead: string;
    toSignIn: string;
    /** The sign-up got no answer in time: the account may still have been created. */
    noAnswer: string;
  };
  reset: {
    open: string;
    heading: string;
    intro: string;
    emailLabel: string;
    submit: string;
    busy: string;
    sent: (email: string) => string;
    /** The request got no answer in time: the link may still come. */
    noAnswer: string;
  };
  signedIn: {
    /** "You are signed in as <e-mail>.": the words around the address, which is set in bold. */
    signedInAs: { before: string; after: string };
    /** Named instead of the address when the account has none. */
    someAccount: string;
    otherAccount: string;
    home: string;
    signOut: string;
  };
  showPassword: string;
}

/** The account service's problems that every account form words the same way. */
export type AccountServiceProblem = 'network' | 'too-many-requests' | 'user-disabled' | 'unavailable' | 'unknown';

/** What the sign-in, sign-up and password forms and the account settings all say. */
export interface AccountMessagesContent {
  emptyEmail: string;
  invalidEmail: string;
  /** A password of spaces alone (sign-up, a new password). */
  blankPassword: string;
  /** When the account service answers with one of these problems. */
  service: Readonly<Record<AccountServiceProblem, string>>;
}

// The contact page's enquiry form.

/** The words around a link the component sets in (the gym's phone number or e-mail address). */
export interface AroundLink {
  before: string;
  after: string;
}

/** Every word of the contact page's enquiry form, from its labels to what it says once sent. */
export interface EnquiryFormContent {
  fields: {
    name: { label: string; placeholder: string };
    email: { label: string; placeholder: string };
    className: { label: string /** The first option: no class chosen. */; none: string };
    comment: { label: string; placeholder: string };
    /** The label of the field hidden from people, which only a bot fills in. */
    website: { label: string };
  };
  /** Under the comment, e.g. "985 of 1,000 characters left". */
  commentLeft: (left: number, limit: number) => string;
  commentOver: (over: number, limit: number) => string;
  /** Heard once when the comment crosses the limit. */
  commentOverAlert: (limit: number) => string;
  sending: string;
  /** After a submission with errors, how many fields need correcting. */
  correctFields: (count: number) => string;
  submit: string;
  /** The submit button while sending. */
  busy: string;
  tryAgain: string;
  /** The rules' messages (enquiry-rules.ts). */
  errors: {
    emptyName: string;
    nameTooLong: (maxLength: number) => string;
    /** The name holds a line break or another control character (src/lib/blank-text.ts). */
    nameHasControlCharacters: string;
    /** The name holds bidirectional embedding, override or isolate characters (src/lib/blank-text.ts). */
    nameHasDirectionControls: string;
    emptyEmail: string;
    emailTooLong: (maxLength: number) => string;
    invalidEmail: string;
    commentTooLong: (maxLength: number, length: number) => string;
  };
  /** Why nothing was sent, and what to do instead: call (the phone link) or write (the e-mail link). */
  failure: {
    network: { title: string; phone: AroundLink };
    unavailable: { title: string; beforePhone: string; betweenPhoneAndEmail: string; after: string };
    rejected: { title: string; email: AroundLink };
    /** This browser sent the hour's most (the number, PUBLIC_WRITES_PER_HOUR): call instead, or wait. */
    limit: { title: (perHour: number) => string; phone: AroundLink };
  };
  sent: {
    heading: string;
    /** "We will write to <address>.", the address in bold. */
    writeTo: AroundLink;
    another: string;
  };
}

/** The words of every "Book a free trial" call: timetable rows, class cards, pricing, the home hero. */
export interface TrialCallContent {
  book: string;
  /** The call's accessible name where several stand on one page, e.g. "Book a free trial: Fitness". */
  bookClass: (className: string) => string;
  /** A timetable row's call: the class and its time, as the row shows them. */
  bookSlot: (className: string, hours: string) => string;
  /** The pricing page's line beside the plans, before the call. */
  pricingIntro: string;
}

/** Every word of the /trial page: its form, its failures and the confirmation once sent. */
export interface TrialPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  formTitle: string;
  fields: {
    className: { label: string /** The first option: no class chosen. */; none: string };
    session: { legend: string };
    name: { label: string; placeholder: string };
    /** The hint names the two example numbers (trial-form-facts.ts). */
    phone: { label: string; placeholder: string; hint: (tunisian: string, international: string) => string };
    whatsapp: { label: string };
    email: { label: string; placeholder: string; hint: string };
    /** The label of the field hidden from people, which only a bot fills in. */
    website: { label: string };
  };
  /** Shown where the dates will be until the page has loaded: they depend on today. */
  datesAfterStart: string;
  chooseClassFirst: string;
  /** The class has no session within the booking window (`days`). */
  noSessions: (days: number) => string;
  /** One session as a choice, e.g. "Monday 30 November 2026, 9:00am-10:00am". */
  sessionWhen: (weekday: string, date: string, hours: string) => string;
  /** Said after a full session's date, which cannot be chosen. */
  full: string;
  /** The read of the taken places failed: the visitor may still send. */
  placesUnknown: string;
  sending: string;
  correctFields: (count: number) => string;
  submit: string;
  busy: string;
  tryAgain: string;
  errors: {
    noClass: string;
    noSession: string;
    emptyName: string;
    nameTooLong: (maxLength: number) => string;
    nameHasControlCharacters: string;
    nameHasDirectionControls: string;
    emptyPhone: string;
    invalidPhone: (tunisian: string, international: string) => string;
    emailTooLong: (maxLength: number) => string;
    invalidEmail: string;
  };
  /** Why nothing was sent; each ends with the call line (the phone link) and `kept`. */
  failure: {
    network: string;
    unavailable: string;
    noAnswer: string;
    rejected: string;
    limit: (perHour: number) => string;
    full: string;
    held: string;
    /** Today's trial requests reached the limit staff set (src/firebase/trial-day.ts). */
    dayFull: string;
    callUs: AroundLink;
    kept: string;
  };
  sent: {
    heading: string;
    /** What happens next: the gym confirms by WhatsApp or by phone. */
    nextSteps: (isWhatsApp: boolean) => string;
    /** The confirmation's terms, before the session's values. */
    dateTerm: string;
    timeTerm: string;
    trainerTerm: string;
    addressTerm: string;
    addToCalendar: string;
    calendarFailed: string;
    another: string;
  };
  dataNote: DataUseNote;
}

export interface NotFoundContent {
  title: string;
  description: string;
  /** Shown large, hidden from screen readers (the title says it). */
  code: string;
  headline: string;
  explanation: string;
  home: string;
  linksHeading: string;
  askHeading: string;
}

export interface SchedulePageContent {
  /** The page's title for a weekday, e.g. "Monday schedule". */
  title: (weekday: string) => string;
  description: (weekday: string) => string;
  banner: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** The name of the row of day links. */
  daysLabel: string;
  /** The mark on the pill of the gym's current weekday. */
  today: string;
  /** Heard between a pill's weekday and its "Today" mark: a pause (", "). */
  todayPause: string;
  caption: (weekday: string) => string;
  columns: { className: string; time: string; trainer: string; actions: string };
  joinNow: string;
  joinLabel: (className: string) => string;
  note: string;
}

export interface ClassesPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  showingSome: (shown: number, total: number) => string;
  showingAll: (total: number) => string;
  showMore: string;
  showLess: string;
  /** Heard before a card's day and time ("Every Monday, …"). */
  every: string;
  /** A card's day and time, e.g. "Monday, 9:00am-10:00am"; both come formatted. */
  dayAndHours: (weekday: string, hours: string) => string;
  /** Heard before a card's trainer. */
  trainer: string;
  joinNow: string;
  joinLabel: (className: string) => string;
}

export interface GalleryPageContent {
  title: (page: number) => string;
  description: string;
  banner: string;
  eyebrow: string;
  heading: string;
  intro: (total: number) => string;
  /** e.g. "Images 1–8 of 16". */
  range: (first: number, last: number, total: number) => string;
  /** A thumbnail's name: its alt text and what pressing it does. */
  viewLarger: (alt: string) => string;
  pagerLabel: string;
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
  viewer: string;
  closeViewer: string;
  previousImage: string;
  nextImage: string;
  /** Heard before the caption in the viewer. */
  position: (index: number, total: number) => string;
}

export interface PricingPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** "Not sure which plan suits you? See the class schedule or ask a coach." with two links. */
  help: { before: string; schedule: string; or: string; coach: string; after: string };
}

export interface BlogPageContent {
  title: string;
  description: string;
  /** The search landmark's name. */
  searchName: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's heading, for screen readers. */
  postsHeading: string;
  clear: string;
  nothingFound: string;
  /** Heard before a post's category. */
  category: string;
  sidebar: string;
  categories: string;
  recent: string;
  tags: string;
  /** The categories' shown names (the keys stay English: they are identifiers, in the address too). */
  categoryLabels: Record<BlogCategory, string>;
  /** A category's number of posts, after its name: "(4)". */
  categoryCount: (count: number) => string;
  /** The discount banner's figure, e.g. "34%". */
  discountPercent: (percent: number) => string;
  seePlans: string;
  /** Before the author's name on a post: "By Youssef Gharbi". */
  byAuthor: (name: string) => string;
  purchase: string;
  /** The purchase button's name: where it leads. */
  purchaseLabel: string;
  /** The results line above the posts (a polite live region). */
  results: BlogResultsWords;
}

/** The blog's results line. A scope is one of `inCategory` or `taggedWith`, or '' for none. */
export interface BlogResultsWords {
  /** Nothing searched or chosen. */
  all: (total: number) => string;
  inCategory: (category: string) => string;
  taggedWith: (tag: string) => string;
  /** How many posts match the search words (0 included), within the scope. */
  matching: (count: number, query: string, scope: string) => string;
  /** How many posts the scope holds (0 included), with no search words. */
  inScope: (count: number, scope: string) => string;
}

export interface LanguageSwitcherWords {
  /** Names the group of language links. */
  label: string;
  /** The navbar button's name, with the current language's own name. */
  current: (language: string) => string;
}

export interface LanguageOffer {
  text: string;
  /** The link to the same page in the offered language. */
  link: string;
  /** The close button's name. */
  dismiss: string;
}

/** The live timetable's sentences (issue 29); dates come through `date`, times already formatted. */
export interface LiveTimetableContent {
  /** A date of a change, e.g. "Friday 27 November" (parts spelled by Intl in the page's language). */
  dayAndMonth: (date: Omit<ClassDateParts, 'time'>) => string;
  /** Two dates of special hours, e.g. "Friday 27 November to Sunday 29 November". */
  dateRange: (from: string, to: string) => string;
  /** A session that does not take place, e.g. "Cancelled on Friday 27 November". */
  cancelled: (date: string) => string;
  /** A session at another time that day, e.g. "Friday 27 November: moved to 7:00pm-8:00pm". */
  moved: (date: string, hours: string) => string;
  /** Another coach that day, e.g. "Friday 27 November: with Salma instead of Karim". */
  substitute: (date: string, trainer: string, usual: string) => string;
  /** Special hours close the gym on the session's date. */
  gymClosed: (date: string) => string;
  /** Special hours leave the session's time out. */
  outsideHours: (date: string) => string;
  /** Special hours, closed: "Friday 27 November: closed". */
  hoursClosed: (dates: string) => string;
  /** Special hours, open: "Friday 27 November: open 10:00–16:00". */
  hoursOpen: (dates: string, hours: string) => string;
  /** Introduces a note staff typed, shown as typed in its own language. */
  noteFromGym: string;
  /** The opening state beside the hours. */
  openNow: (closes: string) => string;
  closedNowOpensToday: (opens: string) => string;
  closedNowOpensOn: (weekday: string, opens: string) => string;
  /** After "Closed today": "opens Monday at 7:00am". */
  opensOn: (weekday: string, opens: string) => string;
  closedToday: string;
  /** Heads the special hours listed beside the weekly ones. */
  specialHoursHeading: string;
  // My week and the trial form (issue 29, §2): kept together at the end.
  /** The trial form's short mark on a date that does not take place, beside the date like "full". */
  offMark: { cancelled: string; gymClosed: string; outsideHours: string };
  /** The trial form, when the date the visitor had chosen turns out not to take place. */
  chosenSessionOff: (date: string) => string;
  /** The trial form's refusal of a date found not to take place while sending. */
  sessionOffError: string;
}
