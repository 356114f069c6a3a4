/** The logo as a PNG for e-mail clients, which do not render SVG. */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { logoSvg } from "./logo";
import { palette } from "./svg-kit";

/**
 * Writes `media/brand/logo-email.png`: the header logo at 2× (516×168 px, shown at 258×84) on
 * ivory, the e-mail's own background, so it stays legible where a client darkens the page.
 */
export async function writeEmailLogo(publicDir: string): Promise<string> {
  const file = join(publicDir, "media", "brand", "logo-email.png");
  const png = await sharp(Buffer.from(logoSvg()), { density: 144 })
    .flatten({ background: palette.ivory })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(file, png);
  return file;
}
