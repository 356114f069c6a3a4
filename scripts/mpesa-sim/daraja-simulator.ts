// A stand-in for Safaricom's Daraja sandbox (decision 020), for development and tests on one
// machine: the token, STK push and STK query endpoints at Daraja's paths, with its request and
// answer shapes and error bodies, and the callback a real prompt ends with. It never reaches
// Safaricom; what a prompt does follows its phone number's last digit, what becomes of the push's
// answer its second-to-last digit (./outcomes.ts). C2B (Paybill payments) is ./c2b-simulator.ts.
import http from "node:http";
import { randomBytes, randomInt } from "node:crypto";
import {
  createC2bSimulator,
  darajaError,
  type SimulatorAnswer,
  type C2bRegistration,
  type SimulatedC2bPayment,
} from "./c2b-simulator";
import { answerOf, outcomeOf } from "./outcomes";
import { callbackOf, invalidField, type SimulatedPush, type StkPushBody } from "./stk-messages";

/** A running simulator. */
export interface DarajaSimulator {
  /** e.g. http://127.0.0.1:4010: the shop's MPESA_BASE_URL. */
  url: string;
  /** Every push accepted, oldest first. */
  pushes: readonly SimulatedPush[];
  /** Every C2B URL registration, oldest first; a payment goes to its shortcode's latest. */
  c2bRegistrations: readonly C2bRegistration[];
  /** Every Paybill payment made through `POST /simulate/c2b`, oldest first. */
  c2bPayments: readonly SimulatedC2bPayment[];
  /** Token requests answered so far. */
  readonly tokenRequests: number;
  /** Makes every token issued so far invalid (Daraja answers 401 until a new one is asked for). */
  expireTokens(): void;
  /** Stops listening and cancels callbacks not yet sent. */
  close(): Promise<void>;
}

/** Where and how fast the simulator answers; times in ms. */
export interface SimulatorOptions {
  port?: number;
  host?: string;
  /** From a push's answer to its callback (and to the query's result). */
  callbackDelayMs?: number;
  /** How long a 'slow response' push (last digit 9) waits before answering. */
  slowResponseMs?: number;
  /** How long a 'held' push (second-to-last digit 8) keeps its answer back. */
  heldAnswerMs?: number;
}

/** An HTTP answer, or none at all: the connection is dropped. */
type Answer = SimulatorAnswer & { isDropped?: true };

const droppedAnswer: Answer = { status: 0, body: undefined, isDropped: true };

const badRequest = (what: string) =>
  darajaError(400, "400.002.02", `Bad Request - Invalid ${what}`);

/**
 * Starts the simulator (default 127.0.0.1:4010, callbacks 1.5 s after a push, slow answers 3 s,
 * held answers 20 s).
 */
export async function startDarajaSimulator(
  options: SimulatorOptions = {},
): Promise<DarajaSimulator> {
  const {
    port = 4010,
    host = "127.0.0.1",
    callbackDelayMs = 1500,
    slowResponseMs = 3000,
    heldAnswerMs = 20_000,
  } = options;
  const tokens = new Set<string>();
  const c2b = createC2bSimulator();
  const pushes: SimulatedPush[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let tokenRequests = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const pause = (ms: number) => new Promise((resolve) => later(ms, () => resolve(null)));
  const sendCallback = (push: SimulatedPush) =>
    fetch(push.body.CallBackURL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(callbackOf(push)),
    }).catch((error: unknown) =>
      console.error(`mpesa-sim: callback not delivered: ${String(error)}`),
    );

  function issueToken(request: http.IncomingMessage, url: URL): Answer {
    const isBasic = /^Basic \S+/.test(request.headers.authorization ?? "");
    if (!isBasic || url.searchParams.get("grant_type") !== "client_credentials") {
      return darajaError(400, "400.008.01", "Invalid Authentication passed");
    }
    tokenRequests += 1;
    const token = randomBytes(14).toString("base64url");
    tokens.add(token);
    return { status: 200, body: { access_token: token, expires_in: "3599" } };
  }

  async function push(body: Partial<StkPushBody>): Promise<Answer> {
    const invalid = invalidField(body);
    if (invalid) return badRequest(invalid);
    const outcome = outcomeOf(String(body.PhoneNumber));
    if (outcome.isSlow) await pause(slowResponseMs);
    const accepted: SimulatedPush = {
      body: body as StkPushBody,
      merchantRequestId: `${randomInt(10_000, 99_999)}-${randomInt(1e7, 9e7)}-1`,
      checkoutRequestId: `ws_CO_${body.Timestamp}${randomInt(1e9, 9e9)}`,
      outcome,
      answer: answerOf(String(body.PhoneNumber)),
      endsAt: Date.now() + callbackDelayMs,
    };
    pushes.push(accepted);
    for (let sent = 0; sent < outcome.callbacks; sent += 1) {
      later(callbackDelayMs + sent * 50, () => void sendCallback(accepted));
    }
    // Accepted either way: only the answer is lost, as when a proxy or Safaricom stalls.
    if (accepted.answer === "dropped") return droppedAnswer;
    if (accepted.answer === "held") await pause(heldAnswerMs);
    return {
      status: 200,
      body: {
        MerchantRequestID: accepted.merchantRequestId,
        CheckoutRequestID: accepted.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      },
    };
  }

  function query(body: { CheckoutRequestID?: string }): Answer {
    const found = pushes.find((each) => each.checkoutRequestId === body.CheckoutRequestID);
    if (!found) return badRequest("CheckoutRequestID");
    if (found.outcome.neverEnds || Date.now() < found.endsAt) {
      return darajaError(500, "500.001.1001", "The transaction is being processed");
    }
    return {
      status: 200,
      body: {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: found.merchantRequestId,
        CheckoutRequestID: found.checkoutRequestId,
        ResultCode: String(found.outcome.resultCode),
        ResultDesc: found.outcome.resultDesc,
      },
    };
  }

  type Route = (body: never) => Answer | Promise<Answer>;
  /** Daraja's paths: a Bearer token first. */
  const darajaRoutes: Record<string, Route> = {
    "/mpesa/stkpush/v1/processrequest": push,
    "/mpesa/stkpushquery/v1/query": query,
    "/mpesa/c2b/v2/registerurl": c2b.register,
  };
  /** The simulator's own control paths: what a shopper does on the phone, no token. */
  const controlRoutes: Record<string, Route> = {
    "/simulate/c2b": c2b.pay,
    "/simulate/c2b/resend": c2b.resend,
  };

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? "/", "http://simulator");
    if (request.method === "GET" && url.pathname === "/oauth/v1/generate")
      return issueToken(request, url);
    const isPost = request.method === "POST";
    const control = isPost ? controlRoutes[url.pathname] : undefined;
    const route = control ?? (isPost ? darajaRoutes[url.pathname] : undefined);
    if (!route) return darajaError(404, "404.001.01", "Resource not found");
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!control && (!token || !tokens.has(token))) {
      return darajaError(401, "404.001.03", "Invalid Access Token");
    }
    let text = "";
    for await (const chunk of request) {
      text += String(chunk);
      if (text.length > 65_536) return badRequest("Request");
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return badRequest("JSON");
    }
    if (typeof body !== "object" || body === null) return badRequest("JSON");
    try {
      return await route(body as never);
    } catch {
      return badRequest("Request");
    }
  }

  const server = http.createServer((request, response) => {
    void answer(request).then(({ status, body, isDropped }) => {
      if (isDropped) return void response.destroy();
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    pushes,
    c2bRegistrations: c2b.registrations,
    c2bPayments: c2b.payments,
    get tokenRequests() {
      return tokenRequests;
    },
    expireTokens: () => tokens.clear(),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
