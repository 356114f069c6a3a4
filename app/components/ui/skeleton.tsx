/** A pulsing placeholder block. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded bg-linen ${className}`} />;
}

/** A product card's shape while its data loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3" data-testid="product-skeleton">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-3 w-1/3" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/4" />
    </div>
  );
}
