/** A received e-mail, decoded enough for assertions: headers, and its text and HTML parts. */
export interface ParsedMail {
  /** Header values by lower-case name (the first of each name). */
  headers: Record<string, string>;
  /** Content types of every leaf part, e.g. ['text/plain', 'text/html']. */
  partTypes: string[];
  text: string;
  html: string;
}

/**
 * Parses a raw RFC 5322 message as nodemailer writes it: multipart or single part, bodies in
 * quoted-printable, base64, 7bit or 8bit. Enough for tests; not a general MIME parser.
 */
export function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = { headers: {}, partTypes: [], text: "", html: "" };
  readPart(raw, mail, true);
  return mail;
}

function readPart(raw: string, mail: ParsedMail, isTop: boolean): void {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  if (isTop) mail.headers = headers;
  const body = raw.slice(split + 4);
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) readPart(part.replace(/^\r\n/, ""), mail, false);
    return;
  }
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  mail.partTypes.push(type);
  const decoded = decodeBody(body, headers["content-transfer-encoding"] ?? "7bit");
  if (type === "text/plain") mail.text += decoded;
  if (type === "text/html") mail.html += decoded;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      // Soft line breaks out, literal '%' kept, then each =XX byte through UTF-8.
      return decodeURIComponent(
        body
          .replace(/=\r\n/g, "")
          .replace(/%/g, "%25")
          .replace(/=([0-9A-F]{2})/gi, "%$1"),
      );
    default:
      return body;
  }
}
