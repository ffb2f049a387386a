import { request, type IncomingHttpHeaders } from "node:http";

/** One message of an event stream: its fields, or a comment line. */
export type SseFrame = { id?: string; event?: string; data?: string; retry?: string; comment?: string };

export type SseStream = {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every message so far, in order; grows as the server writes. */
  frames: SseFrame[];
  /** The whole body read so far (for answers that are not streams). */
  body: () => string;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
};

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    else {
      const at = line.indexOf(":");
      const field = line.slice(0, at) as keyof SseFrame;
      frame[field] = line.slice(at + 1).replace(/^ /, "");
    }
  }
  return frame;
}

/** Opens `url` as an event stream (a plain HTTP GET read as it arrives, like EventSource). */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream", ...headers } }, (res) => {
      res.setEncoding("utf8");
      let text = "";
      let pending = "";
      const frames: SseFrame[] = [];
      res.on("data", (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end;
        while ((end = pending.indexOf("\n\n")) >= 0) {
          frames.push(parseFrame(pending.slice(0, end)));
          pending = pending.slice(end + 2);
        }
      });
      const ended = new Promise<void>((done) => res.on("close", done));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        body: () => text,
        ended,
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
