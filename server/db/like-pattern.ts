/**
 * `text` as a LIKE/ILIKE pattern matching it anywhere: its own %, _ and \ match themselves
 * (PostgreSQL's default escape character is \). Used by the admin's order and customer searches.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
