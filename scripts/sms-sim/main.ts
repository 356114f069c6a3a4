// npm run sms-sim: the local Africa's Talking SMS simulator at 127.0.0.1:SMS_SIM_PORT (4020).
import { startSmsSimulator } from "./africas-talking-simulator";

const port = Number(process.env.SMS_SIM_PORT ?? 4020);
const incomingUrl = process.env.SMS_SIM_INCOMING_URL || undefined;
const simulator = await startSmsSimulator({ port, ...(incomingUrl ? { incomingUrl } : {}) });
const { url } = simulator;
console.log(`Africa's Talking SMS simulator at ${url} (any username, any non-empty API key).`);
console.log(`Start the shop beside it with, for example:
  AT_USERNAME=sandbox AT_API_KEY=dev AT_BASE_URL=${url} npm start`);
console.log(`The texts it would have sent, oldest first (%2B is the "+"):
  curl ${url}/messages
  curl '${url}/messages?to=%2B254712345678'`);
console.log(`Make the gateway fail the next 2 sends with 500:
  curl -X POST ${url}/simulate/failures -H 'Content-Type: application/json' \\
    -d '{"count":2,"status":500}'`);
// Without SMS_SIM_INCOMING_URL, each reply names the shop's URL itself.
const where = incomingUrl ?? "the url it names";
const urlField = incomingUrl
  ? ""
  : `,"url":"http://127.0.0.1:3000/sms/incoming/<AT_CALLBACK_SECRET>"`;
console.log(`A customer texts STOP back, posted to ${where} as Africa's Talking posts it:
  curl -X POST ${url}/simulate/incoming -H 'Content-Type: application/json' \\
    -d '{"from":"+254712345678","text":"STOP"${urlField}}'`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
}
