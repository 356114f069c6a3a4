import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

import {
  e2eDataDir,
  e2eMpesaSimPort,
  e2ePaybillNumber,
  e2ePort as port,
  e2eShopPhone,
  e2eShopPickup,
  e2eSmsSimPort,
  e2eWhatsappNumber,
} from "./e2e/e2e-port";
const baseURL = `http://localhost:${port}`;
// Any key and secret pass the simulator; the passkey is Daraja's sandbox example (decision 020).
const mpesaEnv = [
  `MPESA_BASE_URL=http://127.0.0.1:${e2eMpesaSimPort}`,
  "MPESA_CONSUMER_KEY=journeys",
  "MPESA_CONSUMER_SECRET=journeys",
  "MPESA_SHORTCODE=174379",
  "MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
  "MPESA_CALLBACK_SECRET=journeys-callback-secret-0123456789",
  `MPESA_PAYBILL_NUMBER=${e2ePaybillNumber}`,
  // The simulator holds a push's answer 8 s when asked (MPESA_SIM_HELD_ANSWER_MS): past this.
  "MPESA_TIMEOUT_MS=4000",
].join(" ");
// Debian's Chromium (DESIGN §8); Playwright's own download cannot be fetched on our machines.
// Its old headless shell, as Playwright itself runs headless Chromium, takes about half the CPU
// of the full browser; the full browser when the shell is not installed (decision 034).
// Decision 042: SMS go to the Africa's Talking simulator, through the official SDK.
const smsEnv = [
  "AT_USERNAME=sandbox",
  "AT_API_KEY=journeys",
  `AT_BASE_URL=http://127.0.0.1:${e2eSmsSimPort}`,
].join(" ");
const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) =>
  fs.existsSync(path),
);

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A long journey (register, order, log out, log in) takes 15 s alone on this 2-core machine;
  // CI shares it with other work, so a journey gets four times that before it counts as stuck.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A trace records every step's screenshots and page (a quarter of the journeys' time); on a
    // CI clone nobody opens it, and the list reporter prints a failure's error and steps.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: /\/lifecycle\.spec\.ts$|shop-settings|demo-catalogue-removal/,
      use: { ...devices["Pixel 7"], viewport: { width: 412, height: 915 } },
    },
    {
      // Every journey runs on the phone; at 1280×800 only those tagged @layout, since the rest
      // behave the same at both sizes (docs/decisions/028-ci-time.md).
      name: "desktop",
      grep: /@layout/,
      testIgnore: /shop-settings|demo-catalogue-removal/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Decision 044: a shop setting changed while other journeys run would change what they see,
    // so the Settings journey runs once they are done, on the phone.
    {
      name: "settings",
      testMatch: /shop-settings/,
      dependencies: ["phone", "desktop"],
      // One at a time, repeats included: each changes the shop's own fee.
      workers: 1,
      use: { ...devices["Pixel 7"], viewport: { width: 412, height: 915 } },
    },
    // Decision 061: removing the demo catalogue takes the products the other journeys shop
    // from, so it runs last of all.
    {
      name: "demo-removal",
      testMatch: /demo-catalogue-removal/,
      dependencies: ["settings"],
      use: { ...devices["Pixel 7"], viewport: { width: 412, height: 915 } },
    },
    // The server's own life: start, signal, restart; no page involved.
    { name: "server", testMatch: /\/lifecycle\.spec\.ts$/ },
  ],
  webServer: [
    {
      // The local Daraja simulator the shop's M-PESA prompts go to (decision 020).
      command: `MPESA_SIM_PORT=${e2eMpesaSimPort} MPESA_SIM_HELD_ANSWER_MS=8000 npm run mpesa-sim --silent`,
      // Daraja answers a token request without credentials 400: enough to know it is up.
      url: `http://127.0.0.1:${e2eMpesaSimPort}/oauth/v1/generate?grant_type=client_credentials`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // The local Africa's Talking simulator the shop's SMS go to (decision 042).
      command: `SMS_SIM_PORT=${e2eSmsSimPort} npm run sms-sim --silent`,
      url: `http://127.0.0.1:${e2eSmsSimPort}/messages`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // A production build on a fresh embedded database, seeded with the demo catalogue, with
      // M-PESA and SMS pointed at the simulators, gift wrapping priced (decision 071) and a shop
      // to pick orders up at (decision 077).
      command: `rm -rf ${e2eDataDir} && DATA_DIR=${e2eDataDir} PORT=${port} PUBLIC_URL=${baseURL} AUTH_RATE_LIMIT=200 ORDER_RATE_LIMIT=100000 GUEST_CART_RATE_LIMIT=100000 WHATSAPP_NUMBER=${e2eWhatsappNumber} SHOP_PHONE='${e2eShopPhone}' GIFT_WRAPPING_PRICE=250 SHOP_ADDRESS='${e2eShopPickup.address}' OPENING_HOURS='${e2eShopPickup.openingHours}' ${mpesaEnv} ${smsEnv} LOG_LEVEL=warn npm start --silent`,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "pipe",
    },
  ],
});
