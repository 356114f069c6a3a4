import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The channel the catalogue triggers notify (migrations 0007 and 0015, decision 027). */
export const catalogChangedChannel = "catalog_changed";

/** The channel the shop_setting trigger notifies (migration 0023, decision 044). */
export const settingsChangedChannel = "settings_changed";

/**
 * The channel the product_size trigger notifies when a size back in stock has waiting
 * back-in-stock requests (migration 0035, docs/decisions/066-back-in-stock-alerts.md).
 */
export const backInStockDueChannel = "back_in_stock_due";

/** Called with a notification's payload text (`pg_notify(channel, payload)`). */
export type NotificationListener = (payload: string) => void;

/** Subscribes to a channel; resolves to an unsubscribe. */
export type Listen = (channel: string, listener: NotificationListener) => Promise<() => void>;

/** LISTEN and the resources behind it. */
export interface NotificationSource {
  listen: Listen;
  /** Ends the listening connection, if any. */
  close(): Promise<void>;
}

/**
 * LISTEN on an embedded PGlite: notifications reach this process only (DESIGN §10), which is all
 * an embedded shop has.
 */
export function pgliteNotifications(client: PGlite): NotificationSource {
  return {
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, listener);
      return () => void unlisten().catch(() => undefined);
    },
    close: async () => undefined,
  };
}

const reconnectDelayMs = 1_000;

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would lose its LISTENs
 * when returned), opened on the first subscription and reopened after a lost connection, so
 * every process hears what any process commits (DESIGN §6, live lists). Notifications sent while
 * the connection is down are lost; live lists refetch when their stream reconnects.
 */
export function postgresNotifications(url: string): NotificationSource {
  const listeners = new Map<string, Set<NotificationListener>>();
  let connection: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> =>
    (connection ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on("notification", ({ channel, payload }) => {
        for (const listener of listeners.get(channel) ?? []) listener(payload ?? "");
      });
      client.on("error", () => {
        connection = undefined;
        void client.end().catch(() => undefined);
        if (!closed) setTimeout(() => void relisten(), reconnectDelayMs).unref();
      });
      await client.connect();
      for (const channel of listeners.keys()) await client.query(`LISTEN ${quote(channel)}`);
      return client;
    })());

  const relisten = async () => {
    if (closed || listeners.size === 0) return;
    await connect().catch(() => {
      connection = undefined;
      setTimeout(() => void relisten(), reconnectDelayMs).unref();
    });
  };

  return {
    listen: async (channel, listener) => {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        const client = await connect();
        await client.query(`LISTEN ${quote(channel)}`);
      }
      channelListeners.add(listener);
      return () => void channelListeners.delete(listener);
    },
    close: async () => {
      closed = true;
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** A channel name as a quoted identifier (channels are ours, but never trust a string in SQL). */
function quote(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
