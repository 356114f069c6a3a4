// npm run mpesa-sim: the local Daraja simulator (decision 020) at 127.0.0.1:MPESA_SIM_PORT (4010).
import { startDarajaSimulator } from "./daraja-simulator";
import { answersBySecondToLastDigit, outcomesByLastDigit } from "./outcomes";

const port = Number(process.env.MPESA_SIM_PORT ?? 4010);
const heldAnswerMs = Number(process.env.MPESA_SIM_HELD_ANSWER_MS ?? 20_000);
const simulator = await startDarajaSimulator({ port, heldAnswerMs });
console.log(`Daraja simulator at ${simulator.url} (any consumer key and secret).`);
console.log("A prompt's outcome follows the phone number's last digit:");
for (const [digit, outcome] of Object.entries(outcomesByLastDigit)) {
  console.log(`  …${digit}  ${outcome.name}`);
}
console.log(
  "Its second-to-last digit decides the push's answer (the push is accepted either way):",
);
for (const [digit, answer] of Object.entries(answersBySecondToLastDigit)) {
  const what = answer === "held" ? `held back ${heldAnswerMs} ms` : "connection dropped, no answer";
  console.log(`  …${digit}x ${what}`);
}
console.log(`Paybill payments (C2B), once the shop registered its URLs (npm run mpesa-register-urls):
  curl -X POST ${simulator.url}/simulate/c2b -H 'Content-Type: application/json' \\
    -d '{"account":"<payment reference>","amount":9000,"phone":"0712345678"}'
  and to deliver its confirmation again: POST /simulate/c2b/resend {"TransID":"…"}`);
console.log(`Start the shop beside it with, for example:
  MPESA_BASE_URL=${simulator.url} MPESA_CONSUMER_KEY=dev MPESA_CONSUMER_SECRET=dev \\
  MPESA_SHORTCODE=174379 MPESA_PASSKEY=dev-passkey \\
  MPESA_CALLBACK_SECRET=$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))") \\
  MPESA_PAYBILL_NUMBER=174379 npm start`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
}
