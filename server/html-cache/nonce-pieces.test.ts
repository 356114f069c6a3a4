import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { cutAtNonce, deflatePieces, gzipWithNonce, withNonce } from "./nonce-pieces";

const rendered = Buffer.from(
  [
    '<html><head><script nonce="OLD+nonce/a==">loader()</script>',
    "<style>body{color:#2b2420}</style></head><body>",
    "<p>Oud Royale — KSh 4,500</p>".repeat(200),
    '<script nonce="OLD+nonce/a==">start()</script></body></html>',
  ].join(""),
);

describe("a kept page with each response's own nonce", () => {
  test("cuts the body where the render's nonce was and joins it with another", () => {
    const pieces = cutAtNonce(rendered, "OLD+nonce/a==");
    expect(pieces).toHaveLength(3);
    const served = Buffer.concat(withNonce(pieces, "NEW/nonce+b==")).toString();
    expect(served).not.toContain("OLD+nonce/a==");
    expect(served.match(/nonce="NEW\/nonce\+b=="/g)).toHaveLength(2);
    expect(served).toBe(rendered.toString().replaceAll("OLD+nonce/a==", "NEW/nonce+b=="));
  });

  test("a body without a nonce stays one piece", () => {
    expect(cutAtNonce(rendered, "")).toEqual([rendered]);
    expect(cutAtNonce(rendered, "absent-nonce")).toEqual([rendered]);
  });

  test("gzip made once from the pieces unpacks to the body with the new nonce", async () => {
    for (const nonce of ["OLD+nonce/a==", "absent-nonce"]) {
      const deflated = await deflatePieces(cutAtNonce(rendered, nonce));
      for (const fresh of ["NEW/nonce+b==", "c2Vjb25kIG5vbmNlIGhlcmU="]) {
        const body = withNonce(cutAtNonce(rendered, nonce), fresh);
        const gzipped = Buffer.concat(gzipWithNonce(deflated, body, fresh));
        expect(zlib.gunzipSync(gzipped)).toEqual(Buffer.concat(body));
      }
    }
  });

  test("a nonce at the very start or end, or twice in a row, still unpacks", async () => {
    const edges = Buffer.from("XYZ<p>between</p>XYZXYZ");
    const pieces = cutAtNonce(edges, "XYZ");
    expect(pieces.map(String)).toEqual(["", "<p>between</p>", "", ""]);
    const body = withNonce(pieces, "fresh");
    expect(String(Buffer.concat(body))).toBe("fresh<p>between</p>freshfresh");
    const gzipped = Buffer.concat(gzipWithNonce(await deflatePieces(pieces), body, "fresh"));
    expect(zlib.gunzipSync(gzipped)).toEqual(Buffer.concat(body));
  });

  test("compressed with the nonces between, the page is still about as small as gzip makes it", async () => {
    const deflated = await deflatePieces(cutAtNonce(rendered, "OLD+nonce/a=="));
    const body = withNonce(cutAtNonce(rendered, "OLD+nonce/a=="), "NEW/nonce+b==");
    const pieced = Buffer.concat(gzipWithNonce(deflated, body, "NEW/nonce+b==")).length;
    expect(pieced).toBeLessThan(zlib.gzipSync(Buffer.concat(body)).length * 1.1 + 64);
  });
});
