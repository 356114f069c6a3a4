import { ArrowDown, ArrowUp, Star, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { maxProductPhotos, photoAltMaxLength } from "#contracts/product-photo-texts.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { controlClass } from "./form-field";
import { ImageDropZone } from "./image-drop-zone";
import type { PhotoItem, PhotoList } from "./use-photo-list";

interface PhotoFieldsProps {
  list: PhotoList;
  /** The refusal of the photos as a list (none, too many, not stored), by the field `image`. */
  error?: string;
  /** Each refused alt text's message by its field's name, `photos[0].alt`. */
  errors?: Record<string, string>;
  /** Staff changed the photos: the form clears its refusal of them (SPEC §5). */
  onEdit(): void;
  /** Percent 0–100 while the Add Product form uploads them all. */
  progress?: number;
  isDisabled?: boolean;
  /** Whether each stored photo's URL is posted with the form (`photos[0].url`, Edit product). */
  isPosted?: boolean;
}

const buttonClass =
  "inline-flex h-8 items-center gap-1 border border-stone px-2 text-[0.7rem] tracking-wide text-ink transition hover:border-espresso disabled:opacity-40 disabled:hover:border-stone";

/** Which button of which photo takes the focus after a move, so keyboards keep their place. */
type FocusAfterMove = { key: string; button: "up" | "down" | "primary" };

const buttonId = (key: string, button: FocusAfterMove["button"]) => `photo-${button}-${key}`;

/**
 * A product form's photos (decision 060): the image area to add several (SPEC §5's checks and
 * texts), then each photo in order with its preview, alt text, Move up / Move down (buttons a
 * keyboard and a screen reader use; a status line says where it went), Make primary (moves it
 * first) and Remove. The first is the primary: the shop's cards show it.
 */
export function PhotoFields(props: PhotoFieldsProps) {
  const { list, errors = {}, onEdit, isDisabled, isPosted = false } = props;
  const [chooseError, setChooseError] = useState<string>();
  const [moved, setMoved] = useState<FocusAfterMove>();
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (!moved) return;
    // The button pressed, or, when it is gone or disabled (a photo moved to an end), the other.
    const target = ([moved.button, "up", "down"] as const)
      .map((button) => document.getElementById(buttonId(moved.key, button)))
      .find((button) => button instanceof HTMLButtonElement && !button.disabled);
    target?.focus();
  }, [moved, list.items]);

  const move = (from: number, to: number, button: FocusAfterMove["button"]) => {
    list.move(from, to);
    setMoved({ key: list.items[from]!.key, button });
    setSaid(`Photo moved to position ${to + 1} of ${list.items.length}`);
    onEdit();
  };
  const choose = (files: File[]) => {
    setChooseError(list.add(files));
    onEdit();
  };
  return (
    <div className="flex flex-col gap-3">
      <ImageDropZone
        error={chooseError ?? props.error}
        onChoose={choose}
        progress={props.progress}
        isDisabled={isDisabled || list.items.length >= maxProductPhotos}
      />
      <p role="status" className="sr-only">
        {said}
      </p>
      {list.items.length > 0 && (
        <ol aria-label="Photos, the first is the primary" className="flex flex-col gap-2">
          {list.items.map((item, index) => {
            const altError = errors[`photos[${index}].alt`] ?? item.error;
            return (
              <li
                key={item.key}
                aria-label={`Photo ${index + 1}${index === 0 ? ", primary" : ""}`}
                className="flex gap-3 border border-stone/60 bg-white/60 p-2"
              >
                <PhotoPreview item={item} index={index} />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`photo-alt-${item.key}`} className="text-xs text-taupe">
                    Alt text for photo {index + 1}
                  </label>
                  <input
                    id={`photo-alt-${item.key}`}
                    name={`photos[${index}].alt`}
                    value={item.alt}
                    maxLength={photoAltMaxLength}
                    disabled={isDisabled}
                    placeholder="e.g. The bottle beside its box"
                    onChange={(event) => list.setAlt(item.key, event.target.value)}
                    {...fieldErrorProps(`photo-alt-error-${item.key}`, altError)}
                    className={`${controlClass} h-9 ${altError ? "border-wine" : "border-stone"}`}
                  />
                  {isPosted && item.url && (
                    <input type="hidden" name={`photos[${index}].url`} value={item.url} />
                  )}
                  <FieldError id={`photo-alt-error-${item.key}`} message={altError} />
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <button
                      type="button"
                      id={buttonId(item.key, "up")}
                      aria-label={`Move photo ${index + 1} up`}
                      disabled={isDisabled || index === 0}
                      onClick={() => move(index, index - 1, "up")}
                      className={buttonClass}
                    >
                      <ArrowUp aria-hidden className="size-3.5" />
                    </button>
                    <button
                      type="button"
                      id={buttonId(item.key, "down")}
                      aria-label={`Move photo ${index + 1} down`}
                      disabled={isDisabled || index === list.items.length - 1}
                      onClick={() => move(index, index + 1, "down")}
                      className={buttonClass}
                    >
                      <ArrowDown aria-hidden className="size-3.5" />
                    </button>
                    {index > 0 && (
                      <button
                        type="button"
                        id={buttonId(item.key, "primary")}
                        aria-label={`Make photo ${index + 1} primary`}
                        disabled={isDisabled}
                        onClick={() => move(index, 0, "primary")}
                        className={buttonClass}
                      >
                        <Star aria-hidden className="size-3.5" /> Make primary
                      </button>
                    )}
                    <button
                      type="button"
                      aria-label={`Remove photo ${index + 1}`}
                      disabled={isDisabled}
                      onClick={() => {
                        list.remove(item.key);
                        setSaid(`Photo ${index + 1} removed`);
                        onEdit();
                      }}
                      className={`${buttonClass} ml-auto`}
                    >
                      <Trash2 aria-hidden className="size-3.5" /> Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** A photo's square preview, marked Primary when first, with its upload's progress. */
function PhotoPreview({ item, index }: { item: PhotoItem; index: number }) {
  const alt = `Chosen product photo ${index + 1}`;
  return (
    <div className="relative size-20 shrink-0 overflow-hidden bg-linen">
      {item.preview ? (
        <img src={item.preview} alt={alt} className="size-full object-cover" />
      ) : (
        <ProductImage
          image={item.url ?? null}
          alt={alt}
          sizes="80px"
          className="size-full object-cover"
        />
      )}
      {index === 0 && (
        <span className="absolute top-0 left-0 bg-espresso px-1.5 py-0.5 text-[0.6rem] tracking-[0.15em] text-ivory uppercase">
          Primary
        </span>
      )}
      {item.progress !== undefined && (
        <div
          role="progressbar"
          aria-label={`Upload of photo ${index + 1}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress}
          className="absolute inset-x-0 bottom-0 h-1.5 bg-stone/60"
        >
          <div
            className="h-full bg-gold transition-[width]"
            style={{ width: `${item.progress}%` }}
          />
        </div>
      )}
    </div>
  );
}
