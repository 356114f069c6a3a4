import { expect, test } from "vitest";
import { darajaPassword, darajaTimestamp } from "./daraja-password";

// Daraja's STK push documentation: shortcode 174379 with the sandbox passkey at 2016-02-16 16:56:27.
const passkey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";

test("the Password of Daraja's documented example", () => {
  expect(darajaPassword("174379", passkey, "20160216165627")).toBe(
    "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3",
  );
});

test("the Timestamp is Nairobi's clock (UTC+3), rolling the day over at midnight there", () => {
  expect(darajaTimestamp(new Date("2016-02-16T13:56:27Z"))).toBe("20160216165627");
  expect(darajaTimestamp(new Date("2026-12-31T21:30:05Z"))).toBe("20270101003005");
});
