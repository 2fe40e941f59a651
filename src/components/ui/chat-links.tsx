import { chatLinks as words } from '@/content/chat-channels';
import { chatFacts } from '@/content/chat-facts';
import { messengerChatLink, whatsAppChatLink } from '@/lib/chat-links';
import { MessengerIcon, WhatsAppIcon } from './page-icons';

interface ChatLinkItemsProps {
  linkClassName: string;
  iconClassName: string;
}

/**
 * The WhatsApp and Messenger links, as two items for a list that already holds the phone and
 * e-mail (each place styles them like its own). Each opens the chat app, or its web page, in a
 * new tab, so a half-typed enquiry on the page stays where it was; the name says so.
 */
export function ChatLinkItems({ linkClassName, iconClassName }: ChatLinkItemsProps) {
  const links = [
    {
      id: 'whatsapp',
      words: words.whatsApp,
      href: whatsAppChatLink(chatFacts.whatsApp, words.firstLine),
      Icon: WhatsAppIcon,
    },
    {
      id: 'messenger',
      words: words.messenger,
      href: messengerChatLink(chatFacts.messengerPage, words.firstLine),
      Icon: MessengerIcon,
    },
  ];
  return links.map(({ id, words: link, href, Icon }) => (
    <li key={id}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={link.accessibleName}
        className={linkClassName}
      >
        <Icon className={iconClassName} />
        <span>{link.label}</span>
      </a>
    </li>
  ));
}
