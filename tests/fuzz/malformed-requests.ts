import fc from "fast-check";
import { hostileJson, hostileNumber, hostileText } from "./hostile-values";

/** One endpoint to fuzz and a believable request to it, which the fuzz then spoils. */
export interface FuzzEndpoint {
  method: "GET" | "POST";
  /** The path; `{name}` takes a field from `fields` (e.g. '/product/{id}'). */
  path: string;
  /** Where the route reads its fields from. */
  takes: "query" | "form" | "json" | "multipart";
  /** A believable value for each field (nested for JSON), the starting point of every case. */
  fields: Record<string, unknown>;
  /**
   * Who sends the requests, so they get past the route's guard: a shopper is a guest whose
   * cart holds a product, so a checkout gets past "Your cart is empty".
   */
  as: "guest" | "shopper" | "customer" | "admin";
  /** A page, whose loader data can also be asked for alone ('/all-products.data'). */
  isPage?: boolean;
}

/** A request as sent over HTTP. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
}

type Entry = [string, unknown];

/** A field's value spoiled: wrong type, hostile text or number, or left as it was. */
function spoiledValue(value: unknown): fc.Arbitrary<unknown> {
  const nested: fc.Arbitrary<unknown>[] = [];
  if (Array.isArray(value) && value.length > 0) {
    nested.push(fc.array(spoiledValue(value[0]), { maxLength: 60 }));
  } else if (typeof value === "object" && value !== null) {
    nested.push(spoiledEntries(value as Record<string, unknown>).map(Object.fromEntries));
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(value) },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: hostileNumber },
    { weight: 1, arbitrary: hostileJson },
    ...nested.map((arbitrary) => ({ weight: 3, arbitrary })),
  );
}

/** The fields with each kept, spoiled, dropped or duplicated, plus unknown extra fields. */
function spoiledEntries(fields: Record<string, unknown>): fc.Arbitrary<Entry[]> {
  const perField = Object.entries(fields).map(([name, value]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<Entry[]>([[name, value]]) },
      { weight: 4, arbitrary: spoiledValue(value).map((spoiled): Entry[] => [[name, spoiled]]) },
      { weight: 1, arbitrary: fc.constant<Entry[]>([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(spoiledValue(value), spoiledValue(value)).map(([a, b]): Entry[] => [
          [name, a],
          [name, b],
        ]),
      },
    ),
  );
  const extra = fc.array(fc.tuple(hostileText, hostileJson), { maxLength: 2 });
  return fc.tuple(fc.tuple(...perField), extra).map(([kept, added]) => [...kept.flat(), ...added]);
}

const asText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));

/** UTF-8 percent-encoding (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, "\uFFFD"));

/** `name=value&…`, encoded as a browser would, or raw (a hostile client's own escapes). */
const queryString = (entries: Entry[], isRaw: boolean) =>
  entries
    .map(([name, value]) => {
      const encode = isRaw ? (text: string) => text : percentEncode;
      return `${encode(name)}=${encode(asText(value))}`;
    })
    .join("&");

const boundary = "----loris-fuzz-boundary";

function multipartBody(entries: Entry[]): string {
  const parts = entries.map(([name, value], index) =>
    index % 3 === 2
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${asText(value)}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

const encoder = new TextEncoder();

/** A body and its declared type: the right one, another, none, or one that lies. */
function bodies(entries: Entry[], takes: FuzzEndpoint["takes"]): fc.Arbitrary<[string, string?]> {
  const object = Object.fromEntries(entries);
  const form = queryString(entries, false);
  const declared = (type: string | undefined, body: string) =>
    fc.constant<[string, string?]>([body, type]);
  const right = {
    query: declared(undefined, ""),
    form: declared("application/x-www-form-urlencoded", form),
    json: declared("application/json", JSON.stringify(object)),
    multipart: declared(`multipart/form-data; boundary=${boundary}`, multipartBody(entries)),
  }[takes];
  return fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 1, arbitrary: declared("application/json", JSON.stringify(object)) },
    { weight: 1, arbitrary: declared("application/x-www-form-urlencoded", form) },
    {
      weight: 1,
      arbitrary: declared(`multipart/form-data; boundary=${boundary}`, multipartBody(entries)),
    },
    { weight: 1, arbitrary: declared("text/plain", form) },
    { weight: 1, arbitrary: declared(undefined, JSON.stringify(object)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "application/json",
            "application/json; charset=utf-16",
            "application/x-www-form-urlencoded; charset=latin1",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            `multipart/form-data; boundary=${boundary}`,
            "multipart/mixed; boundary=x",
            "application/xml",
            "image/png",
            "*/*",
            ";;;",
          ),
          fc.oneof(hostileText, fc.constant(JSON.stringify(object).slice(0, -1))),
        )
        .map(([type, body]): [string, string?] => [body, type]),
    },
    {
      weight: 1,
      arbitrary: hostileJson.map((value): [string, string?] => [
        JSON.stringify(value) ?? "",
        "application/json",
      ]),
    },
  );
}

/** The path with its `{name}` fields filled from `entries` (spoiled like the others). */
function filledPath(path: string, entries: Entry[], isRaw: boolean): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = entries.find(([entryName]) => entryName === name)?.[1] ?? "";
    const text = asText(value).slice(0, 2_000);
    return isRaw
      ? text.replaceAll("/", "%2F").replaceAll("?", "%3F").replaceAll("#", "%23")
      : percentEncode(text);
  });
}

/** The loader-data URL of a page, as the browser's router asks for it ('/' → '/_.data'). */
const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path.replace(/\/$/, "")}.data`);

/**
 * Malformed requests to `endpoint`: its fields kept, spoiled, dropped, duplicated or joined by
 * unknown ones; in the query string, a form, JSON or multipart, declared rightly or wrongly;
 * now and then with another method, or as a page's loader-data request.
 */
export function malformedRequests(endpoint: FuzzEndpoint): fc.Arbitrary<FuzzRequest> {
  const pathNames = new Set([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  return fc
    .record({
      entries: spoiledEntries(endpoint.fields),
      isRaw: fc.boolean(),
      isData: fc.boolean(),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(endpoint.method) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") },
      ),
    })
    .chain(({ entries, isRaw, isData, method }) => {
      const inPath = entries.filter(([name]) => pathNames.has(name));
      const rest = entries.filter(([name]) => !pathNames.has(name));
      let path = filledPath(endpoint.path, inPath, isRaw);
      if (endpoint.isPage && isData) path = dataPath(path);
      const hasBody = method !== "GET";
      const query = endpoint.takes === "query" || !hasBody ? queryString(rest, isRaw) : "";
      const url = query ? `${path}?${query}` : path;
      if (!hasBody) return fc.constant<FuzzRequest>({ method, path: url, headers: {} });
      return bodies(rest, endpoint.takes).map(([body, type]): FuzzRequest => ({
        method,
        path: url,
        headers: type === undefined ? {} : { "content-type": type },
        body: encoder.encode(body),
      }));
    });
}
