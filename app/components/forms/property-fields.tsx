import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { FieldFrame, hintIdOf, inputClass } from "~/components/forms/form-field";
import { LocationPicker } from "~/components/forms/location-picker";
import { useLang } from "~/i18n/use-lang";
import { propertyCategories } from "~/modules/auctions/auction-filter-params";
import { propertyUses } from "~/modules/auctions/auction-edit-schema";

export type PropertyField = FieldMetadata<string | undefined>;

/**
 * Where a form's labels live: `<ns>.fields.<name>`, `<ns>.sections.<name>`, `<ns>.hints.coordinates`
 * and `<ns>.choose`. The owner's request (/whatadd) and the committee's auction form word some
 * fields differently (an owner's English title is optional, a committee's is not).
 */
export type PropertyFormNamespace = "listings" | "adminAuctions";

export type PropertyPlaces = {
  cities: { id: string; nameAr: string; nameEn: string }[];
  districts: { id: number; cityId: string; nameAr: string; nameEn: string }[];
};

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-subtle grid gap-4 rounded-2xl border p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A labelled text input of a Conform form, its hint and errors tied to it. */
export function Input({
  field,
  label,
  hint,
  type = "text",
  dir,
  inputMode,
}: {
  field: PropertyField;
  label: string;
  hint?: string;
  type?: "text" | "datetime-local";
  dir?: "ltr" | "rtl" | "auto";
  inputMode?: "decimal" | "numeric" | "text";
}) {
  const { key, ...props } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? hintIdOf(field) : undefined,
  });
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input key={key} {...props} dir={dir} inputMode={inputMode} className={inputClass} />
    </FieldFrame>
  );
}

/** A labelled text area, the width of its fieldset. */
export function TextArea({
  field,
  label,
  dir,
  hint,
}: {
  field: PropertyField;
  label: string;
  dir: "rtl" | "ltr" | "auto";
  hint?: string;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hint ? hintIdOf(field) : undefined });
  return (
    <FieldFrame field={field} label={label} hint={hint} className="sm:col-span-2">
      <textarea key={key} {...props} dir={dir} rows={4} className={`${inputClass} h-auto py-2`} />
    </FieldFrame>
  );
}

/** A labelled select whose first, empty option reads `placeholder`. */
export function Select({
  field,
  label,
  placeholder,
  children,
}: {
  field: PropertyField;
  label: string;
  placeholder: string;
  children: ReactNode;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <FieldFrame field={field} label={label}>
      <select key={key} {...props} className={inputClass}>
        <option value="">{placeholder}</option>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * The makers of a form's inputs, labelled from `<ns>.fields`: `input` for text, `number` for the
 * figures (left to right, a decimal keyboard; Arabic-Indic digits are taken by the schemas).
 */
export function useFieldMakers(fields: Record<string, PropertyField>, ns: PropertyFormNamespace) {
  const { t } = useTranslation();
  const input = (
    key: string,
    options: { hint?: string; dir?: "ltr" | "rtl" | "auto"; type?: "text" | "datetime-local" } = {},
  ) => <Input field={fields[key]!} label={t(`${ns}.fields.${key}`)} {...options} />;
  const number = (key: string, hint?: string) => (
    <Input field={fields[key]!} label={t(`${ns}.fields.${key}`)} hint={hint} dir="ltr" inputMode="decimal" />
  );
  return { input, number };
}

const sides = ["North", "South", "East", "West"] as const;

/**
 * The property's own fields (seed §3), shared by the owner's listing request and the committee's
 * auction form: the texts, the place (city, district, coordinates typed or picked on the map), the
 * deed's numbers and the figures, and each side's length and boundary. `boundaries` says how a
 * boundary is written: one text in the owner's words, or the committee's Arabic and English.
 * `locationExtra` goes among the place's fields (the committee's selling agent). Plain inputs
 * posted with the form: without scripts the coordinates are typed.
 */
export function PropertyFields({
  fields,
  ns,
  places,
  boundaries,
  boundaryHint,
  locationExtra,
}: {
  fields: Record<string, PropertyField>;
  ns: PropertyFormNamespace;
  places: PropertyPlaces;
  boundaries: "single" | "bilingual";
  boundaryHint?: string;
  locationExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const f = fields;
  const name = (ar: string, en: string) => (lang === "ar" ? ar : en);
  const { input, number } = useFieldMakers(fields, ns);
  const label = (key: string) => t(`${ns}.fields.${key}`);
  const choose = t(`${ns}.choose`);
  const choices = (values: readonly string[], labels: string) =>
    values.map((v) => (
      <option key={v} value={v}>
        {t(`${labels}.${v}`)}
      </option>
    ));
  return (
    <>
      <Fieldset legend={t(`${ns}.sections.texts`)}>
        {input("titleAr", { dir: "rtl" })}
        {input("titleEn", { dir: "ltr" })}
        <TextArea field={f.descriptionAr!} label={label("descriptionAr")} dir="rtl" />
        <TextArea field={f.descriptionEn!} label={label("descriptionEn")} dir="ltr" />
      </Fieldset>
      <Fieldset legend={t(`${ns}.sections.location`)}>
        <Select field={f.cityId!} label={label("cityId")} placeholder={choose}>
          {places.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {name(c.nameAr, c.nameEn)}
            </option>
          ))}
        </Select>
        <Select field={f.districtId!} label={label("districtId")} placeholder={choose}>
          {places.cities.map((c) => (
            <optgroup key={c.id} label={name(c.nameAr, c.nameEn)}>
              {places.districts
                .filter((d) => d.cityId === c.id)
                .map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {name(d.nameAr, d.nameEn)}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
        {locationExtra}
        {number("latitude", t(`${ns}.hints.coordinates`))}
        {number("longitude", t(`${ns}.hints.coordinates`))}
        <LocationPicker latitudeId={f.latitude!.id} longitudeId={f.longitude!.id} />
      </Fieldset>
      <Fieldset legend={t(`${ns}.sections.property`)}>
        <Select field={f.category!} label={label("category")} placeholder={choose}>
          {choices(propertyCategories, "category")}
        </Select>
        <Select field={f.use!} label={label("use")} placeholder={choose}>
          {choices(propertyUses, "use")}
        </Select>
        {input("instrumentNumber", { dir: "ltr" })}
        {input("schemeNumber", { dir: "ltr" })}
        {input("partNumber", { dir: "ltr" })}
        {number("areaM2")}
        {number("streetWidthM")}
        {number("rooms")}
        {number("bathrooms")}
        {number("receptions")}
        {number("buildingAgeYears")}
      </Fieldset>
      <Fieldset legend={t(`${ns}.sections.boundaries`)}>
        {sides.map((side) => (
          <div
            key={side}
            className={`grid gap-4 sm:col-span-2 ${boundaries === "single" ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}
          >
            {number(`${side.toLowerCase()}M`)}
            {boundaries === "single"
              ? input(`boundary${side}`, { dir: "auto", hint: boundaryHint })
              : [
                  <div key="ar">{input(`boundary${side}Ar`, { dir: "rtl" })}</div>,
                  <div key="en">{input(`boundary${side}En`, { dir: "ltr" })}</div>,
                ]}
          </div>
        ))}
      </Fieldset>
    </>
  );
}
