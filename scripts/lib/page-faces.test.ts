import { describe, expect, it } from 'vitest';
import { type FontFaceRule, facesDrawnBy, facesForWeight, parseUnicodeRange, siteFontsOf } from './page-faces';

/** The shape of the built Arabic stylesheet: Latin faces, then Arabic ones that override the stacks. */
const CSS = [
  '@font-face{font-family:Anton;font-weight:400 900;src:url(/assets/anton.woff2)format("woff2")}',
  '@font-face{font-family:Inter;font-weight:400;src:url(/assets/inter-400.woff2)format("woff2")}',
  '@font-face{font-family:Inter;font-weight:600 900;src:url(/assets/inter-700.woff2)format("woff2")}',
  '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}',
  ':root{--font-sans:"Inter", "Inter Fallback", system-ui;--font-display:"Anton", sans-serif;--font-mono:monospace}',
  '@font-face{font-family:Noto Sans Arabic;font-weight:400;unicode-range:U+20,U+A0,U+6??;src:url(/assets/arabic-400.woff2)format("woff2")}',
  '@font-face{font-family:Noto Sans Arabic;font-weight:600 900;unicode-range:U+20,U+A0,U+6??;src:url(/assets/arabic-700.woff2)format("woff2")}',
  ':root{--font-sans:"Noto Sans Arabic", "Inter", system-ui;--font-display:"Anton", sans-serif}',
].join('');
const fonts = siteFontsOf(CSS);
const drawn = (html: string) => facesDrawnBy(html, fonts).map((url) => url.replace(/^\/assets\/|\.woff2$/g, ''));

describe('reading the stylesheet', () => {
  it('reads unicode ranges, single code points and wildcards', () => {
    expect(parseUnicodeRange('U+20, U+0600-06FF, U+6??')).toEqual([
      [0x20, 0x20],
      [0x600, 0x6ff],
      [0x600, 0x6ff],
    ]);
  });

  it('reads each face, with no file for a face of local fonts', () => {
    expect(fonts.faces.find((face) => face.family === 'Inter' && face.weights[0] === 600)).toEqual({
      family: 'Inter',
      weights: [600, 900],
      ranges: null,
      url: '/assets/inter-700.woff2',
    });
    expect(fonts.faces.find((face) => face.family === 'Inter Fallback')?.url).toBeNull();
  });

  it('takes the last declaration of a stack, as the cascade does', () => {
    expect(fonts.stacks.sans).toEqual(['Noto Sans Arabic', 'Inter', 'system-ui']);
  });
});

describe('matching a weight', () => {
  const faces: FontFaceRule[] = [
    { family: 'F', weights: [400, 400], ranges: null, url: 'regular' },
    { family: 'F', weights: [600, 900], ranges: null, url: 'bold' },
  ];
  const urlFor = (weight: number) => facesForWeight(faces, weight).map((face) => face.url);

  it('takes the face whose weights include it', () => {
    expect(urlFor(400)).toEqual(['regular']);
    expect(urlFor(700)).toEqual(['bold']);
  });

  it('goes lighter from 500 and heavier from 550, as CSS Fonts 4 says', () => {
    expect(urlFor(500)).toEqual(['regular']);
    expect(urlFor(550)).toEqual(['bold']);
    expect(urlFor(300)).toEqual(['regular']);
  });
});

describe('the faces a page draws', () => {
  it('draws Arabic text and its spaces from the Arabic face of its weight', () => {
    expect(drawn('<p>مرحبا بكم</p>')).toEqual(['arabic-400']);
    expect(drawn('<p class="font-semibold">مرحبا بكم</p>')).toEqual(['arabic-700']);
  });

  it('draws Latin characters inside bold Arabic text from Inter bold', () => {
    expect(drawn('<p class="font-bold">حسابك:</p>')).toEqual(['inter-700', 'arabic-700']);
  });

  it('gives table headers and strong text the weight the browser gives them', () => {
    expect(drawn('<table><tr><th>Mon</th></tr></table>')).toEqual(['inter-700']);
    expect(drawn('<p><strong>Note</strong></p>')).toEqual(['inter-700']);
    expect(drawn('<p class="font-bold"><span class="font-normal">Note</span></p>')).toEqual(['inter-400']);
  });

  it('follows the display stack, and a medium weight to the regular face', () => {
    expect(drawn('<h1 class="font-display font-black">GYM</h1>')).toEqual(['anton']);
    expect(drawn('<p class="font-medium">Hello</p>')).toEqual(['inter-400']);
  });

  it('counts placeholders and button values, and leaves out what is never laid out', () => {
    expect(drawn('<input class="font-bold" placeholder="Name">')).toEqual(['inter-700']);
    expect(drawn('<input type="submit" class="font-bold" value="Send">')).toEqual(['inter-700']);
    expect(drawn('<div hidden><b>Later</b></div><noscript><b>No script</b></noscript><p>شكرا</p>')).toEqual([
      'arabic-400',
    ]);
    expect(drawn('<svg><title>Logo</title></svg><script>var a = 1</script>')).toEqual([]);
  });
});
