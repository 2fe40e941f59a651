/** The partners' logos, with their names (the logos' alt text) in Arabic script. */
import azurPhysio from '@/assets/images/partners/azur-physio.svg?no-inline';
import forgeNutrition from '@/assets/images/partners/forge-nutrition.svg?no-inline';
import koraSportswear from '@/assets/images/partners/kora-sportswear.svg?no-inline';
import limounJuiceBar from '@/assets/images/partners/limoun-juice-bar.svg?no-inline';
import vagueSurfClub from '@/assets/images/partners/vague-surf-club.svg?no-inline';
import type * as English from '../partners';
import type { TranslationOf } from '../translation';
import type { Partner } from '../types';

export const partners: readonly Partner[] = [
  { id: 'limoun-juice-bar', name: 'محلّ عصائر ليمون', logo: limounJuiceBar, width: 308, height: 120 },
  { id: 'forge-nutrition', name: 'فورج للتغذية الرياضية', logo: forgeNutrition, width: 294, height: 120 },
  { id: 'azur-physio', name: 'عيادة أزور للعلاج الطبيعي', logo: azurPhysio, width: 332, height: 120 },
  { id: 'vague-surf-club', name: 'نادي فاغ لركوب الأمواج', logo: vagueSurfClub, width: 278, height: 120 },
  { id: 'kora-sportswear', name: 'كورة للملابس الرياضية', logo: koraSportswear, width: 255, height: 120 },
];

export type Complete = TranslationOf<typeof English, typeof import('./partners')>;
