import { ImagePlus, X } from "lucide-react";
import { useEffect, useMemo, useState, type DragEvent } from "react";
import { acceptedImageTypes, checkImageFile } from "#contracts/product-upload.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";

interface ImageDropZoneProps {
  image?: File;
  error?: string;
  /** A file was chosen (or removed); `error` is SPEC §5's message when it cannot be sent. */
  onChoose(file: File | undefined, error?: string): void;
  /** Percent 0–100 while uploading, else undefined. */
  progress?: number;
  isDisabled?: boolean;
}

/** A preview URL for `file`, revoked when the file changes. */
function usePreview(file?: File): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => {
    if (url) return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * The Add Product image area (SPEC §2/§5): click or drop a JPEG, PNG or WEBP of at most 5 MB;
 * the browser checks the type and size with SPEC's texts (the server checks the bytes again),
 * shows a preview and, while uploading, the percent sent.
 */
export function ImageDropZone({
  image,
  error,
  onChoose,
  progress,
  isDisabled,
}: ImageDropZoneProps) {
  const preview = usePreview(image);
  const [isOver, setIsOver] = useState(false);
  const choose = (file: File | undefined) =>
    onChoose(file, file ? checkImageFile(file) : undefined);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) choose(event.dataTransfer.files[0]);
  };
  return (
    <div>
      <p id="product-image-label" className="text-xs tracking-wide text-taupe">
        Product Image<span aria-hidden> *</span>
      </p>
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={drop}
        className={`relative mt-1 flex aspect-[4/3] lg:aspect-square cursor-pointer flex-col items-center justify-center gap-3 overflow-hidden border border-dashed p-6 text-center transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold ${
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
          accept={acceptedImageTypes.join(",")}
          disabled={isDisabled}
          aria-labelledby="product-image-label"
          aria-describedby="product-image-hint"
          {...fieldErrorProps("product-image-error", error)}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
          className="sr-only"
        />
        {preview ? (
          <img
            src={preview}
            alt="Chosen product"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <>
            <ImagePlus aria-hidden className="size-8 text-gold" strokeWidth={1.25} />
            <span className="text-sm text-ink">Click to choose or drop an image here</span>
          </>
        )}
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
        <p
          id="product-image-hint"
          className="mt-1 flex items-center justify-between gap-2 text-xs text-taupe"
        >
          <span>JPEG, PNG or WEBP, at most 5 MB</span>
          {image && !isDisabled && (
            <button
              type="button"
              onClick={() => onChoose(undefined)}
              className="inline-flex items-center gap-1 text-ink underline-offset-2 hover:underline"
            >
              <X aria-hidden className="size-3.5" /> Remove image
            </button>
          )}
        </p>
      )}
    </div>
  );
}
