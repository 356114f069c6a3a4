// A stand-in for Africa's Talking's SMS API, for development and tests on one machine: the
// messaging endpoint at its path (`POST /version1/messaging`, where the official `africastalking`
// SDK posts once AT_BASE_URL points it here), with its form fields, its 201 answer and its plain
// text errors. It never sends a text; it keeps what it would have sent (`GET /messages`). Control
// endpoints make the gateway fail (`POST /simulate/failures`) and a customer reply
// (`POST /simulate/incoming`, posted to the shop as Africa's Talking posts an incoming message).
import http from "node:http";
import { randomBytes, randomUUID } from "node:crypto";

/** One text the simulator accepted for one recipient. */
export interface SimulatedSms {
  /** International format, e.g. "+254712345678". */
  to: string;
  message: string;
  /** The sender ID or shortcode asked for; null when none was. */
  from: string | null;
  /** ISO 8601, when the simulator accepted it. */
  receivedAt: string;
}

/** A customer's text to the shop, e.g. STOP. */
export interface IncomingSms {
  /** The customer's number, e.g. "+254712345678". */
  from: string;
  text: string;
  /** The shortcode or sender ID texted; "Loris" when not given. */
  to?: string;
  /** Where to post it; the simulator's `incomingUrl` when not given. */
  url?: string;
}

/** A running simulator. */
export interface SmsSimulator {
  /** e.g. http://127.0.0.1:4020: the shop's AT_BASE_URL. */
  url: string;
  /** Every text accepted, one per recipient, oldest first. */
  messages: readonly SimulatedSms[];
  /** The next `count` messaging requests answer `status` (500 when not given) and send nothing. */
  failNext(count: number, status?: number): void;
  /**
   * Posts `incoming` to the shop as Africa's Talking's incoming-message callback (a form) and
   * resolves to the shop's HTTP status. Rejects when no URL is known or the shop is unreachable
   * (8 s at most).
   */
  sendIncoming(incoming: IncomingSms): Promise<number>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Where the simulator listens and where a customer's reply goes. */
export interface SmsSimulatorOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  /** The shop's incoming-message callback URL. */
  incomingUrl?: string;
}

/** An HTTP answer: a string is sent as text, anything else as JSON. */
interface Answer {
  status: number;
  body: unknown;
}

const maxBodyBytes = 65_536;
/** What Africa's Talking charges a sent text, in KES. */
const costPerMessage = 0.8;
const sentCost = `KES ${costPerMessage.toFixed(4)}`;
const isInternationalNumber = (number: string) => /^\+\d{10,15}$/.test(number);
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);
const textAnswer = (status: number, body: string): Answer => ({ status, body });
const jsonError = (status: number, error: string): Answer => ({ status, body: { error } });

/** Africa's Talking's message ID: "ATXid_" and 32 hex digits. */
const newMessageId = () => `ATXid_${randomBytes(16).toString("hex")}`;

/** Africa's Talking's callback time, "2026-11-28 10:00:00" (UTC). */
const callbackDate = (at: Date) => at.toISOString().replace("T", " ").slice(0, 19);

/** Starts the simulator (default 127.0.0.1:4020). */
export async function startSmsSimulator(options: SmsSimulatorOptions = {}): Promise<SmsSimulator> {
  const { port = 4020, host = "127.0.0.1", incomingUrl } = options;
  const messages: SimulatedSms[] = [];
  const failures = { count: 0, status: 500 };

  function failNext(count: number, status = 500) {
    failures.count = count;
    failures.status = status;
  }

  async function sendIncoming({ from, text, to = "Loris", url = incomingUrl }: IncomingSms) {
    if (!url) throw new Error("No incoming-message URL: pass `url` or start with `incomingUrl`");
    const date = callbackDate(new Date());
    const response = await fetch(url, {
      method: "POST",
      // As Africa's Talking posts it: a form, not JSON.
      body: new URLSearchParams({ from, to, text, date, id: randomUUID(), linkId: randomUUID() }),
      signal: AbortSignal.timeout(8_000),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** POST /version1/messaging: the form the SDK posts (username, to, message, from?). */
  function send(request: http.IncomingMessage, form: URLSearchParams): Answer {
    if (failures.count > 0) {
      failures.count -= 1;
      return textAnswer(failures.status, http.STATUS_CODES[failures.status] ?? "Error");
    }
    if (!request.headers.apikey?.toString().trim()) {
      return textAnswer(401, "The supplied authentication is invalid");
    }
    for (const field of ["username", "to", "message"]) {
      const missing = `Request is missing required form field '${field}'`;
      if (!form.get(field)) return textAnswer(400, missing);
    }
    const [to, message] = [form.get("to")!, form.get("message")!];
    const from = form.get("from") || null;
    const receivedAt = new Date().toISOString();
    const numbers = to.split(",").flatMap((each) => each.trim() || []);
    const recipients = numbers.map((number) => {
      const isSent = isInternationalNumber(number);
      if (isSent) messages.push({ to: number, message, from, receivedAt });
      return isSent
        ? { statusCode: 101, number, status: "Success", cost: sentCost, messageId: newMessageId() }
        : { statusCode: 403, number, status: "InvalidPhoneNumber", cost: "0", messageId: "None" };
    });
    const sent = recipients.filter((each) => each.statusCode === 101).length;
    // As Africa's Talking writes it: "Total Cost: 0" when nothing went out.
    const total = sent === 0 ? "0" : `KES ${(sent * costPerMessage).toFixed(4)}`;
    const summary = `Sent to ${sent}/${recipients.length} Total Cost: ${total}`;
    return { status: 201, body: { SMSMessageData: { Message: summary, Recipients: recipients } } };
  }

  /** GET /messages?to=…: what was sent, oldest first ("+" in the query may arrive as a space). */
  function listMessages(url: URL): Answer {
    const to = url.searchParams.get("to")?.trim().replace(/^\+/, "");
    const listed = messages.filter((each) => to === undefined || each.to === `+${to}`);
    return { status: 200, body: listed.map(({ to, message, from }) => ({ to, message, from })) };
  }

  /** POST /simulate/failures {count, status?}: see `failNext`. */
  function simulateFailures(body: Record<string, unknown>): Answer {
    const { count, status = 500 } = body;
    if (!isWholeNumber(count) || count < 0) return jsonError(400, "Invalid count");
    if (!isWholeNumber(status) || status < 400 || status > 599) {
      return jsonError(400, "Invalid status: 400 to 599");
    }
    failNext(count, status);
    return { status: 200, body: { count, status } };
  }

  /** POST /simulate/incoming {from, text, to?, url?}: see `sendIncoming`. */
  async function simulateIncoming(body: Record<string, unknown>): Promise<Answer> {
    const { from, text, to, url = incomingUrl } = body;
    if (typeof from !== "string" || !from) return jsonError(400, "Missing from");
    if (typeof text !== "string") return jsonError(400, "Missing text");
    if (to !== undefined && typeof to !== "string") return jsonError(400, "Invalid to");
    if (typeof url !== "string" || !/^https?:\/\/\S+$/.test(url)) {
      return jsonError(400, "No incoming-message URL: pass `url` or set SMS_SIM_INCOMING_URL");
    }
    try {
      const status = await sendIncoming({ from, text, url, ...(to ? { to } : {}) });
      return { status: 200, body: { delivered: true, status } };
    } catch (error) {
      // fetch's own message is "fetch failed"; its cause says why (ECONNREFUSED, a timeout).
      const why = error instanceof Error && error.cause ? error.cause : error;
      return { status: 502, body: { delivered: false, error: String(why) } };
    }
  }

  /** The request's body as text; undefined when it is larger than `maxBodyBytes`. */
  async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
    if (Number(request.headers["content-length"] ?? 0) > maxBodyBytes) return undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) return undefined;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? "/", "http://simulator");
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /messages") return listMessages(url);
    const controls = {
      "/simulate/failures": simulateFailures,
      "/simulate/incoming": simulateIncoming,
    };
    const control = controls[url.pathname as keyof typeof controls];
    const isMessaging = route === "POST /version1/messaging";
    if (!isMessaging && (request.method !== "POST" || !control))
      return textAnswer(404, "Not Found");
    const body = await readBody(request);
    if (body === undefined) return textAnswer(413, "Request body larger than 64 KB");
    if (isMessaging) return send(request, new URLSearchParams(body));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      return jsonError(400, "Invalid JSON");
    }
    if (typeof parsed !== "object" || parsed === null) return jsonError(400, "Invalid JSON");
    return control!(parsed as Record<string, unknown>);
  }

  const server = http.createServer((request, response) => {
    const answered = answer(request).catch(() => textAnswer(500, "Internal Server Error"));
    void answered.then(({ status, body }) => {
      const isText = typeof body === "string";
      response.writeHead(status, {
        "Content-Type": isText ? "text/plain; charset=utf-8" : "application/json",
        // A body left unread (413) would otherwise hold the connection.
        ...(status === 413 ? { Connection: "close" } : {}),
      });
      response.end(isText ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    messages,
    failNext,
    sendIncoming,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
