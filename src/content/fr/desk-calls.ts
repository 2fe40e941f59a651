/** French words of the desk calling staff (/desk, staff only). */
import type * as English from '../desk-calls';
import type { DeskCallsContent } from '../desk-calls';
import type { TranslationOf } from '../translation';

export const deskCalls: DeskCallsContent = {
  turnOn: 'M’avertir',
  explain:
    'Une notification et un bref son pour chaque demande ou demande d’essai qui arrive tant que cette page est ouverte.',
  on: 'Les notifications sont activées tant que cette page est ouverte.',
  blocked:
    'Ce navigateur bloque les notifications de ce site : seul le son sera joué. Autorisez les notifications dans les paramètres du site, puis appuyez de nouveau sur le bouton.',
  unsupported: 'Ce navigateur ne peut pas afficher de notifications sur cette page : seul le son sera joué.',
  liveStopped: 'Les nouvelles demandes n’apparaissent plus d’elles-mêmes : rechargez la page pour voir les dernières.',
  trial: (what) => `Demande d’essai : ${what}`,
  enquiry: (name) => `Demande : ${name}`,
  classAndSession: (className, session) => `${className}, ${session}`,
  unknown: 'un visiteur',
};

export type Complete = TranslationOf<typeof English, typeof import('./desk-calls')>;
