import { describe, expect, it } from "vitest";
import { detectUploadType } from "./file-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("detectUploadType", () => {
  it("knows JPEG, PNG, WebP and PDF by their first bytes", () => {
    expect(detectUploadType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(detectUploadType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectUploadType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
    expect(detectUploadType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses anything else, whatever its name would say", () => {
    expect(detectUploadType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectUploadType(bytes("MZ", 0x90, 0))).toBeNull();
    expect(detectUploadType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeNull();
    expect(detectUploadType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});
