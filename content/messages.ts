// The interface's words in every language: one messages file per language in
// content/messages/, each holding the same keys, grouped by what shows them
// (layout, notFound, …). The build hands each page the groups its query asks
// for (gatsby/graphql-schema.ts, `messages(lang)`), so a page's script never
// carries another language's words; the Worker imports them here.
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import type { Locale } from "./locales.mjs";

/** Every message of a language, as the English file holds them. */
export type Messages = typeof en;

/** A group of messages: what one part of the interface shows. */
export type MessageGroup = keyof Messages;

/** Every language's messages; a test holds each file to the English one's keys. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, hi };

/** The names of the groups, in the messages files' order. */
export const MESSAGE_GROUPS = Object.keys(en) as MessageGroup[];
