/**
 * A page's meta description: `text` trimmed, or `fallback` when it is blank; cut to 160
 * characters with an ellipsis, as search results show them.
 */
export function metaDescription(text: string, fallback: string): string {
  const described = text.trim() || fallback;
  return described.length > 160 ? `${described.slice(0, 157).trimEnd()}…` : described;
}
