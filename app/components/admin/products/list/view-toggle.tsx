import { LayoutGrid, List } from "lucide-react";
import { Link, useSearchParams } from "react-router";

const views = [
  { view: "grid", label: "Grid view", icon: LayoutGrid },
  { view: "list", label: "List view", icon: List },
] as const;

/** The grid/list toggle of All Products (SPEC §2), kept in the URL as ?view=. */
export function ViewToggle({ view }: { view: "grid" | "list" }) {
  const [searchParams] = useSearchParams();
  const to = (next: "grid" | "list") => {
    const params = new URLSearchParams(searchParams);
    if (next === "grid") params.delete("view");
    else params.set("view", next);
    return `?${params.toString()}`;
  };
  const button = (isActive: boolean) =>
    `grid size-10 place-items-center border transition ${
      isActive
        ? "border-espresso bg-espresso text-ivory"
        : "border-stone text-ink hover:border-espresso"
    }`;
  return (
    <div role="group" aria-label="View" className="flex">
      {views.map(({ view: option, label, icon: Icon }) => (
        <Link
          key={option}
          to={to(option)}
          aria-label={label}
          aria-current={view === option ? "true" : undefined}
          className={button(view === option)}
        >
          <Icon aria-hidden className="size-4" strokeWidth={1.5} />
        </Link>
      ))}
    </div>
  );
}
