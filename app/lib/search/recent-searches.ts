/** SPEC §2 Header, §9: recent searches live in browser storage under this key, at most 5. */
export const recentSearchesKey = "recentSearches";
export const recentSearchesMax = 5;

/** `text` put first in `list`: trimmed, without a duplicate (any case), at most 5 kept. */
export function withRecentSearch(list: readonly string[], text: string): string[] {
  const search = text.trim();
  if (!search) return [...list];
  const rest = list.filter((item) => item.toLowerCase() !== search.toLowerCase());
  return [search, ...rest].slice(0, recentSearchesMax);
}

/** Reads stored recent searches, newest first; anything unreadable counts as none. */
export function parseRecentSearches(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === "string" && item.trim() !== "")
      .slice(0, recentSearchesMax);
  } catch {
    return [];
  }
}

/** The recent searches in this browser (empty when storage is unavailable). */
export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(recentSearchesKey));
  } catch {
    return [];
  }
}

/** Remembers a search in this browser and returns the new list. */
export function rememberSearch(text: string): string[] {
  const list = withRecentSearch(readRecentSearches(), text);
  try {
    window.localStorage.setItem(recentSearchesKey, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): the search itself still goes ahead.
  }
  return list;
}
