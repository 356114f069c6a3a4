import type { Server } from "node:http";
import type { Express } from "express";

/** `host` listening on a free port of 127.0.0.1: its server and origin ("http://127.0.0.1:…"). */
export async function listenLocally(host: Express): Promise<{ server: Server; origin: string }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = host.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}
