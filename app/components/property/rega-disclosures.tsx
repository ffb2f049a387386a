import type { RegaPanel } from "~/lib/auctions/rega-panel.server";

/**
 * What REGA asks an auction's advertisement to disclose (product.md §2.1, issue 15), as the
 * server worded it (`regaPanel`): the agent's FAL licence, the advertisement licence, the
 * announcement date, the disclosures and, shortly before and during the session, its live video.
 * Its markup repeats the property's details list, which costs the page's script almost nothing;
 * each value is a <bdi> (a number, having no strong direction, reads left to right).
 */
export function RegaDisclosures({ panel }: { panel: RegaPanel }) {
  return (
    <section aria-labelledby="rega-title">
      <h2 id="rega-title" className="text-xl font-bold">
        {panel.title}
      </h2>
      <dl className="border-subtle mt-3 grid overflow-hidden rounded-2xl border">
        {panel.rows.map((row) => (
          <div
            key={row.label}
            className="border-subtle flex justify-between gap-4 border-b px-4 py-3 text-sm"
          >
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-end font-medium">
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {panel.video ? (
        <p className="mt-3">
          <a
            href={panel.video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
          >
            {panel.video.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
