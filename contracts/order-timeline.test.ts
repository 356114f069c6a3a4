import { expect, test } from "vitest";
import { completedSteps, timelineSteps } from "./order-timeline";

test("SPEC §4's timeline: confirmed 1 step … delivered 4; cancelled and pending none", () => {
  expect(timelineSteps).toEqual(["Order Confirmed", "Processing", "Shipped", "Delivered"]);
  expect(
    ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"].map(completedSteps),
  ).toEqual([0, 1, 2, 3, 4, 0]);
});
