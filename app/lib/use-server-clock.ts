import { useEffect, useState } from "react";
import { readPublicConfig } from "./public-config";

/**
 * The server's clock in the browser: starts from the time the page was rendered, then corrects
 * the browser's skew against /api/v1/meta (half the round trip counted as transit).
 */
export function useServerOffset(renderedAt: string): number {
  const [offset, setOffset] = useState(() => Date.parse(renderedAt) - Date.now());
  useEffect(() => {
    let cancelled = false;
    // One plain request rather than the page's HTTP client (ofetch, 4 KiB gzipped, which pages that
    // only count down need not load) and one attempt: a retried sample would count the retries as
    // transit time and skew the clock.
    const t0 = Date.now();
    fetch(`${readPublicConfig().api_base_url}/meta`, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    })
      .then((res) => {
        if (!res.ok) throw new Error(`/meta answered ${res.status}`);
        return res.json() as Promise<{ serverTime: string }>;
      })
      .then((body) => {
        if (cancelled) return;
        const t1 = Date.now();
        setOffset(Date.parse(body.serverTime) - (t0 + t1) / 2);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  return offset;
}

export function useNow(offset: number, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), everyMs);
    return () => window.clearInterval(timer);
  }, [offset, everyMs]);
  return now;
}
