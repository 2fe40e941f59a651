/**
 * The words of the front desk's inbox (/desk, staff only): filters, the list of leads, each
 * lead's details, replies, status, note and deletion. Loaded with the desk page only.
 */

// The keys repeat LEAD_STATUSES, the desk's lead kinds and the Firestore failure kinds (src/firebase/),
// which content may not import; the inbox indexes these records with those types, so a key
// missing here fails the type check there.
type LeadStatus = 'new' | 'contacted' | 'trial-booked' | 'joined' | 'lost';
type DeskLeadKind = 'enquiry' | 'trial';
type FirestoreFailure = 'network' | 'unavailable' | 'rejected';

export interface DeskInboxContent {
  heading: string;
  /** The page title with the count of new leads: "(3) Front Desk". */
  titleWithCount: (count: number, title: string) => string;
  filters: { label: string; status: string; kind: string; all: string };
  statuses: Readonly<Record<LeadStatus, string>>;
  kinds: Readonly<Record<DeskLeadKind, string>>;
  loading: string;
  loadingMore: string;
  empty: string;
  emptyFiltered: string;
  failures: Readonly<Record<FirestoreFailure, string>>;
  retry: string;
  showMore: string;
  shown: (count: number) => string;
  item: {
    received: (when: string) => string;
    language: string;
    className: string;
    noClass: string;
    session: string;
    phone: string;
    email: string;
    noEmail: string;
    comment: string;
    noComment: string;
    replies: (language: string) => string;
    whatsApp: string;
    call: string;
    writeEmail: string;
  };
  answer: {
    status: string;
    note: string;
    noteCounter: (used: number, max: number) => string;
    save: string;
    saving: string;
    saved: string;
    failed: string;
    /** Under a trial's status, while its session is ahead: lost or deleted, its place comes back by itself. */
    trialPlaceBack: string;
  };
  removal: {
    delete: string;
    confirm: (name: string) => string;
    confirmDelete: string;
    cancel: string;
    deleting: string;
    failed: string;
    deleted: (name: string) => string;
  };
}

export const deskInbox: DeskInboxContent = {
  heading: 'Inbox',
  titleWithCount: (count, title) => `(${count}) ${title}`,
  filters: { label: 'Show', status: 'Status', kind: 'Kind', all: 'All' },
  statuses: { new: 'New', contacted: 'Contacted', 'trial-booked': 'Trial booked', joined: 'Joined', lost: 'Lost' },
  kinds: { enquiry: 'Enquiry', trial: 'Trial request' },
  loading: 'Loading the inbox…',
  loadingMore: 'Loading more…',
  empty: 'No enquiries or trial requests yet.',
  emptyFiltered: 'Nothing matches these filters.',
  failures: {
    network: 'The inbox could not be loaded: the connection failed. Check it, then try again.',
    unavailable: 'The inbox could not be loaded: the service did not answer in time. Please try again.',
    rejected: 'The inbox was refused: this account may have lost the staff role. Sign in again, then try again.',
  },
  retry: 'Try again',
  showMore: 'Show more',
  shown: (count) => `${count} shown`,
  item: {
    received: (when) => `Received ${when}`,
    language: 'Language',
    className: 'Class',
    noClass: 'None chosen',
    session: 'Session',
    phone: 'Phone',
    email: 'E-mail',
    noEmail: 'None given',
    comment: 'Message',
    noComment: 'No message',
    replies: (language) => `Reply (written in ${language})`,
    whatsApp: 'WhatsApp',
    call: 'Call',
    writeEmail: 'E-mail',
  },
  answer: {
    status: 'Status',
    note: 'Note',
    noteCounter: (used, max) => `${used} of ${max} characters`,
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    failed: 'Not saved: the connection or the service failed. Your changes are kept; try again.',
    trialPlaceBack:
      'Marked lost, or deleted, this trial gives its place in the class back at once: nothing more to do.',
  },
  removal: {
    delete: 'Delete',
    confirm: (name) => `Delete ${name}’s request for good? This cannot be undone.`,
    confirmDelete: 'Yes, delete',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    failed: 'Not deleted: the connection or the service failed. Try again.',
    deleted: (name) => `${name}’s request was deleted.`,
  },
};
