/** The product's size labels as chips (SPEC §2: "size chips from quantities"). */
export function SizeChips({ sizes, className = "" }: { sizes: string[]; className?: string }) {
  if (sizes.length === 0) return null;
  return (
    <ul aria-label="Sizes" className={`flex flex-wrap gap-1.5 ${className}`}>
      {sizes.map((size) => (
        <li key={size} className="size-chip">
          {size}
        </li>
      ))}
    </ul>
  );
}
