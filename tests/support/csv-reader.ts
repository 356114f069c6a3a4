/**
 * Reads RFC 4180 CSV into rows of fields: fields in double quotes may hold commas, quotes
 * (doubled) and line breaks; rows end with CRLF; a leading UTF-8 byte order mark is skipped.
 * Strict: a quote inside an unquoted field, a line break outside quotes that is not CRLF, or
 * an unclosed quote throws, so a badly quoted export fails its test.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
    quoted = false;
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && !",\r\n".includes(text[i]!)) {
          throw new Error(`CSV: text after a closing quote at ${i}`);
        }
      } else {
        field += char;
        i += 1;
      }
      continue;
    }
    if (char === '"') {
      if (field !== "") throw new Error(`CSV: quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (char === ",") {
      endField();
      i += 1;
    } else if (char === "\r" || char === "\n") {
      if (char === "\n" || text[i + 1] !== "\n") throw new Error(`CSV: bare line break at ${i}`);
      endField();
      rows.push(row);
      row = [];
      i += 2;
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error("CSV: unclosed quote");
  if (field !== "" || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** A number as a spreadsheet reads one: optional sign, digits, optional decimals. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

/**
 * Whether a spreadsheet opening this cell from a CSV would run it as a formula that does more
 * than show a number (OWASP CSV injection): it starts with = or @, or with + or - and is not a
 * plain number. Some spreadsheets drop a leading tab or carriage return first, so those count
 * as what follows them. A cell starting with ' is text: the ' is shown, nothing runs.
 */
export function runsAsFormula(cell: string): boolean {
  const read = cell.replace(/^[\t\r]+/, "");
  if (read.startsWith("=") || read.startsWith("@")) return true;
  return (read.startsWith("+") || read.startsWith("-")) && !plainNumber.test(read);
}
