/** French words of the desk's timetable changes (/desk, staff only). */
import type * as English from '../desk-changes';
import type { DeskChangesContent } from '../desk-changes';
import type { TranslationOf } from '../translation';

export const deskChanges: DeskChangesContent = {
  heading: 'Changements du planning',
  intro:
    'Publiez une séance annulée, un nouvel horaire, un coach remplaçant ou des horaires d’ouverture exceptionnels. Toutes les pages du site l’affichent jusqu’à la fin de son dernier jour.',
  retry: 'Réessayer',
  kinds: {
    cancelled: 'Séance annulée',
    moved: 'Séance déplacée',
    substitute: 'Coach remplaçant',
    hours: 'Horaires exceptionnels',
  },
  form: {
    newHeading: 'Publier un changement',
    editHeading: 'Modifier le changement',
    kind: 'Type de changement',
    slot: 'Cours',
    chooseSlot: 'Choisissez un cours',
    slotOption: ({ weekday, time, className }) => `${weekday}, ${time} : ${className}`,
    sessionDate: 'Date',
    chooseDate: 'Choisissez une date',
    dateHint: 'Les prochaines dates du cours.',
    start: 'Nouveau début',
    end: 'Nouvelle fin',
    trainer: 'Coach remplaçant',
    chooseTrainer: 'Choisissez un coach',
    from: 'Premier jour',
    to: 'Dernier jour',
    rangeHint: 'Pour un seul jour, indiquez deux fois la même date.',
    hoursMode: 'Ouverture',
    closedAllDay: 'Fermé toute la journée',
    otherHours: 'Ouvert à d’autres horaires',
    opensAt: 'Ouvre à',
    closesAt: 'Ferme à',
    note: 'Note pour les visiteurs (facultative)',
    noteHint: 'Affichée telle que vous la tapez, marquée comme écrite dans la langue de cette page.',
    noteCounter: (used, max) => `${used} caractères sur ${max}`,
    post: 'Publier le changement',
    save: 'Enregistrer le changement',
    saving: 'Enregistrement…',
    cancelEdit: 'Annuler la modification',
    posted: 'Changement publié : il est en ligne.',
    saved: 'Changement enregistré : le site l’affiche modifié.',
    invalid: 'Le changement n’a pas été publié : vérifiez les champs signalés ci-dessous.',
    errors: {
      slotMissing: 'Choisissez le cours.',
      dateMissing: 'Choisissez la date.',
      dateOver: 'Cette date est passée : choisissez aujourd’hui ou une date ultérieure.',
      dateTooFar: (days) => `Choisissez une date dans les ${days} prochains jours au plus.`,
      wrongWeekday: 'Le cours n’a pas lieu à cette date : choisissez l’une de ses dates.',
      timesMissing: 'Indiquez les nouvelles heures de début et de fin.',
      timesOrder: 'La nouvelle fin doit venir après le nouveau début.',
      timesUnchanged: 'Ce sont les horaires habituels du cours : indiquez les nouveaux.',
      trainerMissing: 'Choisissez le coach remplaçant.',
      trainerSame: (trainer) => `${trainer} donne déjà ce cours : choisissez un autre coach.`,
      rangeMissing: 'Indiquez le premier et le dernier jour.',
      rangeOrder: 'Le dernier jour ne peut pas précéder le premier.',
      hoursMissing: 'Indiquez les heures d’ouverture et de fermeture.',
      hoursOrder: 'L’heure de fermeture doit venir après l’heure d’ouverture.',
      noteDirection: 'La note contient des marques de direction invisibles : retapez-la sans elles.',
    },
    failures: {
      network:
        'Non enregistré : la connexion a échoué. Ce que vous avez saisi est conservé ; vérifiez la connexion, puis réessayez.',
      unavailable:
        'Non enregistré : le service n’a pas répondu à temps. Ce que vous avez saisi est conservé ; réessayez.',
      rejected:
        'Non enregistré : le changement a été refusé. Il a peut-être été retiré ou être terminé, ou ce compte a perdu le rôle d’équipe.',
    },
  },
  list: {
    heading: 'Changements en cours',
    loading: 'Chargement des changements en cours…',
    empty: 'Aucun changement : le site affiche le planning et les horaires habituels.',
    failures: {
      network:
        'Les changements en cours n’ont pas pu être chargés : la connexion a échoué. Vérifiez-la, puis réessayez.',
      unavailable:
        'Les changements en cours n’ont pas pu être chargés : le service n’a pas répondu à temps. Veuillez réessayer.',
      rejected:
        'Les changements en cours ont été refusés : ce compte a peut-être perdu le rôle d’équipe. Reconnectez-vous.',
    },
    note: 'Note',
    edit: 'Modifier',
    withdraw: 'Retirer',
    confirm: 'Retirer ce changement ? Le site affichera de nouveau le planning habituel.',
    confirmWithdraw: 'Oui, retirer',
    keep: 'Le garder',
    withdrawing: 'Retrait…',
    withdrawFailed: 'Non retiré : la connexion ou le service a échoué. Réessayez.',
    withdrawn: (description) => `Retiré : ${description}`,
  },
  describe: {
    session: ({ className, time, date }) => `Le cours de ${className} de ${time} le ${date}`,
    cancelled: (session) => `${session} est annulé.`,
    moved: (session, start, end) => `${session} est déplacé à ${start}–${end}.`,
    substitute: (session, trainer) => `${session} est donné par ${trainer}.`,
    closedDay: (date) => `La salle est fermée le ${date}.`,
    closedRange: (from, to) => `La salle est fermée du ${from} au ${to}.`,
    openDay: (date, opens, closes) => `Le ${date}, la salle est ouverte de ${opens} à ${closes}.`,
    openRange: (from, to, opens, closes) => `Du ${from} au ${to}, la salle est ouverte de ${opens} à ${closes}.`,
  },
  flags: {
    cancelled: 'Séance annulée',
    tellThem: {
      whatsApp: 'Prévenir par WhatsApp',
      email: 'Prévenir par e-mail',
      phone: 'Appeler pour prévenir',
    },
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-changes')>;
