import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, toastDefaults } from "./toast-store";

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  vi.useRealTimers();
});

describe("toast", () => {
  it("takes a plain string with the seed's defaults", () => {
    toast("Bid submitted successfully");
    expect(getToasts()).toMatchObject([
      {
        message: "Bid submitted successfully",
        color: "primary",
        location: "bottom center",
        variant: "elevated",
        show: true,
      },
    ]);
    expect(toastDefaults).toMatchObject({ color: "primary", location: "bottom center", variant: "elevated" });
  });

  it("takes an object that overrides the defaults", () => {
    toast({ message: "x", color: "error", location: "top end", variant: "tonal" });
    expect(getToasts()[0]).toMatchObject({ color: "error", location: "top end", variant: "tonal" });
  });

  it("hides itself after its timeout", () => {
    vi.useFakeTimers();
    toast({ message: "bye", timeout: 1000 });
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1001);
    expect(getToasts()).toHaveLength(0);
  });
});
