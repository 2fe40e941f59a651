// Tiny string helpers for writing compact SVG by hand: one decimal everywhere keeps files small
// and output byte-identical between runs.

export type Attrs = Record<string, string | number | undefined | false>;

/** A number with at most one decimal, no trailing zeros: 12, 12.5, -3.1. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

export function el(name: string, values: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;
}

export type Point = readonly [number, number];

/** `M x y L x y …` through the points, optionally closed. */
export function polyline(points: readonly Point[], closed = false): string {
  const body = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('');
  return closed ? `${body}Z` : body;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${title}</title>${body}</svg>\n`
  );
}
