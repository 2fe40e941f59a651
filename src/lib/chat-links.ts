/**
 * Click-to-chat links: WhatsApp's and Messenger's own link services, each opening a chat with the
 * gym with a first line already typed. Pure, so every language's line is tested (chat-links.test.ts).
 */

/**
 * A WhatsApp chat with a number: `https://wa.me/<number>?text=<line>`. WhatsApp wants the
 * international number in digits only (no +, spaces, dashes or leading zeros before the
 * country code), so any printed form of it works here.
 */
export function whatsAppChatLink(number: string, firstLine: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 8) throw new Error(`"${number}" is not an international phone number`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(firstLine)}`;
}

/**
 * A Messenger chat with a Facebook page: `https://m.me/<page>?text=<line>`. Meta's m.me
 * documentation (2026) gives the `text` parameter for a customised first message.
 */
export function messengerChatLink(page: string, firstLine: string): string {
  if (!/^[\w.-]+$/.test(page)) throw new Error(`"${page}" is not a Facebook page's username`);
  return `https://m.me/${page}?text=${encodeURIComponent(firstLine)}`;
}
