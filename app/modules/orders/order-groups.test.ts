import { describe, expect, it } from "vitest";
import { firstGroupWithOrders } from "./order-groups";

describe("firstGroupWithOrders (where /orders opens)", () => {
  it("opens the first tab that has orders", () => {
    expect(firstGroupWithOrders({ next: 0, current: 0, finished: 3, cancelled: 1 })).toBe("finished");
    expect(firstGroupWithOrders({ next: 0, current: 2, finished: 3, cancelled: 0 })).toBe("current");
    expect(firstGroupWithOrders({ next: 1, current: 2, finished: 0, cancelled: 0 })).toBe("next");
    expect(firstGroupWithOrders({ next: 0, current: 0, finished: 0, cancelled: 4 })).toBe("cancelled");
  });

  it("opens the first tab when there are no orders at all", () => {
    expect(firstGroupWithOrders({ next: 0, current: 0, finished: 0, cancelled: 0 })).toBe("next");
  });
});
