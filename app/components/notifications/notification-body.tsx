import type { TextPart } from "~/modules/notifications/describe-notification";

/**
 * A notification's body with every value isolated (`<bdi>`): what users wrote in its own direction,
 * amounts and times kept on one line, references and IBANs left to right and kept on one line, so
 * "MZD-TP-W6KW21KQ" is neither reordered by the Arabic around it nor broken across lines.
 */
export function NotificationBody({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <bdi
        // The parts of one body never change order: the index is a stable key.
        key={index}
        dir={part.kind === "code" ? "ltr" : "auto"}
        className={part.kind === "text" ? undefined : "keep-whole"}
      >
        {part.value}
      </bdi>
    ),
  );
}

/** A notification as a banner: its title, then its body with the values isolated. */
export function NotificationToastText({ title, parts }: { title: string; parts: readonly TextPart[] }) {
  return (
    <>
      {`${title} — `}
      <NotificationBody parts={parts} />
    </>
  );
}
