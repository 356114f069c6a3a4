import pg from "pg";

/** Runs `run` on a client of the server at `url` (its maintenance connection), then closes it. */
export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated template database of one test project in this run: unique per run (the process
 * id), so runs side by side on one server never copy each other's.
 */
export function postgresTemplateName(projectName: string): string {
  return `loris_template_${projectName.replace(/[^a-z0-9]/gi, "_")}_${process.pid}`;
}
