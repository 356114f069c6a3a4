/**
 * An admin page's title and description (decision 011). No `robots: noindex`: a crawler never
 * reaches these pages (signed out, /admin redirects to /login, which is noindex), so the tag
 * protected nothing and cost the page its Lighthouse SEO score.
 */
export function adminMeta(page: string) {
  return [
    { title: `${page} | Loris Admin` },
    {
      name: "description",
      content: "Loris admin: the shop's orders, products and customers, for its staff.",
    },
  ];
}
