/** CRC-32 (IEEE 802.3), as the ZIP format checks each entry's bytes with. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A file of a ZIP built by a test: its name (as stored, `../` and all) and bytes. */
export interface ZipFileSpec {
  name: string;
  bytes: Uint8Array;
}

/**
 * A ZIP (PKWARE APPNOTE 6.3: local headers, central directory, end record) of `files` stored
 * without compression, for tests of the import's ZIP reader: no maintained ZIP writer is a
 * dependency, and a stored ZIP is a few fixed headers.
 */
export function storedZip(files: readonly ZipFileSpec[]): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes } of files) {
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.byteLength, 18);
    local.writeUInt32LE(bytes.byteLength, 22);
    local.writeUInt16LE(fileName.byteLength, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(bytes.byteLength, 20);
    entry.writeUInt32LE(bytes.byteLength, 24);
    entry.writeUInt16LE(fileName.byteLength, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, fileName, Buffer.from(bytes));
    central.push(entry, fileName);
    offset += local.byteLength + fileName.byteLength + bytes.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  const zip = Buffer.concat([...parts, directory, end]);
  return new Uint8Array(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength));
}
