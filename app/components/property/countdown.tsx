import { useTranslation } from "~/i18n/use-translation";
import { formatNumber } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { useNow, useServerOffset } from "~/lib/use-server-clock";

type Props = {
  target: string;
  renderedAt: string;
  mode: "starts" | "ends";
  /** The live stream's reading of the server's clock, when connected: it wins over the page's. */
  serverOffsetMs?: number;
};

/** Days, hours, minutes and seconds to `target`, on the server's clock. */
export function Countdown({ target, renderedAt, mode, serverOffsetMs }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const pageOffset = useServerOffset(renderedAt);
  const now = useNow(serverOffsetMs ?? pageOffset);
  const left = Math.max(0, Date.parse(target) - now);
  const parts = [
    [Math.floor(left / 86_400_000), t("property.days")],
    [Math.floor(left / 3_600_000) % 24, t("property.hours")],
    [Math.floor(left / 60_000) % 60, t("property.minutes")],
    [Math.floor(left / 1000) % 60, t("property.seconds")],
  ] as const;
  return (
    <div data-testid="countdown" data-target={target}>
      <p className="text-muted text-sm">
        {mode === "starts" ? t("property.startsIn") : t("property.endsIn")}
      </p>
      <p className="mt-1 flex gap-2" role="timer" aria-label={t("property.countdownLabel")}>
        {parts.map(([value, unit]) => (
          <span
            key={unit}
            className="surface border-subtle flex min-w-14 flex-col items-center rounded-lg border px-2 py-1"
          >
            <span className="text-xl font-bold tabular-nums" suppressHydrationWarning>
              {formatNumber(value, lang).padStart(2, "0")}
            </span>
            <span className="text-muted text-xs">{unit}</span>
          </span>
        ))}
      </p>
    </div>
  );
}
