/** French words of the front desk's inbox (/desk, staff only). */
import type * as English from '../desk-inbox';
import type { DeskInboxContent } from '../desk-inbox';
import type { TranslationOf } from '../translation';

export const deskInbox: DeskInboxContent = {
  heading: 'Boîte de réception',
  titleWithCount: (count, title) => `(${count}) ${title}`,
  filters: { label: 'Afficher', status: 'Statut', kind: 'Type', all: 'Tous' },
  statuses: {
    new: 'Nouveau',
    contacted: 'Contacté',
    'trial-booked': 'Essai réservé',
    joined: 'Inscrit',
    lost: 'Perdu',
  },
  kinds: { enquiry: 'Demande', trial: 'Demande d’essai' },
  loading: 'Chargement de la boîte de réception…',
  loadingMore: 'Chargement de la suite…',
  empty: 'Aucune demande ni demande d’essai pour l’instant.',
  emptyFiltered: 'Rien ne correspond à ces filtres.',
  failures: {
    network: 'La boîte de réception n’a pas pu être chargée : la connexion a échoué. Vérifiez-la, puis réessayez.',
    unavailable:
      'La boîte de réception n’a pas pu être chargée : le service n’a pas répondu à temps. Veuillez réessayer.',
    rejected:
      'La boîte de réception a été refusée : ce compte a peut-être perdu le rôle d’équipe. Reconnectez-vous, puis réessayez.',
  },
  retry: 'Réessayer',
  showMore: 'Afficher plus',
  shown: (count) => `${count} affichées`,
  item: {
    received: (when) => `Reçue le ${when}`,
    language: 'Langue',
    className: 'Cours',
    noClass: 'Aucun choisi',
    session: 'Séance',
    phone: 'Téléphone',
    email: 'E-mail',
    noEmail: 'Aucun',
    comment: 'Message',
    noComment: 'Pas de message',
    replies: (language) => `Répondre (rédigé en ${language})`,
    whatsApp: 'WhatsApp',
    call: 'Appeler',
    writeEmail: 'E-mail',
  },
  answer: {
    status: 'Statut',
    note: 'Note',
    noteCounter: (used, max) => `${used} sur ${max} caractères`,
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Enregistré.',
    failed: 'Non enregistré : la connexion ou le service a échoué. Vos modifications sont conservées ; réessayez.',
    trialPlaceBack: 'Marqué perdu, ou supprimé, cet essai rend aussitôt sa place dans le cours : rien d’autre à faire.',
  },
  removal: {
    delete: 'Supprimer',
    confirm: (name) => `Supprimer définitivement la demande de ${name} ? C’est irréversible.`,
    confirmDelete: 'Oui, supprimer',
    cancel: 'Annuler',
    deleting: 'Suppression…',
    failed: 'Non supprimée : la connexion ou le service a échoué. Réessayez.',
    deleted: (name) => `La demande de ${name} a été supprimée.`,
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-inbox')>;
