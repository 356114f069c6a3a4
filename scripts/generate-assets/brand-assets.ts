/** Logo files, favicon, app icon and the default link-preview image. */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { icoFromPngs } from "./ico";
import { iconSvg, logoSvg } from "./logo";
import { ogSvg } from "./og-art";
import { palette } from "./svg-kit";

export async function writeBrandAssets(publicDir: string): Promise<string[]> {
  const brand = join(publicDir, "media", "brand");
  const files: [string, Buffer | string][] = [
    [join(brand, "logo.svg"), logoSvg()],
    // For dark surfaces (footer, dark banners): ivory letters, the same gold rule.
    [join(brand, "logo-light.svg"), logoSvg(palette.ivory, palette.paleGold)],
    [
      join(brand, "icon-192.png"),
      await sharp(Buffer.from(iconSvg(192)))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ],
    [
      join(publicDir, "favicon.ico"),
      icoFromPngs(
        await Promise.all(
          [32, 16].map(async (size) => ({
            size,
            png: await sharp(Buffer.from(iconSvg(size)))
              .png({ compressionLevel: 9 })
              .toBuffer(),
          })),
        ),
      ),
    ],
    [
      join(brand, "og-default.jpg"),
      await sharp(Buffer.from(ogSvg())).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ],
  ];
  await Promise.all(files.map(([path, data]) => writeFile(path, data)));
  return files.map(([path]) => path);
}
