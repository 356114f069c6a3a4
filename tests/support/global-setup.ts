import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openPostgres, wrapPglite } from "#server/db/client.ts";
import { postgresTemplateName, withAdminClient } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per test project and keeps it as a template, so each test file starts
 * from a copy instead of migrating its own (DESIGN §10): a PGlite data folder saved to a file, and
 * on the PostgreSQL leg a database that `CREATE DATABASE … TEMPLATE` copies (docs/decisions/028).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === "postgres") return makePostgresTemplate(project);
  const templatePath = path.join(os.tmpdir(), `loris-pglite-template-${process.pid}.tar`);
  const client = await createPglite();
  const handle = wrapPglite(client);
  await handle.migrate();
  fs.writeFileSync(templatePath, Buffer.from(await (await client.dumpDataDir()).arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", templatePath);
  return async () => fs.rmSync(templatePath, { force: true });
}

async function makePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = postgresTemplateName(project.name);
  const drop = () =>
    withAdminClient(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  await drop();
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 1 });
  await handle.migrate();
  // A template may have no connection open while it is copied.
  await handle.close();
  project.provide("postgresTemplate", name);
  return async () => void (await drop());
}
