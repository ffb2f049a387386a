import { describe, expect, it } from "vitest";
import { auctionChannel, decodeCursor, encodeCursor, isLiveChannel, userChannel } from "./live-channels";

const userId = "0b9d6f3e-2a41-4c8e-9f1a-5d7c3b2e1a00";

describe("live cursors", () => {
  it("encodes channels in a stable order, whatever order they were set in", () => {
    const cursor = { [userChannel(userId)]: 3, [auctionChannel(13)]: 0, [auctionChannel(12)]: 57 };
    expect(encodeCursor(cursor)).toBe(`a:12=57,a:13=0,u:${userId}=3`);
    expect(encodeCursor({})).toBe("");
  });

  it("decodes what it encodes", () => {
    const cursor = { "a:12": 57, "a:13": 0, [`u:${userId}`]: 3 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("drops malformed parts and keeps the rest", () => {
    expect(decodeCursor("a:12=5,a:0=1,a:x=2,b:1=3,a:13=-1,a:14=1.5,a:15=07,a:16=,=4,a:17=9")).toEqual({
      "a:12": 5,
      "a:17": 9,
    });
    expect(decodeCursor(`u:${userId.toUpperCase()}=1`)).toEqual({});
  });

  it("ignores empty, missing and oversized cursors", () => {
    expect(decodeCursor(null)).toEqual({});
    expect(decodeCursor(undefined)).toEqual({});
    expect(decodeCursor("")).toEqual({});
    expect(decodeCursor(`a:1=1,${"a:2=2,".repeat(800)}`)).toEqual({});
  });

  it("recognises channel names", () => {
    expect(isLiveChannel("a:1")).toBe(true);
    expect(isLiveChannel(`u:${userId}`)).toBe(true);
    expect(isLiveChannel("a:01")).toBe(false);
    expect(isLiveChannel("u:someone")).toBe(false);
  });
});
