import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, wrapPglite } from "#server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite and saves its data folder, so each test file starts from a
 * copy instead of a 5-second fresh start (DESIGN §10).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const templatePath = path.join(os.tmpdir(), `loris-pglite-template-${process.pid}.tar`);
  const client = await createPglite();
  const handle = wrapPglite(client);
  await handle.migrate();
  fs.writeFileSync(templatePath, Buffer.from(await (await client.dumpDataDir()).arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", templatePath);
  return () => fs.rmSync(templatePath, { force: true });
}
