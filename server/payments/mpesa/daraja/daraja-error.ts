/**
 * Daraja refused a request or could not be reached (decision 020): `status` is the HTTP status (0
 * when no answer came: refused connection, timeout), `errorCode` Daraja's own code when it sent
 * one (e.g. '400.002.02', '404.001.03').
 */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = "DarajaError";
  }
}
