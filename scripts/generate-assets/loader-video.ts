/**
 * The loader clip (SPEC §2: shown until the first hero image loads): the monogram ring draws
 * itself, the wordmark settles in, then the tagline fades up. Frames are SVG rendered by sharp
 * and piped as raw RGB into Debian's ffmpeg for a VP9 WebM and an H.264 MP4.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { fonts } from "./fonts";
import { textPath } from "./font-outline";
import { monogram, wordmark } from "./logo";
import { palette, svgDocument } from "./svg-kit";

const size = 480;
const fps = 30;
const seconds = 3;
const tagline = "Luxury scents, redefined";

/** 0 before `from`, 1 after `to`, eased in between. */
function ease(t: number, from: number, to: number): number {
  const x = Math.min(1, Math.max(0, (t - from) / (to - from)));
  return x * x * (3 - 2 * x);
}

export function loaderFrameSvg(t: number): string {
  const wordOpacity = ease(t, 0.6, 1.5);
  const tagOpacity = ease(t, 1.5, 2.3);
  const body = [
    `<rect width="${size}" height="${size}" fill="${palette.ivory}"/>`,
    monogram({
      cx: 240,
      cy: 158,
      r: 44,
      ink: palette.gold,
      ring: ease(t, 0.05, 1.0),
      ringWidth: 1.6,
      letterOpacity: ease(t, 0.35, 1.0),
    }),
    `<g opacity="${wordOpacity.toFixed(3)}">${wordmark({
      cx: 240,
      baseline: 282,
      size: 54,
      ink: palette.espresso,
      accent: palette.gold,
      rule: ease(t, 1.1, 1.9),
      extraTracking: 0.22 * (1 - ease(t, 0.6, 1.7)),
    })}</g>`,
    `<path d="${textPath(fonts.serifItalic, tagline, { x: 240, y: 356 + 8 * (1 - tagOpacity), size: 26, anchor: "middle" })}" fill="${palette.espresso}" opacity="${(tagOpacity * 0.82).toFixed(3)}"/>`,
  ].join("");
  return svgDocument(size, size, "", body);
}

function requireFfmpeg(): void {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "ffmpeg is needed to encode the loader video but was not found on PATH. Install Debian's package: apt-get install ffmpeg",
    );
  }
}

function encode(frames: Buffer, args: string[], output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
    ];
    const ffmpeg = spawn(
      "ffmpeg",
      [...input, "-s", `${size}x${size}`, "-r", String(fps), "-i", "-", ...args, "-an", output],
      {
        stdio: ["pipe", "inherit", "pipe"],
      },
    );
    let stderr = "";
    ffmpeg.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed for ${output}: ${stderr}`)),
    );
    ffmpeg.stdin.end(frames);
  });
}

export async function writeLoaderVideo(brandDir: string): Promise<string[]> {
  requireFfmpeg();
  const count = fps * seconds;
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    frames.push(
      await sharp(Buffer.from(loaderFrameSvg(i / fps)))
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  const all = Buffer.concat(frames);
  const webm = join(brandDir, "loader.webm");
  const mp4 = join(brandDir, "loader.mp4");
  const poster = join(brandDir, "loader-poster.webp");
  await encode(
    all,
    [
      "-c:v",
      "libvpx-vp9",
      "-pix_fmt",
      "yuv420p",
      "-b:v",
      "0",
      "-crf",
      "36",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      // One thread and no muxer timestamps: the same frames give the same bytes, so a re-run
      // does not churn the committed file.
      "-threads",
      "1",
      "-fflags",
      "+bitexact",
    ],
    webm,
  );
  await encode(
    all,
    [
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "23",
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
    ],
    mp4,
  );
  await writeFile(
    poster,
    await sharp(Buffer.from(loaderFrameSvg(seconds)))
      .webp({ quality: 80 })
      .toBuffer(),
  );
  return [webm, mp4, poster];
}
