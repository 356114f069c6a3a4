/**
 * A text cell a spreadsheet would run as a formula (OWASP CSV injection, decision 009): one that
 * starts with = + - @, a tab or a carriage return. A phone number (`+` then digits only, e.g.
 * `+254712345678`) runs nothing and is not matched, so the export stays dialable; `+1+2` and
 * `+cmd|…` are. The CSV writer prefixes a matched cell with ' so Excel and Sheets show it as text.
 */
export const formulaCell = /^(?!\+\d+$)[=+\-@\t\r]/;
