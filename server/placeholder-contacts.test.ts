import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { recordingLog } from "#tests/support/recording-log.ts";
import { parseConfig } from "./config";
import { warnOfPlaceholderContacts } from "./placeholder-contacts";
import { shopSettingValuesOf } from "./settings/shop-setting-values";

/** What start-up prints about the contact numbers for this environment: log entries and terminal. */
function startUpNotice(env: NodeJS.ProcessEnv) {
  const { log, entries } = recordingLog();
  let terminal = "";
  const stderr = new Writable({
    write(chunk: Buffer, _encoding, done) {
      terminal += chunk.toString();
      done();
    },
  });
  warnOfPlaceholderContacts(shopSettingValuesOf(parseConfig(env).settingDefaults), log, stderr);
  return { entries, terminal };
}

test("a shop started without WHATSAPP_NUMBER and SHOP_PHONE is warned, in the log and framed", () => {
  const { entries, terminal } = startUpNotice({});
  expect(entries).toEqual([
    expect.objectContaining({ level: 40, placeholders: ["WHATSAPP_NUMBER", "SHOP_PHONE"] }),
  ]);
  expect(entries[0]?.msg).toMatch(
    /WHATSAPP_NUMBER, SHOP_PHONE\. Set them in the admin's Settings or the environment/,
  );
  const lines = terminal.trimEnd().split("\n");
  expect(lines[0]).toMatch(/^!{20,}$/);
  expect(lines.at(-1)).toBe(lines[0]);
  expect(terminal).toContain("Placeholder contact numbers: shoppers cannot reach this shop.");
  expect(terminal).toContain("WHATSAPP_NUMBER=254700000000");
  expect(terminal).toContain("SHOP_PHONE=+254 700 000 000");
  expect(terminal).toContain(
    'WHATSAPP_NUMBER=254712345678 SHOP_PHONE="+254 712 345 678" npm start',
  );
});

test("only the variable still at its placeholder is named", () => {
  const { entries, terminal } = startUpNotice({ WHATSAPP_NUMBER: "254712345678" });
  expect(entries.map((entry) => entry.placeholders)).toEqual([["SHOP_PHONE"]]);
  expect(terminal).toContain("SHOP_PHONE=+254 700 000 000");
  expect(terminal).not.toContain("WHATSAPP_NUMBER=254700000000");
});

test("a shop with both numbers set starts quietly", () => {
  const notice = startUpNotice({ WHATSAPP_NUMBER: "254712345678", SHOP_PHONE: "+254 712 345 678" });
  expect(notice).toEqual({ entries: [], terminal: "" });
});

test("setting a variable to the placeholder itself still warns", () => {
  const { entries } = startUpNotice({
    WHATSAPP_NUMBER: "254700000000",
    SHOP_PHONE: "0712 345 678",
  });
  expect(entries.map((entry) => entry.placeholders)).toEqual([["WHATSAPP_NUMBER"]]);
});
