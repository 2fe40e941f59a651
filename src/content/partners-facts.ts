/**
 * Local businesses that support the gym: their logos, the same in every language (their names,
 * the logos' alt text, are words: partners-words.ts). The businesses are invented placeholders:
 * replace them with real partners' logos, with their permission. `?no-inline` keeps every logo a
 * cached file, never a data URL inside the page's JavaScript.
 */
import azurPhysio from '@/assets/images/partners/azur-physio.svg?no-inline';
import forgeNutrition from '@/assets/images/partners/forge-nutrition.svg?no-inline';
import koraSportswear from '@/assets/images/partners/kora-sportswear.svg?no-inline';
import limounJuiceBar from '@/assets/images/partners/limoun-juice-bar.svg?no-inline';
import vagueSurfClub from '@/assets/images/partners/vague-surf-club.svg?no-inline';
import type { PartnerFacts } from './partners-types';

export const partnerFacts = [
  { id: 'limoun-juice-bar', logo: limounJuiceBar, width: 308, height: 120 },
  { id: 'forge-nutrition', logo: forgeNutrition, width: 294, height: 120 },
  { id: 'azur-physio', logo: azurPhysio, width: 332, height: 120 },
  { id: 'vague-surf-club', logo: vagueSurfClub, width: 278, height: 120 },
  { id: 'kora-sportswear', logo: koraSportswear, width: 255, height: 120 },
] as const satisfies readonly PartnerFacts[];

export type PartnerId = (typeof partnerFacts)[number]['id'];
