/** The port the journeys' server listens on (E2E_PORT, default 3100): two runs can share a machine. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** The journeys' server address. */
export const e2eOrigin = `http://localhost:${e2ePort}`;

/** The origin escaped for use inside a RegExp. */
export const e2eOriginPattern = e2eOrigin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The journeys' server data folder (fresh for each run). */
export const e2eDataDir = `data/e2e-${e2ePort}`;

/** The shop's WhatsApp number in the journeys. */
export const e2eWhatsappNumber = "254711222333";

/** The shop's phone number in the journeys (set, so the server starts without its placeholder notice). */
export const e2eShopPhone = "+254 711 222 333";

/** Where and when the journeys' shop hands over orders picked up there (decision 077). */
export const e2eShopPickup = {
  address: "Shop 4, Sarit Centre, Westlands",
  openingHours: "Mon-Sat 9am-7pm",
};

/** The Daraja simulator's port in the journeys, beside the shop's. */
export const e2eMpesaSimPort = e2ePort + 1;

/** The shop's Paybill in the journeys, shown for paying by hand (decision 020). */
export const e2ePaybillNumber = "522522";

/** The Africa's Talking simulator's port in the journeys (npm run sms-sim), beside the shop's. */
export const e2eSmsSimPort = e2ePort + 2;
