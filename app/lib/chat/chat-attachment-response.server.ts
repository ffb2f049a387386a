/**
 * A chat message's attachment as an HTTP answer, the same from the chat pages
 * (/profile/chat/:id/files/:messageId) and the API (GET /api/v1/me/chat/conversations/{id}/messages/{messageId}/attachment):
 * never cached, an image shown and anything else downloaded, sandboxed like every user file
 * (server/http/media-routes.ts). Who may read it is decided before (readChatAttachment).
 */
export function chatAttachmentResponse(file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }) {
  const disposition = file.type.startsWith("image/") ? "inline" : "attachment";
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
