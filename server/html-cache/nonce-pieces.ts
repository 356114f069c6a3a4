// A kept page carries a fresh CSP nonce in every response (decision 015), without compressing
// it again: its body is kept cut where its render's nonce was, and gzip's deflate stream is made
// of pieces that a stored (uncompressed) block holding the new nonce can join.
import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** `body` cut at each occurrence of `nonce` (128 random bits: it occurs nowhere else). */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, start)) {
    pieces.push(body.subarray(start, at));
    start = at + nonce.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * The body the pieces were cut from, with `nonce` where the old one was, as its parts in order:
 * written one after another, they send the page without copying it into a new buffer.
 */
export function withNonce(pieces: Buffer[], nonce: string): Buffer[] {
  if (pieces.length === 1) return pieces;
  const between = Buffer.from(nonce);
  return pieces.flatMap((piece, index) => (index > 0 ? [between, piece] : [piece]));
}

/**
 * Compresses each piece as a raw deflate stream ending on a byte boundary with nothing to refer
 * back to (Z_FULL_FLUSH; the last one finished), so that the pieces, with stored blocks between
 * them, are one deflate stream (RFC 1951 §3.2.4).
 */
export function deflatePieces(pieces: Buffer[]): Promise<Buffer[]> {
  const last = pieces.length - 1;
  return Promise.all(
    pieces.map((piece, index) =>
      deflateRaw(piece, {
        level: 9,
        finishFlush: index === last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
      }),
    ),
  );
}

/**
 * A gzip member (RFC 1952), as its parts in order, of the body whose parts are `body`
 * (`withNonce(pieces, nonce)`), from the pieces `deflatePieces` made: the nonce goes in stored
 * blocks, so a response costs a CRC, not a compression.
 * @throws RangeError when the nonce is longer than a stored block (64 KB).
 */
export function gzipWithNonce(deflated: Buffer[], body: Buffer[], nonce: string): Buffer[] {
  const stored = storedBlock(Buffer.from(nonce));
  const parts = [
    gzipHeader,
    ...deflated.flatMap((piece, index) => (index > 0 ? [stored, piece] : [piece])),
  ];
  let crc = 0;
  let length = 0;
  for (const part of body) {
    crc = zlib.crc32(part, crc);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(trailer);
  return parts;
}

/** A non-final stored deflate block holding `bytes`, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
