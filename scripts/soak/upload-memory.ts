// `node --import tsx scripts/soak/upload-memory.ts`: decision 018's image figure, measured on the
// production build over PGlite — ten concurrent 40-megapixel PNG uploads, the server's
// resident memory before, at its peak, and each 10 s for a minute after.
import { setTimeout as sleep } from "node:timers/promises";
import { createTempDatabase } from "../bench/bench-databases";
import { freePort, startShopProcess } from "../bench/shop-process";
import { fortyMegapixelPng, makeAdmin, signInAdmin, uploadAtOnce } from "./admin-uploads";

const database = await createTempDatabase("pglite", "");
const env = { ...database.env, BETTER_AUTH_SECRET: "upload-memory" };
const password = await makeAdmin(database, env);
const shop = await startShopProcess(env, await freePort());
try {
  const cookie = await signInAdmin(shop.url, password);
  const png = await fortyMegapixelPng();
  const started = performance.now();
  const { statuses, beforeMb, peakMb } = await uploadAtOnce(shop, cookie, png, 10);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`10 uploads of ${(png.length / 1e6).toFixed(1)} MB PNGs in ${seconds} s:`);
  console.log(`  statuses ${statuses.join(" ")}; resident ${beforeMb} MB → peak ${peakMb} MB`);
  for (let second = 10; second <= 60; second += 10) {
    await sleep(10_000);
    console.log(`  after ${second} s: ${shop.residentMb()} MB`);
  }
} finally {
  await shop.stop();
  await database.drop();
}
