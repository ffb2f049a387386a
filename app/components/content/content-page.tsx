import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import type { ContentPage, ContentSection, FaqPage } from "~/content/types";
import { formatHijriDate } from "~/i18n/format";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";

/*
 * Long-form pages (about, terms, privacy) and the FAQ. Server-rendered and fully usable without
 * JavaScript: the table of contents is plain anchors and the FAQ answers are native <details>.
 */

/*
 * Latin digits in Arabic too, like every other date and number in the product (ADR 003); the
 * Arabic page adds the Umm al-Qura date.
 */
const updatedLocale = { ar: "ar-SA-u-nu-latn-ca-gregory", en: "en-GB" } as const;
const updatedFormat = {
  ar: new Intl.DateTimeFormat(updatedLocale.ar, { dateStyle: "long", timeZone: "Asia/Riyadh" }),
  en: new Intl.DateTimeFormat(updatedLocale.en, { dateStyle: "long", timeZone: "Asia/Riyadh" }),
};

/** "2026-11-22" → noon in Riyadh that day, so the calendar day can never shift. */
function parseIsoDate(iso: string): Date {
  return new Date(`${iso}T12:00:00+03:00`);
}

/* Body text: Arabic script needs more air between lines than Latin. */
const bodyText = "leading-relaxed rtl:leading-loose text-pretty";
const linkClass = "font-semibold text-primary underline decoration-1 underline-offset-4 hover:decoration-2";

/** The pages the texts name in words ("the inquiry form"), which become links to them. */
const pageLinks: Record<string, string> = {
  "صفحة النماذج": "/forms",
  "Forms page": "/forms",
  "نموذج الاستفسار": "/contact",
  "inquiry form": "/contact",
};

/** E-mail addresses, the unified number and the pages named in `pageLinks` become links; everything else stays plain text. */
const linkPattern = new RegExp(
  `([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|\\b920\\d{6}\\b|${Object.keys(pageLinks).join("|")})`,
  "g",
);

function RichText({ text }: { text: string }) {
  const to = useLocalizedPath();
  const parts = text.split(linkPattern);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const page = pageLinks[part];
        if (page)
          return (
            <Link key={i} to={to(page)} className={linkClass}>
              {part}
            </Link>
          );
        return (
          <a
            key={i}
            href={part.includes("@") ? `mailto:${part}` : `tel:${part}`}
            dir="ltr"
            className={linkClass}
          >
            {part}
          </a>
        );
      })}
    </>
  );
}

function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="border-subtle border-b pb-8">
      <h1 className="text-3xl leading-tight font-bold text-balance md:text-4xl">{title}</h1>
      <p className={`text-muted mt-4 text-lg ${bodyText}`}>
        <RichText text={intro} />
      </p>
      {children}
    </header>
  );
}

function TableOfContents({ entries }: { entries: { id: string; heading: string }[] }) {
  const { t } = useTranslation();
  const label = t("content.onThisPage");
  return (
    <nav aria-label={label} className="surface-muted border-subtle mt-8 rounded-2xl border p-5">
      <h2 className="text-base font-bold">{label}</h2>
      <ul className="mt-3 text-sm sm:columns-2 sm:gap-8">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid pb-2 last:pb-0">
            <a
              href={`#${entry.id}`}
              className="text-primary inline-block py-0.5 underline-offset-4 hover:underline"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({ section }: { section: ContentSection }) {
  const List = section.ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={section.id} className="mt-12">
      <h2 id={section.id} className="scroll-mt-40 text-2xl leading-snug font-bold text-balance">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i} className={`mt-4 ${bodyText}`}>
          <RichText text={paragraph} />
        </p>
      ))}
      {section.definitions?.length ? (
        <dl className="mt-5 space-y-4">
          {section.definitions.map((definition) => (
            <div key={definition.term} className="border-subtle border-s-4 ps-4">
              <dt className="font-bold">{definition.term}</dt>
              <dd className={`mt-1 ${bodyText}`}>{definition.description}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.items?.length ? (
        <List
          className={`mt-4 space-y-3 ps-6 marker:font-semibold marker:text-primary ${
            section.ordered ? "list-decimal" : "list-disc"
          }`}
        >
          {section.items.map((item, i) => (
            <li key={i} className={`ps-1 ${bodyText}`}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      ) : null}
      {section.note ? (
        <p className={`surface-muted border-subtle mt-5 rounded-xl border p-4 ${bodyText}`}>
          <RichText text={section.note} />
        </p>
      ) : null}
    </section>
  );
}

export function ContentPageView({ page }: { page: ContentPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const updated = parseIsoDate(page.updated);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={page.title} intro={page.intro}>
        <p className="text-muted mt-4 text-sm">
          {t("content.lastUpdated")}:{" "}
          <time dateTime={page.updated}>
            {updatedFormat[lang].format(updated)}
            {lang === "ar" ? ` (${formatHijriDate(updated, lang)})` : null}
          </time>
        </p>
      </PageHeader>
      <TableOfContents entries={page.sections} />
      {page.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </article>
  );
}

export function FaqView({ page }: { page: FaqPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader title={page.title} intro={page.intro} />
      <TableOfContents entries={page.groups} />
      {page.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-12">
          <h2 id={group.id} className="scroll-mt-40 text-2xl leading-snug font-bold text-balance">
            {group.heading}
          </h2>
          <div className="surface border-subtle mt-4 rounded-2xl border">
            {group.items.map((item) => (
              <details key={item.question} className="group border-subtle border-b last:border-b-0">
                <summary className="hover:text-primary flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  <span className={bodyText}>{item.question}</span>
                  <svg
                    viewBox="0 0 24 24"
                    className="text-primary mt-1 size-5 shrink-0 transition-transform duration-300 group-open:rotate-180"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </summary>
                <p className={`px-5 pb-5 ${bodyText}`}>
                  <RichText text={item.answer} />
                </p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
