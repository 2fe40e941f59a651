/**
 * Which web font files a prerendered page draws with, worked out from its markup and the built
 * stylesheet, so the prerender preloads those and no others (scripts/prerender.ts).
 *
 * Why per page: a face that only the stylesheet names is asked for once the stylesheet has
 * applied, a round trip late, so every face the first layout draws is preloaded. But a face
 * preloaded and not drawn shares the slow first connections with the ones that are: the Arabic
 * pages draw Inter bold only where a bold label holds a Latin colon, bracket or figure, and on
 * the others its preload cost Lighthouse's mobile model about 160 ms of LCP.
 *
 * How: each text is given the font stack and weight the site's CSS gives it (the `font-*`
 * utility classes, the tags drawn bold), and each of its characters goes through that stack the
 * way a browser matches fonts: the first family with a face of the nearest weight whose
 * unicode-range holds the character draws it. Hidden subtrees (`hidden` attribute) draw nothing
 * until shown, and are left out; text hidden by a class at some widths only is kept, so a face is
 * at worst preloaded where one width does not draw it. e2e/fonts.spec.ts loads every page in
 * Chromium and checks both ways: each face the page draws was preloaded, and each preload is drawn.
 */
import { JSDOM } from 'jsdom';

export interface FontFaceRule {
  family: string;
  /** The weights the face is declared for, lowest and highest. */
  weights: readonly [number, number];
  /** Code point ranges from its unicode-range; `null` when it has none (every character). */
  ranges: readonly (readonly [number, number])[] | null;
  /** The file to download, or `null` for a face of local fonts only (a metric fallback). */
  url: string | null;
}

/** The stacks the utility classes name; `sans` is the page's default (Tailwind's preflight). */
type StackName = 'sans' | 'display' | 'mono';

interface SiteFonts {
  faces: readonly FontFaceRule[];
  stacks: Readonly<Record<StackName, readonly string[]>>;
}

/** Tailwind's weight utilities, as the site's theme leaves them. */
const WEIGHT_CLASSES: Readonly<Record<string, number>> = {
  'font-thin': 100,
  'font-extralight': 200,
  'font-light': 300,
  'font-normal': 400,
  'font-medium': 500,
  'font-semibold': 600,
  'font-bold': 700,
  'font-extrabold': 800,
  'font-black': 900,
};
const STACK_CLASSES: Readonly<Record<string, StackName>> = {
  'font-sans': 'sans',
  'font-display': 'display',
  'font-mono': 'mono',
};
/** Elements whose text is never laid out on the page. */
const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'svg']);
/** Input types that draw their value as text. */
const VALUE_DRAWN = new Set(['button', 'submit', 'reset']);

function declaration(rule: string, property: string): string | undefined {
  return new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(rule)?.[1]?.trim();
}

const unquote = (name: string) => name.trim().replace(/^(["'])(.*)\1$/, '$2');

function weightOf(keyword: string): number {
  if (keyword === 'normal') return 400;
  if (keyword === 'bold') return 700;
  return Number(keyword);
}

/** `U+6??, U+0020, U+0600-06FF` → code point ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const spec = part.trim().replace(/^u\+/i, '');
    const [from = '', to] = spec.split('-');
    if (to !== undefined) return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(from.replace(/\?/g, 'F'), 16)];
  });
}

/** The @font-face rules and the `--font-*` stacks of a built stylesheet. */
export function siteFontsOf(css: string): SiteFonts {
  const faces: FontFaceRule[] = [];
  for (const [, rule = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const family = declaration(rule, 'font-family');
    if (!family) continue;
    const [low = 400, high = low] = (declaration(rule, 'font-weight') ?? 'normal').split(/\s+/).map(weightOf);
    const range = declaration(rule, 'unicode-range');
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(declaration(rule, 'src') ?? '')?.[1] ?? null;
    faces.push({ family: unquote(family), weights: [low, high], ranges: range ? parseUnicodeRange(range) : null, url });
  }
  // A later declaration wins (the Arabic stylesheet overrides the theme's stacks after it).
  const stackOf = (name: StackName) => {
    const values = [...css.matchAll(new RegExp(`--font-${name}\\s*:\\s*([^;}]+)`, 'g'))];
    const value = values.at(-1)?.[1];
    if (!value) throw new Error(`the stylesheet defines no --font-${name}`);
    return value.split(',').map(unquote);
  };
  return { faces, stacks: { sans: stackOf('sans'), display: stackOf('display'), mono: stackOf('mono') } };
}

const covers = (face: FontFaceRule, codePoint: number) =>
  face.ranges === null || face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * The faces of one family a weight selects (CSS Fonts 4, font-weight matching): an exact one;
 * else, for 400–500, heavier up to 500, then lighter, then heavier; below 400 lighter first;
 * above 500 heavier first. Faces of the same weights with different unicode-ranges all match.
 */
export function facesForWeight(faces: readonly FontFaceRule[], weight: number): FontFaceRule[] {
  const exact = faces.filter(({ weights: [low, high] }) => weight >= low && weight <= high);
  if (exact.length || !faces.length) return exact;
  const heavier = faces.filter(({ weights: [low] }) => low > weight).sort((a, b) => a.weights[0] - b.weights[0]);
  const lighter = faces.filter(({ weights: [, high] }) => high < weight).sort((a, b) => b.weights[1] - a.weights[1]);
  let order: FontFaceRule[];
  if (weight >= 400 && weight <= 500) {
    const upTo500 = heavier.filter(({ weights: [low] }) => low <= 500);
    order = [...upTo500, ...lighter, ...heavier.filter((face) => !upTo500.includes(face))];
  } else order = weight < 400 ? [...lighter, ...heavier] : [...heavier, ...lighter];
  const [best] = order;
  return best ? faces.filter((face) => face.weights[0] === best.weights[0] && face.weights[1] === best.weights[1]) : [];
}

/** The file a character in this stack and weight is drawn from (`null`: a local font). */
function fileFor(fonts: SiteFonts, stack: StackName, weight: number, codePoint: number): string | null {
  for (const family of fonts.stacks[stack]) {
    const ofFamily = fonts.faces.filter((face) => face.family === family);
    // A family no @font-face declares is a system font or a generic name: it draws the rest.
    if (!ofFamily.length) return null;
    const face = facesForWeight(ofFamily, weight).find((candidate) => covers(candidate, codePoint));
    if (face) return face.url;
  }
  return null;
}

interface Style {
  stack: StackName;
  weight: number;
}

function styleOf(element: Element, inherited: Style): Style {
  let { stack, weight } = inherited;
  // The user agent draws these bold; `b`/`strong` are `bolder` (preflight), a step up from the parent.
  if (element.tagName === 'TH') weight = 700;
  if (element.tagName === 'B' || element.tagName === 'STRONG') weight = weight < 350 ? 400 : weight < 550 ? 700 : 900;
  for (const name of element.classList) {
    weight = WEIGHT_CLASSES[name] ?? weight;
    stack = STACK_CLASSES[name] ?? stack;
  }
  return { stack, weight };
}

/** Every text the page lays out, with the stack and weight it is drawn in. */
function* drawnTexts(element: Element, inherited: Style): Generator<{ text: string } & Style> {
  if (NOT_DRAWN.has(element.tagName) || element.hasAttribute('hidden')) return;
  const style = styleOf(element, inherited);
  if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') {
    const placeholder = element.getAttribute('placeholder');
    if (placeholder) yield { text: placeholder, ...style };
    const type = element.getAttribute('type') ?? 'text';
    const value = element.getAttribute('value');
    if (value && VALUE_DRAWN.has(type)) yield { text: value, ...style };
  }
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE) yield { text: child.textContent ?? '', ...style };
    else if (child.nodeType === child.ELEMENT_NODE) yield* drawnTexts(child as Element, style);
  }
}

/** The font files a page's markup draws, in the order the stylesheet declares them. */
export function facesDrawnBy(html: string, fonts: SiteFonts): string[] {
  const { document } = new JSDOM(html).window;
  const files = new Set<string>();
  for (const { text, stack, weight } of drawnTexts(document.body, { stack: 'sans', weight: 400 })) {
    // Runs of white space collapse to one space, drawn like any other character.
    for (const character of new Set(text.replace(/[\t\n\r\f ]+/g, ' '))) {
      const file = fileFor(fonts, stack, weight, character.codePointAt(0) ?? 0);
      if (file) files.add(file);
    }
  }
  return fonts.faces.flatMap(({ url }) => (url && files.has(url) ? [url] : []));
}
