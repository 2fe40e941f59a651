// jsdom (a dev dependency, the unit tests' DOM) ships no types, and @types/jsdom is not installed;
// this is the part of its API scripts/lib/page-faces.ts uses to read a prerendered page.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
