import { Link } from "react-router";

/** Where an entry's subject is seen in the admin, when it has a page. */
function subjectHref(type: string, id: string): string | undefined {
  if (type === "order") return `/admin/orders?search=${encodeURIComponent(id)}`;
  if (type === "product") return `/admin/products/${encodeURIComponent(id)}/edit`;
  return undefined;
}

/** An entry's subject: a link to the order or product, else its type and id as text. */
export function ActivitySubject({ type, id }: { type: string; id: string }) {
  const href = subjectHref(type, id);
  const label = `${type} ${id}`;
  return href ? (
    <Link to={href} className="text-gold-dark underline-offset-4 hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}
