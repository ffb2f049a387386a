import { z } from "zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "./chat-kinds";

/**
 * A message as the composer sends it (the page's form and the API): its text, at most
 * MAX_CHAT_MESSAGE_LENGTH characters, and the id the client gave it, so a retried send stores it
 * once. Empty text is allowed only with an attachment (checked where the file is seen).
 */
export const ChatMessageSchema = z.object({
  body: z
    .string()
    .trim()
    .max(MAX_CHAT_MESSAGE_LENGTH, "chat.errors.tooLong")
    .optional()
    .transform((value) => value ?? ""),
  clientMessageId: z.uuid("chat.errors.clientId").optional(),
});

export type ChatMessageInput = z.infer<typeof ChatMessageSchema>;
