import { Link } from "react-router";
import { concentrations, noteLayers, scentFamilies } from "#contracts/perfume.ts";
import {
  noteFieldNames,
  perfumeFactLabels,
  type PerfumeFactChoices,
  type PerfumeFactValues,
} from "#contracts/perfume-form-texts.ts";
import { controlClass, describedBy, FormField } from "./form-field";
import { NoteNamesField } from "./note-names-field";

const mainFamilies = scentFamilies.filter((family) => family.parent === null);

/**
 * The product form's perfume facts (docs/decisions/057-perfume-facts.md): brand and
 * concentration (each may be none), the scent families as checkboxes, subfamilies under their
 * family, and the notes in three layers. Every control is named, so the form posts without
 * scripts.
 */
export function PerfumeFactFields({
  values,
  errors,
  choices,
  onChange,
}: {
  values: PerfumeFactValues;
  errors: Record<string, string>;
  choices: PerfumeFactChoices;
  onChange<K extends keyof PerfumeFactValues>(key: K, value: PerfumeFactValues[K]): void;
}) {
  const toggleFamily = (slug: string, isChosen: boolean) =>
    onChange(
      "families",
      isChosen ? [...values.families, slug] : values.families.filter((chosen) => chosen !== slug),
    );
  const familyBox = (family: (typeof scentFamilies)[number]) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name="families"
        value={family.slug}
        checked={values.families.includes(family.slug)}
        onChange={(event) => toggleFamily(family.slug, event.target.checked)}
        className="size-4 accent-espresso"
      />
      {family.label}
    </label>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 border-t border-stone/70 pt-5">
      <legend className="eyebrow float-left mb-1 w-full">Perfume facts</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="product-brand" label="Brand" error={errors.brandId} isOptional>
          <select
            name="brandId"
            {...describedBy("product-brand", errors.brandId)}
            value={values.brandId}
            onChange={(event) => onChange("brandId", event.target.value)}
            className={`${controlClass} h-11 border-stone`}
          >
            <option value="">No brand</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
          <Link to="/admin/brands" className="mt-1 inline-block text-xs text-taupe underline">
            Manage brands
          </Link>
        </FormField>
        <FormField
          id="product-concentration"
          label="Concentration"
          error={errors.concentration}
          isOptional
        >
          <select
            name="concentration"
            {...describedBy("product-concentration", errors.concentration)}
            value={values.concentration}
            onChange={(event) => onChange("concentration", event.target.value)}
            className={`${controlClass} h-11 border-stone`}
          >
            <option value="">None (not a perfume)</option>
            {concentrations.map((concentration) => (
              <option key={concentration.slug} value={concentration.slug}>
                {concentration.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset
        aria-describedby={errors.families ? "product-families-error" : "product-families-hint"}
      >
        <legend className="text-xs tracking-wide text-taupe">{perfumeFactLabels.families}</legend>
        <p id="product-families-hint" className="text-xs text-taupe">
          A subfamily brings its family with it
        </p>
        <div className="mt-2 grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
          {mainFamilies.map((family) => (
            <div key={family.slug} className="flex flex-col gap-2">
              {familyBox(family)}
              <ul aria-label={`${family.label} subfamilies`} className="flex flex-col gap-2 pl-6">
                {scentFamilies
                  .filter((sub) => sub.parent === family.slug)
                  .map((sub) => (
                    <li key={sub.slug}>{familyBox(sub)}</li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
        {errors.families && (
          <p id="product-families-error" className="mt-1 text-xs text-wine">
            {errors.families}
          </p>
        )}
      </fieldset>
      {noteLayers.map((layer) => {
        const name = noteFieldNames[layer.slug];
        return (
          <NoteNamesField
            key={layer.slug}
            id={`product-${name}`}
            name={name}
            label={layer.label}
            value={values[name]}
            error={errors[name]}
            noteNames={choices.noteNames}
            onChange={(value) => onChange(name, value)}
          />
        );
      })}
    </fieldset>
  );
}
