import net from "node:net";

/** A TCP relay to a server, whose link a test can cut and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones, as a server gone down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Relays 127.0.0.1:{port} to `target` byte for byte (e.g. PostgreSQL's wire protocol), so a
 * test can take a real server away from the code under test and bring it back.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, cut: stop, restore: () => listen(port), close: stop };
}
