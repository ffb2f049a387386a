import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { FileDropZone } from "~/components/forms/file-drop-zone";
import { inputClass } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { editableDocumentKinds } from "~/modules/auctions/auction-edit-schema";
import { photoUrl } from "~/modules/media/photo-url";

export type FilesNotice = {
  kind:
    | "created"
    | "saved"
    | "savedRules"
    | "published"
    | "photoAdded"
    | "documentAdded"
    | "fileRemoved"
    | "photoChanged";
  version: number;
};

type Photo = { id: number; storageKey: string; altAr: string; altEn: string; position: number };
type Doc = { id: number; kind: string; titleAr: string; titleEn: string; storageKey: string };

/**
 * An auction's photos (the first is the cover; captions in both languages) and documents, each
 * form posting to /admin/auctions/:id/files, which answers by coming back here.
 */
export function AuctionFiles({
  auction,
  stage,
  fileError,
}: {
  auction: { id: number; photos: Photo[]; documents: Doc[] };
  stage: string;
  fileError: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const action = to(`/admin/auctions/${auction.id}/files`);
  const filesOpen = stage === "draft" || stage === "open" || stage === "registered";
  const captionsOpen = stage !== "closed";
  return (
    <>
      <div role="alert" className="empty:hidden">
        {fileError && i18n.exists(fileError) ? (
          <p className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {t(fileError)}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="photos-title" className="border-subtle mt-8 rounded-2xl border p-4">
        <h3 id="photos-title" className="text-lg font-bold">
          {t("adminAuctions.sections.photos")}
        </h3>
        {auction.photos.length === 0 ? (
          <p className="text-muted mt-2">{t("adminAuctions.photos.none")}</p>
        ) : (
          <ol className="mt-3 grid gap-4 sm:grid-cols-2">
            {auction.photos.map((photo, i) => {
              const src = photoUrl(photo.storageKey);
              const label = t("adminAuctions.photos.label", { n: i + 1 });
              return (
                <li key={photo.id} className="border-subtle rounded-xl border p-3" data-testid="admin-photo">
                  {src ? (
                    <img
                      src={src}
                      alt={lang === "ar" ? photo.altAr : photo.altEn}
                      className="aspect-[3/2] w-full rounded-lg object-cover"
                      loading="lazy"
                    />
                  ) : null}
                  <p className="mt-2 font-semibold">
                    {label}
                    {i === 0 ? ` · ${t("adminAuctions.photos.cover")}` : ""}
                  </p>
                  {captionsOpen ? (
                    <Form method="post" action={action} className="mt-2 grid gap-2">
                      <input type="hidden" name="photoId" value={photo.id} />
                      <BilingualFields
                        id={`alt-${photo.id}`}
                        names={["altAr", "altEn"]}
                        labelKey="adminAuctions.photos"
                        values={[photo.altAr, photo.altEn]}
                      />
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="submit"
                          name="intent"
                          value="photoCaptions"
                          className={buttonClass({ size: "sm" })}
                        >
                          {t("adminAuctions.photos.saveCaptions")}
                        </button>
                        {filesOpen && i > 0 ? (
                          <button
                            type="submit"
                            name="intent"
                            value="makeCover"
                            className={buttonClass({ size: "sm" })}
                          >
                            {t("adminAuctions.photos.makeCover")}
                          </button>
                        ) : null}
                        {filesOpen ? (
                          <button
                            type="submit"
                            name="intent"
                            value="removePhoto"
                            className={buttonClass({ size: "sm" })}
                          >
                            {t("adminAuctions.photos.remove")}
                          </button>
                        ) : null}
                      </div>
                    </Form>
                  ) : null}
                  {filesOpen && auction.photos.length > 1 ? (
                    <Form method="post" action={action} className="mt-2 flex flex-wrap gap-2">
                      <input type="hidden" name="photoId" value={photo.id} />
                      {i > 0 ? (
                        <button
                          type="submit"
                          name="intent"
                          value="movePhotoUp"
                          aria-label={t("adminAuctions.photos.moveUpLabel", { n: i + 1 })}
                          className={buttonClass({ size: "sm" })}
                        >
                          {t("adminAuctions.photos.moveUp")}
                        </button>
                      ) : null}
                      {i < auction.photos.length - 1 ? (
                        <button
                          type="submit"
                          name="intent"
                          value="movePhotoDown"
                          aria-label={t("adminAuctions.photos.moveDownLabel", { n: i + 1 })}
                          className={buttonClass({ size: "sm" })}
                        >
                          {t("adminAuctions.photos.moveDown")}
                        </button>
                      ) : null}
                    </Form>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        {filesOpen ? (
          <Form
            method="post"
            action={action}
            encType="multipart/form-data"
            className="mt-4 grid gap-2 sm:grid-cols-2"
          >
            <FileInput
              id="photo-file"
              label={t("adminAuctions.photos.file")}
              accept="image/jpeg,image/png,image/webp"
              className="sm:col-span-2"
            />
            <BilingualFields id="photo-alt" names={["altAr", "altEn"]} labelKey="adminAuctions.photos" />
            <button
              type="submit"
              name="intent"
              value="addPhoto"
              className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
            >
              {t("adminAuctions.photos.add")}
            </button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="documents-title" className="border-subtle mt-8 rounded-2xl border p-4">
        <h3 id="documents-title" className="text-lg font-bold">
          {t("adminAuctions.sections.documents")}
        </h3>
        {auction.documents.length === 0 ? (
          <p className="text-muted mt-2">{t("adminAuctions.documents.none")}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {auction.documents.map((doc) => (
              <li
                key={doc.id}
                className="border-subtle flex flex-wrap items-center gap-3 rounded-xl border p-3"
                data-testid="admin-document"
              >
                <span className="font-semibold">{t(`adminAuctions.documents.kinds.${doc.kind}`)}</span>
                <bdi>{lang === "ar" ? doc.titleAr : doc.titleEn}</bdi>
                {doc.storageKey.startsWith("upload:") ? (
                  <a
                    href={`/media/uploads/${doc.storageKey.slice(7)}`}
                    className="font-semibold text-primary underline"
                  >
                    {t("adminAuctions.documents.open")}
                  </a>
                ) : null}
                {filesOpen && !(doc.kind === "special_rules" && stage !== "draft") ? (
                  <Form method="post" action={action}>
                    <input type="hidden" name="documentId" value={doc.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="removeDocument"
                      className={buttonClass({ size: "sm" })}
                    >
                      {t("adminAuctions.documents.remove")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {filesOpen ? (
          <Form
            method="post"
            action={action}
            encType="multipart/form-data"
            className="mt-4 grid gap-2 sm:grid-cols-2"
          >
            <div>
              <label htmlFor="document-kind" className="mb-1 block font-medium">
                {t("adminAuctions.documents.kind")}
              </label>
              <select id="document-kind" name="kind" required className={inputClass}>
                {editableDocumentKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`adminAuctions.documents.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <FileInput
              id="document-file"
              label={t("adminAuctions.documents.file")}
              accept="application/pdf"
            />
            <BilingualFields
              id="document-title"
              names={["titleAr", "titleEn"]}
              labelKey="adminAuctions.documents"
            />
            <button
              type="submit"
              name="intent"
              value="addDocument"
              className={`${buttonClass({ variant: "primary", size: "md" })} justify-self-start`}
            >
              {t("adminAuctions.documents.add")}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}

/**
 * A text in both languages (a caption, a title): the Arabic field right to left, the English one
 * left to right, both required. `labelKey` holds the labels under the names' keys.
 */
function BilingualFields({
  id,
  names,
  labelKey,
  values,
}: {
  id: string;
  names: readonly [string, string];
  labelKey: string;
  values?: readonly [string, string];
}) {
  const { t } = useTranslation();
  return (["ar", "en"] as const).map((lang, i) => (
    <div key={lang}>
      <label htmlFor={`${id}-${lang}`} className="mb-1 block font-medium">
        {t(`${labelKey}.${names[i]}`)}
      </label>
      <input
        type="text"
        id={`${id}-${lang}`}
        name={names[i]}
        defaultValue={values?.[i]}
        dir={lang === "ar" ? "rtl" : "ltr"}
        required
        maxLength={200}
        className={inputClass}
      />
    </div>
  ));
}

/** The file of an upload form (required), labelled. */
function FileInput({
  id,
  label,
  accept,
  className,
}: {
  id: string;
  label: string;
  accept: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <FileDropZone id={id} name="file" required accept={accept} />
    </div>
  );
}
