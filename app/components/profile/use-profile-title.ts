import { useTranslation } from "~/i18n/use-translation";
import type { UserRole } from "~/modules/accounts/roles";

/** "المزايد محمد" / "Bidder Mohammed": the first role that says most about what the user does here. */
const rolePriority: UserRole[] = ["admin", "committee", "owner", "agent", "bidder"];

export function useProfileTitle(name: string, roles: readonly UserRole[]) {
  const { t } = useTranslation();
  const role = rolePriority.find((r) => roles.includes(r)) ?? "bidder";
  // Role then name, in both languages: «المزايد سارة», "Bidder Sara".
  return `${t(`profile.roles.${role}`)} ${name}`;
}
