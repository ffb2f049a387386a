import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

export const fileInputClass =
  "block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-primary file:px-3 file:py-2 file:font-semibold";

/**
 * A file input that also takes files dragged onto the area around it. The input itself stays the
 * control: labelled by the form's label (`id`), reached with Tab and opened with Enter or Space,
 * posted with the form as any file input, so the server checks what it always checked. Without
 * scripts it is the browser's plain picker and the drag-and-drop line is not shown. Dropped files
 * replace the chosen ones (only the first where the input takes one); the names chosen are read out.
 */
export function FileDropZone({
  id,
  name,
  accept,
  multiple = false,
  required = false,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const ready = useHydrated();
  const [over, setOver] = useState(false);
  const [names, setNames] = useState<string[]>([]);
  const [onlyOne, setOnlyOne] = useState(false);

  const showChosen = () => setNames(Array.from(input.current?.files ?? [], (file) => file.name));
  const dragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types).includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    const element = input.current;
    const dropped = Array.from(event.dataTransfer.files);
    if (!element || dropped.length === 0) return;
    event.preventDefault();
    setOver(false);
    const transfer = new DataTransfer();
    for (const file of multiple ? dropped : dropped.slice(0, 1)) transfer.items.add(file);
    element.files = transfer.files;
    // As a choice in the picker would: the form's own validation sees the new files.
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
    setOnlyOne(!multiple && dropped.length > 1);
    showChosen();
  };
  const promptId = `${id}-drop`;
  return (
    <div
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
      data-over={over || undefined}
      data-testid="file-drop-zone"
      className="border-subtle rounded-xl border-2 border-dashed p-3 data-[over]:border-primary data-[over]:bg-[color-mix(in_srgb,var(--primary)_8%,transparent)]"
    >
      {ready ? (
        <p id={promptId} className="text-muted mb-2 text-sm">
          {t(multiple ? "uploads.dropZone.prompt" : "uploads.dropZone.promptOne")}
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        aria-describedby={[describedBy, ready ? promptId : ""].filter(Boolean).join(" ") || undefined}
        aria-invalid={invalid || undefined}
        onChange={showChosen}
        className={fileInputClass}
      />
      <div aria-live="polite" className="empty:hidden">
        {names.length ? (
          <p className="mt-2 text-sm">
            <span className="font-medium">{t("uploads.dropZone.chosen")}</span>{" "}
            {names.map((fileName, i) => (
              <span key={`${i}-${fileName}`}>
                {i > 0 ? t("uploads.dropZone.separator") : null}
                <bdi>{fileName}</bdi>
              </span>
            ))}
          </p>
        ) : null}
        {onlyOne ? <p className="mt-1 text-sm">{t("uploads.dropZone.onlyOne")}</p> : null}
      </div>
    </div>
  );
}
