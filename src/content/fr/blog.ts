/**
 * French blog posts, newest first. Categories stay as in English: `BlogCategory` is a union of
 * English literals (they are also the `?category=` values). Tags are translated.
 */
import boxingFootwork from '@/assets/images/blog/boxing-footwork-basics.svg?w=160;400;800&picture';
import crossfitAfterVacation from '@/assets/images/blog/crossfit-after-vacation.svg?w=160;400;800&picture';
import meetAmbassador from '@/assets/images/blog/meet-ambassador-hedi-mansour.svg?w=160;400;800&picture';
import proteinMyths from '@/assets/images/blog/protein-myths.svg?w=160;400;800&picture';
import tenMinuteMeditation from '@/assets/images/blog/ten-minute-meditation.svg?w=160;400;800&picture';
import summerHeat from '@/assets/images/blog/training-in-summer-heat.svg?w=160;400;800&picture';
import yogaForEveryone from '@/assets/images/blog/yoga-for-everyone.svg?w=160;400;800&picture';
import type * as English from '../blog';
import type { TranslationOf } from '../translation';
import type { BlogCategory, BlogDiscount, BlogPost } from '../types';

export const blogCategories: readonly BlogCategory[] = [
  'Body Building',
  'Boxing',
  'Crossfit',
  'Fitness',
  'Meditation',
  'Yoga',
];

export const blogPosts: readonly BlogPost[] = [
  {
    id: 'meet-ambassador-hedi-mansour',
    title: 'Rencontre avec Hedi Mansour, notre ambassadeur fitness',
    date: '2023-06-28',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Boxing', 'Crossfit'],
    summary:
      'Pêcheur du vieux port, Hedi s’entraîne à l’aube, avant que son bateau ne prenne la mer. Il nous raconte comment il s’organise.',
    text: 'Hedi Mansour a rejoint Rivage Gym il y a trois ans pour soulager un dos raidi à force de remonter les filets. Aujourd’hui, il boxe deux fois par semaine, court sur la corniche le dimanche et accueille chaque nouveau venu au cours de 07:00. Nous lui avons demandé ce qui le fait revenir.',
    image: meetAmbassador,
    imageAlt: 'Illustration de Hedi Mansour, une médaille autour du cou',
    tags: ['Communauté', 'Motivation'],
  },
  {
    id: 'crossfit-after-vacation',
    title: 'Reprendre le CrossFit après les vacances',
    date: '2023-06-13',
    authorId: 'karim-trabelsi',
    categories: ['Crossfit', 'Fitness', 'Body Building', 'Yoga'],
    summary:
      'Deux semaines de pause ne font pas perdre vos progrès. Reprenez plus léger, soignez la technique, et vous retrouverez vos charges en un mois.',
    text: 'Après une pause, le souffle revient plus vite que les articulations. La première semaine, allégez vos charges habituelles d’un tiers, ajoutez dix minutes de mobilité avant chaque séance et gardez un jour de repos entre deux séances intenses. Dès la troisième semaine, la plupart des adhérents soulèvent de nouveau ce qu’ils soulevaient avant les vacances.',
    image: crossfitAfterVacation,
    imageAlt: 'Illustration d’un athlète qui saute sur une box',
    tags: ['Force', 'Récupération', 'Mobilité'],
  },
  {
    id: 'yoga-for-everyone',
    title: 'Le yoga pour tous en 2023',
    date: '2023-05-22',
    authorId: 'salma-ben-amor',
    categories: ['Yoga', 'Meditation', 'Fitness', 'Body Building'],
    summary:
      'Hanches raides, épaules crispées, tête trop pleine : notre cours du soir est fait pour tout cela, et nul besoin d’être souple.',
    text: 'Pas besoin de toucher vos orteils pour commencer le yoga. Dans nos cours du mardi et du samedi, briques et sangles offrent une version plus facile de chaque posture, et les adeptes de la musculation nous disent que leurs squats vont mieux au bout d’un mois. Apportez de l’eau et une serviette ; les tapis, c’est nous qui les fournissons.',
    image: yogaForEveryone,
    imageAlt: 'Illustration de trois personnes dans des postures de yoga',
    tags: ['Débutants', 'Mobilité', 'Mental'],
  },
  {
    id: 'training-in-summer-heat',
    title: 'S’entraîner quand la chaleur monte à Mahdia',
    date: '2023-04-27',
    authorId: 'youssef-gharbi',
    categories: ['Fitness', 'Yoga', 'Meditation', 'Body Building'],
    summary:
      'Entraînez-vous tôt, buvez avant d’avoir soif et apprenez à reconnaître les signes de l’épuisement dû à la chaleur.',
    text: 'Dès le mois de mai, les après-midi deviennent chauds. Courez plutôt avant 09:00, buvez un demi-litre d’eau une heure avant l’entraînement et ajoutez une pincée de sel si vous transpirez beaucoup. Un vertige ou un mal de tête ? Arrêtez-vous, mettez-vous à l’ombre et rafraîchissez-vous : ce n’est pas de la faiblesse, c’est du bon sens.',
    image: summerHeat,
    imageAlt: 'Illustration d’un coureur en plein soleil, une bouteille d’eau à la main',
    tags: ['Cardio', 'Été', 'Récupération'],
  },
  {
    id: 'ten-minute-meditation',
    title: 'Dix minutes de respiration avant le travail',
    date: '2023-04-03',
    authorId: 'salma-ben-amor',
    categories: ['Meditation', 'Yoga', 'Boxing'],
    summary: 'Une courte routine de respiration pour apaiser l’esprit avant une journée chargée, ou avant un combat.',
    text: 'Asseyez-vous bien droit, inspirez sur quatre temps, retenez votre souffle quatre temps, expirez sur six. Dix minutes suffisent pour ralentir le cœur et aiguiser la concentration ; nos boxeurs le font avant le sparring. Essayez dans la salle calme, avant le début des cours du matin.',
    image: tenMinuteMeditation,
    imageAlt: 'Illustration d’une personne qui médite à l’intérieur du cadran d’un minuteur',
    tags: ['Mental', 'Débutants'],
  },
  {
    id: 'protein-myths',
    title: 'Les idées reçues sur les protéines que l’on entend chaque semaine',
    date: '2023-03-08',
    authorId: 'karim-trabelsi',
    categories: ['Body Building', 'Crossfit', 'Boxing'],
    summary:
      'Pas besoin d’un shaker après chaque séance : le poisson, les œufs et le lablabi font très bien l’affaire.',
    text: 'La plupart des adhérents mangent déjà assez de protéines. Répartissez-les sur trois repas, prévoyez-en une portion au petit-déjeuner et privilégiez ce qui est local et bon marché : sardines, œufs, pois chiches et yaourt. Les compléments sont pratiques, pas indispensables.',
    image: proteinMyths,
    imageAlt: 'Illustration d’un pot de protéines à côté d’un poisson et d’œufs',
    tags: ['Nutrition', 'Force'],
  },
  {
    id: 'boxing-footwork-basics',
    title: 'Les bases du jeu de jambes en boxe',
    date: '2023-02-14',
    authorId: 'youssef-gharbi',
    categories: ['Boxing', 'Crossfit', 'Meditation'],
    summary: 'Un bon coup de poing part des pieds. Trois exercices à faire chez vous.',
    text: 'Restez sur l’avant des pieds, écartés de la largeur des épaules, et ne les croisez jamais. Travaillez le pas chassé vers l’avant et vers l’arrière, puis les pivots sur le pied avant, puis un exercice lent à l’échelle de rythme. Cinq minutes par jour, et vous sentirez la différence d’équilibre en cours.',
    image: boxingFootwork,
    imageAlt: 'Illustration d’un boxeur qui se déplace sur l’avant des pieds',
    tags: ['Débutants', 'Cardio'],
  },
];

/** The three posts the home page features, in the order the spec lists them. */
export const homeBlogPostIds = [
  'yoga-for-everyone',
  'crossfit-after-vacation',
  'meet-ambassador-hedi-mansour',
] as const;

export function blogPostById(id: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`No blog post with id "${id}"`);
  return post;
}

/** The spec's sidebar banner: '34%' and its label. */
export const blogDiscount: BlogDiscount = {
  percent: 34,
  label: 'Remise immédiate',
  terms: 'sur votre premier mois, quelle que soit la formule choisie.',
};

export type Complete = TranslationOf<typeof English, typeof import('./blog')>;
