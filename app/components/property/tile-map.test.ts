import { describe, expect, it } from "vitest";
import { project, tileSource } from "./tile-map";

describe("the property map's tile arithmetic", () => {
  it("projects as the tile servers do (Web Mercator, 256-pixel tiles)", () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(project(0, -180, 1)).toEqual({ x: 0, y: 256 });
    // The tile numbers of OpenStreetMap's own formula (its wiki's "Slippy map tilenames").
    const osmTile = (latitude: number, longitude: number, zoom: number) => {
      const n = 2 ** zoom;
      const rad = (latitude * Math.PI) / 180;
      return [
        Math.floor(((longitude + 180) / 360) * n),
        Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
      ];
    };
    for (const [latitude, longitude, zoom] of [
      [24.7113, 46.6744, 16], // Riyadh
      [21.4225, 39.8262, 17], // Makkah
      [26.28579, 50.18489, 16], // Al Khobar
      [-33.8568, 151.2153, 12],
    ] as const) {
      const { x, y } = project(latitude, longitude, zoom);
      expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual(osmTile(latitude, longitude, zoom));
    }
    expect(osmTile(24.7113, 46.6744, 16)).toEqual([41264, 28123]);
    // The poles are clamped rather than infinite.
    expect(Number.isFinite(project(90, 0, 3).y)).toBe(true);
  });

  it("fills a tile URL template, wrapping x around the world", () => {
    const osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
    expect(tileSource(osm, 3, 5, 2)).toBe("https://tile.openstreetmap.org/3/5/2.png");
    expect(tileSource(osm, 3, -1, 2)).toBe("https://tile.openstreetmap.org/3/7/2.png");
    expect(tileSource(osm, 3, 9, 2)).toBe("https://tile.openstreetmap.org/3/1/2.png");
    expect(tileSource("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 2, 1, 1)).toBe(
      "https://c.tiles.example/2/1/1.png",
    );
  });
});
