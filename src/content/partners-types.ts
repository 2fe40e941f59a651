/**
 * A partner's logo: facts (partners-facts.ts), its name a word (partners-words.ts), put together
 * in partners.ts.
 */

export interface Partner {
  id: string;
  name: string;
  /** URL of the logo (SVG), drawn at `height` px tall on the home page. */
  logo: string;
  width: number;
  height: number;
}

/** A partner's logo and its size (partners-facts.ts); its name, the logo's alt text, is a word. */
export type PartnerFacts = Omit<Partner, 'name'>;
