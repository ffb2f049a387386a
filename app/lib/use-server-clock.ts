import { useEffect, useState } from "react";

/**
 * The server's clock in the browser: starts from the time the page was rendered, then corrects
 * the browser's skew against /api/v1/meta (half the round trip counted as transit).
 */
export function useServerOffset(renderedAt: string): number {
  const [offset, setOffset] = useState(() => Date.parse(renderedAt) - Date.now());
  useEffect(() => {
    let cancelled = false;
    let t0 = 0;
    // The client is loaded on demand (pages that only count down need not carry it on first load);
    // the clock starts once it is here. One attempt: a retried sample would count the retries as
    // transit time and skew the clock.
    import("./api-client")
      .then(({ apiClient }) => {
        t0 = Date.now();
        return apiClient()<{ serverTime: string }>("/meta", { cache: "no-store", retry: 0 });
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
