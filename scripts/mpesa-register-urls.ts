// npm run mpesa-register-urls: tells Daraja where to post the shop's Paybill payments (C2B,
// decision 056), from the shop's own configuration (MPESA_* and MPESA_CALLBACK_BASE_URL or
// PUBLIC_URL). Run once when going live; again only after the callback URL or secret changes.
import { parseConfig } from "#server/config.ts";
import { createDarajaClient } from "#server/payments/mpesa/daraja/daraja-client.ts";
import { DarajaError } from "#server/payments/mpesa/daraja/daraja-error.ts";

const { mpesa } = parseConfig(process.env);
if (!mpesa) {
  console.error(
    "M-PESA is not configured: set the MPESA_* variables (README, Paying with M-PESA).",
  );
  process.exit(1);
}
try {
  const registered = await createDarajaClient(mpesa).registerC2bUrls();
  console.log(
    `Daraja registered the C2B URLs of shortcode ${registered.shortCode} (${registered.description}):`,
  );
  console.log(`  confirmation  ${registered.confirmationUrl}`);
  console.log(`  validation    ${registered.validationUrl}`);
} catch (error) {
  if (!(error instanceof DarajaError)) throw error;
  const code = error.errorCode ? ` [${error.errorCode}]` : "";
  console.error(`Daraja refused the C2B URLs${code}: ${error.message}`);
  console.error(`  confirmation  ${mpesa.c2bConfirmationUrl}`);
  console.error(`  validation    ${mpesa.c2bValidationUrl}`);
  process.exit(1);
}
