// The `?picture` import convention, parsed in one place so the plugin and its tests agree.
//
//   import hero from '@/assets/images/hero/hero.svg?picture';          default widths
//   import card from '@/assets/images/classes/yoga.svg?w=400;800&picture';  chosen widths
//   import art from '@/assets/images/hero/hero.svg?w=640;1280&vector&picture'; the drawing itself too
//
// `picture` comes last because TypeScript's module wildcards (`*?picture`, `*&picture`) can only
// match the end of the specifier; the plugin itself accepts the parameters in any order.

const DEFAULT_WIDTHS: readonly number[] = [640, 1280];
const MAX_WIDTH = 3840;

interface PictureQuery {
  /** Absolute (or root-relative) path of the source file, without the query. */
  file: string;
  /** Requested output widths, ascending and unique; empty means "use the defaults". */
  widths: number[];
  /**
   * Also deliver the drawing itself when the source is vector art (`vector`): a few kilobytes,
   * sharp at any size. A photo that replaces the art ignores it and gets the raster formats.
   */
  vector: boolean;
}

export function isPictureId(id: string): boolean {
  const queryStart = id.indexOf('?');
  if (queryStart === -1) return false;
  return new URLSearchParams(id.slice(queryStart + 1)).has('picture');
}

export function parsePictureId(id: string): PictureQuery {
  const queryStart = id.indexOf('?');
  const params = new URLSearchParams(id.slice(queryStart + 1));
  const widthParam = params.get('w');
  const widths = widthParam
    ? widthParam.split(/[;,]/).map((part) => {
        const width = Number(part);
        if (!Number.isInteger(width) || width < 1 || width > MAX_WIDTH) {
          throw new Error(`image-pipeline: bad width "${part}" in ${id} (expected whole pixels, 1-${MAX_WIDTH})`);
        }
        return width;
      })
    : [];
  return {
    file: id.slice(0, queryStart),
    widths: [...new Set(widths)].sort((a, b) => a - b),
    vector: params.has('vector'),
  };
}

/** A stable query string, so `?picture&w=960;480` and `?w=480;960&picture` are one module. */
export function formatPictureQuery({ widths, vector }: Omit<PictureQuery, 'file'>): string {
  return [...(widths.length > 0 ? [`w=${widths.join(';')}`] : []), ...(vector ? ['vector'] : []), 'picture'].join('&');
}

/**
 * Widths actually produced: photos are never enlarged (a 1000 px photo asked for 1280 gives
 * 1000), vectors can be rendered at any width.
 */
export function planWidths(requested: readonly number[], sourceWidth: number, isVector: boolean): number[] {
  const wanted = requested.length > 0 ? requested : DEFAULT_WIDTHS;
  const widths = isVector ? wanted : wanted.map((width) => Math.min(width, sourceWidth));
  return [...new Set(widths)].sort((a, b) => a - b);
}
