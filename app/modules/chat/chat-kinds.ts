/**
 * A conversation is with a property's selling agent (started from the property page, about one
 * auction) or with support (the organizing committee's shared inbox: any member reads and answers).
 */
export const chatKinds = ["agent", "support"] as const;
export type ChatKind = (typeof chatKinds)[number];

/** The longest message, in characters (a message is a chat line, not a letter). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** A thread's page of messages. */
export const CHAT_PAGE_SIZE = 50;
