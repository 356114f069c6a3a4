import fc from "fast-check";

/**
 * The largest text sent: longer than any field allows (5,000), yet most bodies stay under the
 * host's 64 KB limit once encoded, so they reach the routes.
 */
const hugeTextMaxLength = 12_000;

/** Characters PostgreSQL or a parser chokes on: NUL, other controls, lone surrogates. */
const nastyCharacter = fc.oneof(
  fc.constantFrom("\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\t", "\n", "\r", "\uFEFF"),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);

/** Texts that once broke something somewhere: SQL, paths, escapes, numbers as text. */
const notoriousText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "%00",
  "%",
  "%FF",
  "%ED%A0%80",
  "\\u0000",
  "' OR 1=1 --",
  '"; drop table product; --',
  "%_\\",
  "null",
  "undefined",
  "[object Object]",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "-0.0001",
  "1e308",
  "1e400",
  "99999999999999999999999",
  "0x1F",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "//evil.example",
  "javascript:alert(1)",
  "😀🧴",
  "LOR-1",
  "true",
);

/** Any text a hostile client might send: short, notorious, nasty characters, empty or huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: notoriousText },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.oneof(nastyCharacter, fc.string({ minLength: 1, maxLength: 1 })),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1_000, max: hugeTextMaxLength }),
        fc.constantFrom("a", "é", "\u0000"),
      )
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** Numbers a form or API did not expect: negative, fractional, enormous, not finite. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 1.5, 1e308, -1e308, 2 ** 53, 2 ** 64, Number.MAX_SAFE_INTEGER + 2),
);

/** Any JSON value of the wrong kind, nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;
