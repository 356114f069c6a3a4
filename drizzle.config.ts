import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./server/db/schema.ts",
    "./server/db/perfume-schema.ts",
    "./server/db/product-image-schema.ts",
    "./server/db/order-schema.ts",
    "./server/db/mail-schema.ts",
    "./server/db/auth-schema.ts",
    "./server/db/cart-schema.ts",
    "./server/db/payment-schema.ts",
    "./server/db/limit-schema.ts",
    "./server/db/sms-schema.ts",
    "./server/db/settings-schema.ts",
    "./server/db/kept-figures-schema.ts",
    "./server/db/discount-schema.ts",
    "./server/db/returning-customer-schema.ts",
    "./server/db/marketing-schema.ts",
    "./server/db/staff-schema.ts",
    "./server/db/stock-movement-schema.ts",
    "./server/db/activity-schema.ts",
    "./server/db/return-schema.ts",
    "./server/db/delivery-schema.ts",
  ],
  out: "./server/db/migrations",
});
