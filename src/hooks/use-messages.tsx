import { createContext, useContext, type ReactNode } from "react";
import type { MessageGroup, Messages } from "../../content/messages";
import { DEFAULT_LOCALE, type Locale } from "../../content/locales.mjs";

/** The groups of messages a page's query asked for (`messages(lang: $lang) { layout … }`). */
export type PageMessages = Partial<Messages>;

const PageMessagesContext = createContext<PageMessages>({});

/** Gives the page's messages to everything on it (gatsby-hooks/wrap-page-element.tsx). */
export function PageMessagesProvider({ messages, children }: { messages: PageMessages; children: ReactNode }) {
  return <PageMessagesContext.Provider value={messages}>{children}</PageMessagesContext.Provider>;
}

/**
 * One group of the page's messages, in the page's language. A group the
 * page's query did not ask for stops the build with the group's name, rather
 * than leave a page without its words.
 */
export function useMessages<Group extends MessageGroup>(group: Group): Messages[Group] {
  return groupOf(useContext(PageMessagesContext), group);
}

/**
 * The messages of a page's data, for its Head (which the page's providers do
 * not reach): its `messages`, or, for the 404 page, which every language's
 * unknown addresses share, those of `lang` among `messagesInEveryLanguage`.
 */
export function messagesOf(data: unknown, lang: Locale = DEFAULT_LOCALE): PageMessages {
  const page = data as {
    messages?: PageMessages;
    messagesInEveryLanguage?: (PageMessages & { lang: string })[];
  } | null;
  return (page?.messages ??
    page?.messagesInEveryLanguage?.find((messages) => messages.lang === lang) ??
    {}) as PageMessages;
}

/** One group of the messages of a page's data, for its Head; a group the query lacks stops the build as in useMessages. */
export function headMessages<Group extends MessageGroup>(
  data: unknown,
  group: Group,
  lang: Locale = DEFAULT_LOCALE,
): Messages[Group] {
  return groupOf(messagesOf(data, lang), group);
}

function groupOf<Group extends MessageGroup>(messages: PageMessages, group: Group): Messages[Group] {
  const words = messages[group];
  if (!words) {
    throw new Error(
      `The page's query does not ask for the "${group}" messages: add ${group} to its messages(lang: $lang) { … }`,
    );
  }
  return words as Messages[Group];
}
