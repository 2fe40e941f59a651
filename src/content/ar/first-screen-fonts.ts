/**
 * The Arabic pages lay out their first screen in six faces, and each is preloaded: a face that
 * only the stylesheet names is asked for once the stylesheet has applied, a round trip later,
 * and Lighthouse's mobile model then puts it on the first paint's path (FCP 1.21–1.29 s on the
 * Arabic pages against 0.76–0.82 s on the English and French ones, where every face the first
 * layout asks for was preloaded). Noto Kufi Arabic draws the navbar and headings, Noto Sans
 * Arabic regular and bold the text; Anton the logo's Latin name, and Inter regular and bold the
 * Latin words and figures in the text (the language names, years, the e-mail address). The
 * Arabic faces hold only Arabic (their unicode-range), so a Latin word never waits for one.
 */
import antonLatin from '@subset-fonts/anton-latin-400.woff2?url';
import interLatin400 from '@subset-fonts/inter-latin-400.woff2?url';
import interLatin700 from '@subset-fonts/inter-latin-700.woff2?url';
import notoKufiArabic from '@subset-fonts/noto-kufi-arabic-700.woff2?url';
import notoSansArabic400 from '@subset-fonts/noto-sans-arabic-400.woff2?url';
import notoSansArabic700 from '@subset-fonts/noto-sans-arabic-700.woff2?url';
import type * as English from '../first-screen-fonts';
import type { TranslationOf } from '../translation';

export const firstScreenFonts: readonly string[] = [
  notoKufiArabic,
  notoSansArabic400,
  notoSansArabic700,
  antonLatin,
  interLatin400,
  interLatin700,
];

export type Complete = TranslationOf<typeof English, typeof import('./first-screen-fonts')>;
