import { useTranslation } from "~/i18n/use-translation";
import { formatCompact, formatDateTime, formatMoney, formatNumber, formatShortDay } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";

/*
 * The dashboard's charts (issue 15), drawn by the server as SVG: no chart library, no script.
 * Each is an image with a title and a description that says what it shows in words, followed by
 * its figures as a table for screen readers. Time runs from the start of the line in both
 * languages: right to left on Arabic pages. Colours are the theme's variables, so dark mode
 * needs nothing more.
 */

const W = 360;
const H = 170;
const PAD = { top: 12, bottom: 26, axis: 62, side: 10 };
const plotW = W - PAD.axis - PAD.side;
const plotH = H - PAD.top - PAD.bottom;

/** The horizontal position of a fraction (0–1) of the time axis, mirrored in Arabic. */
function xAt(fraction: number, rtl: boolean): number {
  const x = fraction * plotW;
  return rtl ? PAD.side + plotW - x : PAD.axis + x;
}
/** Where the value axis's labels stand: centred in the margin at the line's start. */
const axisX = (rtl: boolean) => (rtl ? W - PAD.axis / 2 : PAD.axis / 2);
/**
 * A label isolated in its language's direction (U+2067 or U+2066 … U+2069), so "12 مليون" and
 * "26 نوفمبر" read right to left whatever direction the drawing inherits.
 */
const isolate = (text: string, rtl: boolean) => `${rtl ? "\u2067" : "\u2066"}${text}\u2069`;
const yAt = (fraction: number) => PAD.top + plotH - fraction * plotH;

function Frame({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-xl"
      data-testid="dashboard-chart"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Three horizontal grid lines with their values at the line's start. */
function ValueGrid({
  max,
  min,
  format,
  rtl,
}: {
  max: number;
  min: number;
  format: (v: number) => string;
  rtl: boolean;
}) {
  const steps = [0, 0.5, 1];
  return (
    <g aria-hidden="true">
      {steps.map((s) => (
        <g key={s}>
          <line
            x1={rtl ? PAD.side : PAD.axis}
            x2={rtl ? W - PAD.axis : W - PAD.side}
            y1={yAt(s)}
            y2={yAt(s)}
            stroke="var(--border)"
            strokeWidth={1}
          />
          <text x={axisX(rtl)} y={yAt(s) + 4} textAnchor="middle" fontSize={11} fill="var(--text-muted)">
            {isolate(format(min + (max - min) * s), rtl)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The price over time: each accepted bid as a step up from the opening price. */
export function PriceChart({
  id,
  openingPrice,
  bids,
}: {
  id: string;
  openingPrice: number;
  bids: { amount: number; placedAt: Date }[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === "ar";
  if (bids.length === 0) return <p className="text-muted text-sm">{t("dashboard.noBidsYet")}</p>;
  const first = bids[0]!.placedAt.getTime();
  const last = bids[bids.length - 1]!.placedAt.getTime();
  const span = Math.max(last - first, 1);
  const min = Math.min(openingPrice, ...bids.map((b) => b.amount));
  const max = Math.max(...bids.map((b) => b.amount));
  const range = Math.max(max - min, 1);
  const point = (b: { amount: number; placedAt: Date }, i: number) => {
    const fraction = bids.length === 1 ? 1 : (b.placedAt.getTime() - first) / span;
    // Bids in the same second still step along the line, in their order.
    const spread = bids.length === 1 ? 1 : (fraction + i / (bids.length - 1)) / 2;
    return [xAt(spread, rtl), yAt((b.amount - min) / range)] as const;
  };
  const points = bids.map(point);
  const start = [xAt(0, rtl), yAt((openingPrice - min) / range)] as const;
  const path = [start, ...points].map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`);
  const highest = bids[bids.length - 1]!.amount;
  const description = t("dashboard.priceChartDescription", {
    count: bids.length,
    opening: formatMoney(openingPrice, lang),
    highest: formatMoney(highest, lang),
  });
  return (
    <div>
      <Frame id={id} title={t("dashboard.priceChart")} description={description}>
        <ValueGrid max={max} min={min} format={(v) => formatCompact(v / 100, lang)} rtl={rtl} />
        <path
          d={path.join(" ")}
          fill="none"
          stroke="var(--primary)"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {points.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={3} fill="var(--primary)" />
        ))}
      </Frame>
      <p className="text-muted text-sm">{description}</p>
      <table className="sr-only">
        <caption>{t("dashboard.priceChart")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.columns.time")}</th>
            <th scope="col">{t("dashboard.columns.bid")}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((b, i) => (
            <tr key={i}>
              <td>{formatDateTime(b.placedAt, lang)}</td>
              <td>{formatMoney(b.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Views per day, one bar a day, oldest at the line's start. */
export function ViewsChart({ id, days }: { id: string; days: { day: string; views: number }[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === "ar";
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const slot = plotW / Math.max(days.length, 1);
  const description = t("dashboard.viewsChartDescription", { count: total, days: days.length });
  return (
    <div>
      <Frame id={id} title={t("dashboard.viewsChart")} description={description}>
        <ValueGrid max={max} min={0} format={(v) => formatNumber(Math.round(v), lang)} rtl={rtl} />
        {days.map((d, i) => {
          const h = (d.views / max) * plotH;
          const center = xAt((i + 0.5) / days.length, rtl);
          return (
            <g key={d.day}>
              <rect
                x={center - slot * 0.35}
                y={yAt(0) - h}
                width={slot * 0.7}
                height={h}
                rx={2}
                fill="var(--primary)"
                opacity={0.85}
              />
              {(days.length - 1 - i) % 3 === 0 ? (
                <text
                  x={center}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize={10}
                  fill="var(--text-muted)"
                  aria-hidden="true"
                >
                  {isolate(formatShortDay(d.day, lang), rtl)}
                </text>
              ) : null}
            </g>
          );
        })}
      </Frame>
      <p className="text-muted text-sm">{description}</p>
      <table className="sr-only">
        <caption>{t("dashboard.viewsChart")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.columns.day")}</th>
            <th scope="col">{t("dashboard.columns.views")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{formatShortDay(d.day, lang)}</td>
              <td>{formatNumber(d.views, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
