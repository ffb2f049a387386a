import { describe, expect, it } from "vitest";
import { photoForKey, stepPhoto, swipeStep } from "./gallery-navigation";

describe("stepPhoto", () => {
  it("steps and wraps around both ends", () => {
    expect(stepPhoto(0, 1, 5)).toBe(1);
    expect(stepPhoto(4, 1, 5)).toBe(0);
    expect(stepPhoto(0, -1, 5)).toBe(4);
    expect(stepPhoto(2, -7, 5)).toBe(0);
    expect(stepPhoto(0, 1, 1)).toBe(0);
    expect(stepPhoto(3, 1, 0)).toBe(0);
  });
});

describe("photoForKey", () => {
  it("follows the reading direction", () => {
    expect(photoForKey("ArrowRight", 1, 5, "ltr")).toBe(2);
    expect(photoForKey("ArrowLeft", 1, 5, "ltr")).toBe(0);
    expect(photoForKey("ArrowLeft", 1, 5, "rtl")).toBe(2);
    expect(photoForKey("ArrowRight", 1, 5, "rtl")).toBe(0);
  });

  it("goes to the ends with Home and End and ignores other keys", () => {
    expect(photoForKey("Home", 3, 5, "rtl")).toBe(0);
    expect(photoForKey("End", 0, 5, "ltr")).toBe(4);
    expect(photoForKey("ArrowUp", 0, 5, "ltr")).toBeNull();
    expect(photoForKey("Enter", 0, 5, "ltr")).toBeNull();
    expect(photoForKey("ArrowRight", 0, 0, "ltr")).toBeNull();
  });
});

describe("swipeStep", () => {
  it("pulls the next photo in from the side the row runs to", () => {
    expect(swipeStep(-80, 5, "ltr")).toBe(1);
    expect(swipeStep(80, 5, "ltr")).toBe(-1);
    expect(swipeStep(80, 5, "rtl")).toBe(1);
    expect(swipeStep(-80, 5, "rtl")).toBe(-1);
  });

  it("ignores short and mostly vertical moves", () => {
    expect(swipeStep(20, 0, "ltr")).toBe(0);
    expect(swipeStep(60, 120, "rtl")).toBe(0);
  });
});
