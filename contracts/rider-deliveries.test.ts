import { describe, expect, test } from "vitest";
import { assignmentMessage, collectText } from "./rider-deliveries";

describe("a rider's deliveries (decision 075)", () => {
  test("what to collect is the balance, or nothing once paid", () => {
    expect(collectText(2500)).toBe("Collect KSh 2,500");
    expect(collectText(0)).toBe("Paid — nothing to collect");
  });
  test("the timeline names the rider assigned, or says the rider was removed", () => {
    expect(assignmentMessage("Otieno Kamau")).toBe("Assigned to rider Otieno Kamau");
    expect(assignmentMessage(null)).toBe("Rider removed");
  });
});
