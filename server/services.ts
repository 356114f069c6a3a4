import type { Logger } from "pino";
import { createContext, type RouterContextProvider } from "react-router";
import type { Auth } from "./accounts/auth";
import type { CatalogueReads } from "./catalog/catalogue-reads";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Listen } from "./db/notifications";
import type { MediaStore } from "./media/media-store";
import type { DarajaClient } from "./payments/mpesa/daraja/daraja-client";
import type { SettingsStore } from "./settings/settings-store";

/** What every loader and action may use, handed over through the router context (DESIGN §3). */
export interface AppServices {
  db: Db;
  config: Config;
  /**
   * The shop settings in force (decision 044): the numbers, delivery fees, Paybill or Till,
   * low-stock threshold and alerts staff change in the admin, over the environment's defaults.
   */
  settings: SettingsStore;
  log: Logger;
  /** Signs cookies (server/auth-secret.ts). */
  secret: string;
  /** Better Auth: accounts and sessions (server/accounts/auth.ts). */
  auth: Auth;
  /** Home's grids and the category cards, kept until the catalogue changes (decision 022). */
  catalogue: CatalogueReads;
  /** LISTEN/NOTIFY of the database (server/db/notifications.ts): live lists subscribe here. */
  listen: Listen;
  /** Where uploaded product images are kept: DATA_DIR/media or the S3 bucket (decision 021). */
  media: MediaStore;
  /** Aborts when the server begins to shut down: long-lived responses (event streams) end. */
  shutdown: AbortSignal;
  /** Asks the mail worker to send the outbox now; without it mail goes at its next pass. */
  kickMail?: () => void;
  /** Asks this process's SMS worker to send the outbox now (decision 042). */
  kickSms?: () => void;
  /** Safaricom's Daraja API (decision 020); undefined when M-PESA is not configured. */
  daraja?: DarajaClient;
  /** Asks this process's M-PESA prompt sender to send the queued prompts now (decision 020). */
  kickPrompts?: () => void;
}

/** The router-context key under which the host puts AppServices. */
export const servicesContext = createContext<AppServices>();

/** The AppServices of this request. */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
