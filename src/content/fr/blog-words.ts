/** French words of the blog's posts, by post id (their dates, authors, categories and pictures: blog-facts.ts). */
import type { BlogPostId } from '../blog-facts';
import type { BlogDiscountWords, BlogPostWords } from '../blog-types';
import type * as English from '../blog-words';
import type { TranslationOf, WordsById } from '../translation';

export const blogPostWords: WordsById<BlogPostId, BlogPostWords> = {
  'meet-ambassador-hedi-mansour': {
    title: 'Rencontre avec Hedi Mansour, notre ambassadeur fitness',
    summary:
      'Pêcheur du vieux port, Hedi s’entraîne à l’aube, avant que son bateau ne prenne la mer. Il nous raconte comment il s’organise.',
    text: 'Hedi Mansour a rejoint Rivage Gym il y a trois ans pour soulager un dos raidi à force de remonter les filets. Aujourd’hui, il boxe deux fois par semaine, court sur la corniche le dimanche et accueille chaque nouveau venu au cours de 07:00. Nous lui avons demandé ce qui le fait revenir.',
    imageAlt: 'Illustration de Hedi Mansour, une médaille autour du cou',
    tags: ['Communauté', 'Motivation'],
  },
  'crossfit-after-vacation': {
    title: 'Reprendre le CrossFit après les vacances',
    summary:
      'Deux semaines de pause ne font pas perdre vos progrès. Reprenez plus léger, soignez la technique, et vous retrouverez vos charges en un mois.',
    text: 'Après une pause, le souffle revient plus vite que les articulations. La première semaine, allégez vos charges habituelles d’un tiers, ajoutez dix minutes de mobilité avant chaque séance et gardez un jour de repos entre deux séances intenses. Dès la troisième semaine, la plupart des adhérents soulèvent de nouveau ce qu’ils soulevaient avant les vacances.',
    imageAlt: 'Illustration d’un athlète qui saute sur une box',
    tags: ['Force', 'Récupération', 'Mobilité'],
  },
  'yoga-for-everyone': {
    title: 'Le yoga pour tous en 2023',
    summary:
      'Hanches raides, épaules crispées, tête trop pleine : notre cours du soir est fait pour tout cela, et nul besoin d’être souple.',
    text: 'Pas besoin de toucher vos orteils pour commencer le yoga. Dans nos cours du mardi et du samedi, briques et sangles offrent une version plus facile de chaque posture, et les adeptes de la musculation nous disent que leurs squats vont mieux au bout d’un mois. Apportez de l’eau et une serviette ; les tapis, c’est nous qui les fournissons.',
    imageAlt: 'Illustration de trois personnes dans des postures de yoga',
    tags: ['Débutants', 'Mobilité', 'Mental'],
  },
  'training-in-summer-heat': {
    title: 'S’entraîner quand la chaleur monte à Mahdia',
    summary:
      'Entraînez-vous tôt, buvez avant d’avoir soif et apprenez à reconnaître les signes de l’épuisement dû à la chaleur.',
    text: 'Dès le mois de mai, les après-midi deviennent chauds. Courez plutôt avant 09:00, buvez un demi-litre d’eau une heure avant l’entraînement et ajoutez une pincée de sel si vous transpirez beaucoup. Un vertige ou un mal de tête ? Arrêtez-vous, mettez-vous à l’ombre et rafraîchissez-vous : ce n’est pas de la faiblesse, c’est du bon sens.',
    imageAlt: 'Illustration d’un coureur en plein soleil, une bouteille d’eau à la main',
    tags: ['Cardio', 'Été', 'Récupération'],
  },
  'ten-minute-meditation': {
    title: 'Dix minutes de respiration avant le travail',
    summary: 'Une courte routine de respiration pour apaiser l’esprit avant une journée chargée, ou avant un combat.',
    text: 'Asseyez-vous bien droit, inspirez sur quatre temps, retenez votre souffle quatre temps, expirez sur six. Dix minutes suffisent pour ralentir le cœur et aiguiser la concentration ; nos boxeurs le font avant le sparring. Essayez dans la salle calme, avant le début des cours du matin.',
    imageAlt: 'Illustration d’une personne qui médite à l’intérieur du cadran d’un minuteur',
    tags: ['Mental', 'Débutants'],
  },
  'protein-myths': {
    title: 'Les idées reçues sur les protéines que l’on entend chaque semaine',
    summary:
      'Pas besoin d’un shaker après chaque séance : le poisson, les œufs et le lablabi font très bien l’affaire.',
    text: 'La plupart des adhérents mangent déjà assez de protéines. Répartissez-les sur trois repas, prévoyez-en une portion au petit-déjeuner et privilégiez ce qui est local et bon marché : sardines, œufs, pois chiches et yaourt. Les compléments sont pratiques, pas indispensables.',
    imageAlt: 'Illustration d’un pot de protéines à côté d’un poisson et d’œufs',
    tags: ['Nutrition', 'Force'],
  },
  'boxing-footwork-basics': {
    title: 'Les bases du jeu de jambes en boxe',
    summary: 'Un bon coup de poing part des pieds. Trois exercices à faire chez vous.',
    text: 'Restez sur l’avant des pieds, écartés de la largeur des épaules, et ne les croisez jamais. Travaillez le pas chassé vers l’avant et vers l’arrière, puis les pivots sur le pied avant, puis un exercice lent à l’échelle de rythme. Cinq minutes par jour, et vous sentirez la différence d’équilibre en cours.',
    imageAlt: 'Illustration d’un boxeur qui se déplace sur l’avant des pieds',
    tags: ['Débutants', 'Cardio'],
  },
};

/** The sidebar banner's words around its percentage (blog-facts.ts). */
export const blogDiscountWords: BlogDiscountWords = {
  label: 'Remise immédiate',
  terms: 'sur votre premier mois, quelle que soit la formule choisie.',
};

export type Complete = TranslationOf<typeof English, typeof import('./blog-words')>;
