import { useTranslation } from "~/i18n/use-translation";
import { ChatView } from "~/components/chat/chat-view";
import { chatPageAction, chatPageLoader } from "~/lib/chat/chat-page.server";
import type { Route } from "./+types/profile-chat";

export const handle = { noindex: true };

/** /profile/chat and /profile/chat/:id (issue 16): see app/lib/chat/chat-page.server.ts. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return chatPageLoader(request, context, "profile", params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return chatPageAction(request, context, "profile", params.id);
}

export default function ProfileChat({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chat-title" className="grid gap-4">
      <title>{`${t("chat.title")} | ${t("meta.siteName")}`}</title>
      <h2 id="chat-title" className="text-2xl font-bold">
        {t("chat.title")}
      </h2>
      <p className="text-muted">{t("chat.intro")}</p>
      <ChatView data={loaderData} />
    </section>
  );
}
