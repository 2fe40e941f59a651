/**
 * The Arabic pages draw their first screen in Noto Kufi Arabic (navbar, headings) and Noto Sans
 * Arabic, and the logo's Latin name in Anton.
 */
import antonLatin from '@subset-fonts/anton-latin-400.woff2?url';
import notoKufiArabic from '@subset-fonts/noto-kufi-arabic-700.woff2?url';
import notoSansArabic400 from '@subset-fonts/noto-sans-arabic-400.woff2?url';
import type * as English from '../first-screen-fonts';
import type { TranslationOf } from '../translation';

export const firstScreenFonts: readonly string[] = [notoKufiArabic, notoSansArabic400, antonLatin];

export type Complete = TranslationOf<typeof English, typeof import('./first-screen-fonts')>;
