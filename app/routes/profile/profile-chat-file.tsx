import { data } from "react-router";
import { getServices } from "~/context.server";
import { requirePageUser } from "~/lib/account-request.server";
import { chatAttachmentResponse } from "~/lib/chat/chat-attachment-response.server";
import { AppError } from "~/lib/errors";
import { readChatAttachment } from "~/modules/chat/chat.server";
import { storageFromConfig } from "~/storage/storage-from-config.server";
import type { Route } from "./+types/profile-chat-file";

/**
 * A chat message's attachment (/profile/chat/:id/files/:messageId and the same under /admin/chat):
 * only for who may read the conversation; answered as the API answers it (chatAttachmentResponse).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePageUser(request, context);
  const services = getServices(context);
  if (!/^[1-9]\d{0,15}$/.test(params.messageId)) throw data(null, { status: 404 });
  try {
    const file = await readChatAttachment(
      { db: services.database.db, storage: storageFromConfig(services.config) },
      { id: user.id, roles: user.roles },
      { conversationId: params.id, messageId: Number(params.messageId) },
    );
    return chatAttachmentResponse(file);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}
