import type { ReactNode } from "react";
import { useActionData } from "react-router";

/**
 * One card of a profile page (settings, wallet): a section named by its heading, an optional
 * intro, then its content. `id` gives the section itself an anchor (`/profile/wallet#withdrawals`);
 * `className` its padding, `introClassName` the intro's size, which differ between the pages.
 */
export function ProfileSection({
  id,
  headingId,
  headingLevel: Heading = "h2",
  title,
  intro,
  className = "p-6",
  introClassName,
  children,
}: {
  id?: string;
  headingId: string;
  headingLevel?: "h2" | "h3";
  title: string;
  intro?: string;
  className?: string;
  introClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`surface border-subtle min-w-0 rounded-2xl border ${className}`}
    >
      <Heading id={headingId} className="text-lg font-bold">
        {title}
      </Heading>
      {intro ? (
        <p className={`text-muted mt-1${introClassName ? ` ${introClassName}` : ""}`}>{intro}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The action's answer for one form of a page with several (told apart by `intent`), or nothing. */
export function useIntentResult<Data extends { intent?: string }>(intent: NonNullable<Data["intent"]>) {
  const data = useActionData<Data>();
  return data?.intent === intent ? data : undefined;
}
