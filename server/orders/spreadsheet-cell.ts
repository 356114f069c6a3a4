/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const formulaStarts = ["=", "+", "-", "@", "\t", "\r"];

/** `+` and digits only: a phone number in international form, which runs nothing. */
const internationalNumber = /^\+\d+$/;

/**
 * A text cell as a spreadsheet should show it (decision 009): a cell that starts with
 * = + - @, a tab or a carriage return gets a leading ' so Excel and Sheets show it as text
 * instead of running it. A phone number (`+` then digits only, e.g. `+254712345678`) is not a
 * formula and is written as is, so the export stays dialable; `+1+2`, `+cmd|…` still get the '.
 */
export function neutraliseFormula(text: string): string {
  if (internationalNumber.test(text)) return text;
  return formulaStarts.some((start) => text.startsWith(start)) ? `'${text}` : text;
}
