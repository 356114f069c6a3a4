import { expect, test } from "vitest";
import { parseConfig } from "./config";

test("with nothing set, the shop runs on port 3000 with its embedded database", () => {
  const config = parseConfig({});
  expect(config).toMatchObject({
    port: 3000,
    publicUrl: "http://localhost:3000",
    databaseUrl: undefined,
  });
  expect(config.dataDir).toMatch(/\/data$/);
});

test("the public URL follows the port unless it is set", () => {
  expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  expect(parseConfig({ PUBLIC_URL: "https://loris.example/" }).publicUrl).toBe(
    "https://loris.example",
  );
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseConfig({ WHATSAPP_NUMBER: "+254 700" })).toThrow(/WHATSAPP_NUMBER/);
  expect(() => parseConfig({ SHIPPING_FEE_NAIROBI: "-5" })).toThrow(/SHIPPING_FEE_NAIROBI/);
});

test("TRUST_PROXY takes a hop count or proxy addresses", () => {
  expect(parseConfig({}).trustProxy).toBeUndefined();
  expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
});

test("WhatsApp orders wait 24 hours for their chat unless WHATSAPP_HOLD_HOURS says otherwise", () => {
  expect(parseConfig({}).whatsappHoldHours).toBe(24);
  expect(parseConfig({ WHATSAPP_HOLD_HOURS: "48" }).whatsappHoldHours).toBe(48);
  expect(() => parseConfig({ WHATSAPP_HOLD_HOURS: "0" })).toThrow(/WHATSAPP_HOLD_HOURS/);
  expect(() => parseConfig({ WHATSAPP_HOLD_HOURS: "1.5" })).toThrow(/WHATSAPP_HOLD_HOURS/);
});

test("abuse limits: 5 orders per address in 10 minutes, 10 units of a product", () => {
  expect(parseConfig({})).toMatchObject({
    orderRateLimit: 5,
    orderRateWindowMinutes: 10,
    orderMaxUnits: 10,
    loginFailureLimit: 5,
    loginAddressFailureLimit: 30,
  });
  const shop = parseConfig({ ORDER_RATE_LIMIT: "50", ORDER_MAX_UNITS: "3" });
  expect(shop).toMatchObject({ orderRateLimit: 50, orderMaxUnits: 3 });
  expect(() => parseConfig({ ORDER_MAX_UNITS: "100" })).toThrow(/ORDER_MAX_UNITS/);
  expect(() => parseConfig({ ORDER_RATE_WINDOW_MINUTES: "0" })).toThrow(
    /ORDER_RATE_WINDOW_MINUTES/,
  );
});

test("decision 029: 100 new guest carts per address in 60 minutes unless told otherwise", () => {
  expect(parseConfig({})).toMatchObject({
    guestCartRateLimit: 100,
    guestCartRateWindowMinutes: 60,
  });
  const shop = parseConfig({ GUEST_CART_RATE_LIMIT: "20", GUEST_CART_RATE_WINDOW_MINUTES: "5" });
  expect(shop).toMatchObject({ guestCartRateLimit: 20, guestCartRateWindowMinutes: 5 });
  expect(() => parseConfig({ GUEST_CART_RATE_LIMIT: "0" })).toThrow(/GUEST_CART_RATE_LIMIT/);
});

test("media stays in DATA_DIR/media until S3_BUCKET names a bucket", () => {
  expect(parseConfig({}).s3).toBeUndefined();
  expect(parseConfig({ S3_BUCKET: "loris-media" }).s3).toEqual({
    bucket: "loris-media",
    endpoint: undefined,
    region: "us-east-1",
    credentials: undefined,
    forcePathStyle: false,
    publicUrl: undefined,
  });
  const minio = parseConfig({
    S3_BUCKET: "loris-media",
    S3_ENDPOINT: "http://127.0.0.1:9000/",
    S3_REGION: "eu-west-1",
    S3_ACCESS_KEY_ID: "minio",
    S3_SECRET_ACCESS_KEY: "minio-secret",
    S3_FORCE_PATH_STYLE: "true",
    MEDIA_PUBLIC_URL: "https://media.loris.example/",
  });
  expect(minio.s3).toEqual({
    bucket: "loris-media",
    endpoint: "http://127.0.0.1:9000",
    region: "eu-west-1",
    credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
    forcePathStyle: true,
    publicUrl: "https://media.loris.example",
  });
});

test("a bucket half set up stops start-up naming what is wrong", () => {
  expect(() => parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
  expect(() => parseConfig({ MEDIA_PUBLIC_URL: "https://media.loris.example" })).toThrow(
    /S3_BUCKET/,
  );
  expect(() => parseConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
    /S3_SECRET_ACCESS_KEY/,
  );
  expect(() => parseConfig({ S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  expect(() => parseConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
    /S3_FORCE_PATH_STYLE/,
  );
  expect(parseConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "0" }).s3?.forcePathStyle).toBe(false);
});

test("one server process unless WEB_CONCURRENCY says more, which needs PostgreSQL", () => {
  expect(parseConfig({}).webConcurrency).toBe(1);
  const postgres = "postgres://loris@db.example/loris";
  expect(parseConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: postgres }).webConcurrency).toBe(4);
  expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrow(
    "WEB_CONCURRENCY: more than 1 process needs DATABASE_URL",
  );
  expect(() => parseConfig({ WEB_CONCURRENCY: "0", DATABASE_URL: postgres })).toThrow(
    "WEB_CONCURRENCY",
  );
});

test("the first start seeds the demo catalogue unless DEMO_CATALOGUE is false", () => {
  expect(parseConfig({}).demoCatalogue).toBe(true);
  expect(parseConfig({ DEMO_CATALOGUE: "false" }).demoCatalogue).toBe(false);
  expect(parseConfig({ DEMO_CATALOGUE: "no" }).demoCatalogue).toBe(false);
  expect(() => parseConfig({ DEMO_CATALOGUE: "none" })).toThrow(/DEMO_CATALOGUE/);
});
