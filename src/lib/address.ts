import type { PostalAddress } from '@/content/types';

/** One line, as a visitor would write it on an envelope. */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.town}, ${address.country}`;
}
