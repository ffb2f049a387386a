import type { chatAr } from "./chat-ar";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type Plain<T> = { [K in keyof T as K extends `${string}_${"two" | "few" | "many"}` ? never : K]: T[K] };

/** Chat (/profile/chat, /admin/chat, the property page's "contact the selling agent"), in English. */
export const chatEn: Shape<Plain<typeof chatAr>> = {
  nav: "Chat",
  title: "Chat",
  intro:
    "Your conversations with selling agents and with support. Answers arrive here as soon as they are sent.",
  linkLabel_zero: "Chat, none unread",
  linkLabel_one: "Chat, {{count}} unread message",
  linkLabel_other: "Chat, {{count}} unread messages",
  unread_zero: "No unread messages",
  unread_one: "{{count}} unread message",
  unread_other: "{{count}} unread messages",
  listLabel: "Conversations",
  empty: "No conversations yet. Contact a selling agent from a property's page, or write to support.",
  support: "Support",
  supportDescription: "The organizing committee's support team",
  startSupport: "Write to support",
  contactAgent: "Contact the selling agent",
  contactAgentHint: "Ask the selling agent about this property in a private conversation.",
  signInToContact: "Sign in to contact the selling agent",
  about: "About: {{title}}",
  attachmentOnly: "Attachment",
  you: "You",
  noMessages: "No messages yet. Write the first one.",
  olderMessages: "Show older messages",
  threadLabel: "Messages",
  composerLabel: "Your message",
  composerHint: "Up to 2,000 characters. What you type is kept in this browser until it is sent.",
  attachLabel: "Attach an image or a PDF (optional, up to 10 MB)",
  send: "Send",
  sending: "Sending…",
  sent: "Your message was sent.",
  sendFailed: "The message could not be sent; its text is still in the box. Please try again.",
  attachment: "Attachment: {{name}}",
  back: "All conversations",
  live: "New messages arrive live.",
  errors: {
    tooLong: "The message is longer than 2,000 characters.",
    empty: "Write a message or attach a file.",
    clientId: "The message id is not valid.",
    noAgent: "This property's agent cannot be reached through the platform. Please contact support.",
    ownProperty: "This is your own property; you cannot write to yourself.",
  },
  admin: {
    nav: "Support chat",
    title: "Support chat",
    intro: "Users' messages to support. Any committee member reads and answers; the answer shows as Support.",
    empty: "No support conversations yet.",
    answering: "You answer as Support. Your answer is recorded in the audit log.",
    from: "From: {{name}}",
    pick: "Choose a conversation to read it and answer.",
    queue: "Support conversations awaiting an answer",
  },
};
