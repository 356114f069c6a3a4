import { types, type PGlite, type Transaction } from "@electric-sql/pglite";

/** A type's text as PostgreSQL sends it. */
const asText = (value: string) => value;

/**
 * The types drizzle-orm's PGlite driver asks to be left as text with every query
 * (drizzle-orm/pglite/session.js): timestamps, intervals and dates, and arrays of numerics,
 * timestamps, intervals and dates; drizzle parses them itself.
 */
const textTypes: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = Parameters<PGlite["query"]>[2];

/**
 * True when `options` asks for exactly the text types and the client still leaves each of them
 * as text: the query's own parsers would change nothing.
 */
function asksForInstalledParsers(client: PGlite, options: QueryOptions): boolean {
  const parsers = options?.parsers;
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  return (
    oids.length === textTypes.length &&
    textTypes.every((oid) => oid in parsers && client.parsers[oid] === asText)
  );
}

/** `run`, called with the options' parsers left out when the client already has them. */
function withoutInstalledParsers<Run extends PGlite["query"]>(client: PGlite, run: Run): Run {
  return ((text, params, options) => {
    if (!asksForInstalledParsers(client, options)) return run(text, params, options);
    const { parsers: _installed, ...rest } = options!;
    return run(text, params, rest);
  }) as Run;
}

/**
 * A view of `client` for drizzle-orm. Drizzle passes the same nine parsers with every query and
 * PGlite merges them into a copy of its own ~320 on each one (about 0.13 ms a query on the bench
 * machine, decision 035). This installs them on the client once, as text parsers, and lets
 * drizzle's queries, in transactions too, leave them out: the rows are the same. Every other
 * member of the client is the client's own.
 */
export function withDrizzleParsersInstalled(client: PGlite): PGlite {
  for (const oid of textTypes) client.parsers[oid] = asText;
  const query = withoutInstalledParsers(client, client.query.bind(client));
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) => {
      const txQuery = withoutInstalledParsers(client, tx.query.bind(tx));
      return callback(
        new Proxy(tx, {
          get: (target, key: keyof Transaction) => (key === "query" ? txQuery : target[key]),
        }),
      );
    });
  return new Proxy(client, {
    get: (target, key, receiver) => {
      if (key === "query") return query;
      if (key === "transaction") return transaction;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
