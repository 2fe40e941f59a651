/** The parts of a postal address an envelope needs (src/content/site.ts has the gym's). */
interface EnvelopeAddress {
  street: string;
  postalCode: string;
  town: string;
  country: string;
}

/** One line, as a visitor would write it on an envelope. */
export function formatAddress(address: EnvelopeAddress): string {
  return `${address.street}, ${address.postalCode} ${address.town}, ${address.country}`;
}
