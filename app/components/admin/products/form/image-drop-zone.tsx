import { ImagePlus } from "lucide-react";
import { useState, type DragEvent } from "react";
import { maxProductPhotos } from "#contracts/product-photo-texts.ts";
import { acceptedImageTypes } from "#contracts/product-upload.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";

interface ImageDropZoneProps {
  error?: string;
  /** Files were chosen or dropped, in order; the caller checks each (checkImageFile). */
  onChoose(files: File[]): void;
  /** Percent 0–100 while uploading, else undefined. */
  progress?: number;
  isDisabled?: boolean;
}

/**
 * The product image area (SPEC §2/§5, decision 060): click or drop one or several JPEG, PNG or
 * WEBP images of at most 5 MB each, up to 8 photos; while the Add Product form uploads them,
 * the percent sent.
 */
export function ImageDropZone({ error, onChoose, progress, isDisabled }: ImageDropZoneProps) {
  const [isOver, setIsOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) onChoose([...event.dataTransfer.files]);
  };
  return (
    <div>
      <p id="product-image-label" className="text-xs tracking-wide text-taupe">
        Product Photos<span aria-hidden> *</span>
      </p>
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={drop}
        className={`relative mt-1 flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden border border-dashed p-6 text-center transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold ${
          error
            ? "border-wine"
            : isOver
              ? "border-gold bg-linen"
              : "border-stone bg-white/50 hover:border-gold"
        }`}
      >
        <input
          id="product-image"
          name="image"
          type="file"
          multiple
          accept={acceptedImageTypes.join(",")}
          disabled={isDisabled}
          aria-labelledby="product-image-label"
          aria-describedby="product-image-hint"
          {...fieldErrorProps("product-image-error", error)}
          onChange={(event) => {
            onChoose([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
          className="sr-only"
        />
        <ImagePlus aria-hidden className="size-7 text-gold" strokeWidth={1.25} />
        <span className="text-sm text-ink">Click to choose or drop images here</span>
      </label>
      {progress !== undefined && (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 w-full bg-stone/50"
          >
            <div className="h-full bg-gold transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-taupe tabular-nums">Uploading… {progress}%</p>
        </div>
      )}
      {error ? (
        <FieldError id="product-image-error" message={error} />
      ) : (
        <p id="product-image-hint" className="mt-1 text-xs text-taupe">
          JPEG, PNG or WEBP, at most 5 MB each; up to {maxProductPhotos} photos
        </p>
      )}
    </div>
  );
}
