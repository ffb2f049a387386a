/** Stands in for the browser's EventSource in unit tests: the test plays the server's side. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  static latest = () => FakeEventSource.opened.at(-1)!;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  /** The query of the URL it was opened with. */
  get query() {
    return Object.fromEntries(new URL(this.url, "http://x").searchParams);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** Delivers a message as the server writes it (`serverTime` defaults to now). */
  send(type: string, data: object) {
    const message = { type, data: JSON.stringify({ serverTime: Date.now(), ...data }) };
    for (const listener of this.listeners.get(type) ?? []) listener(message as unknown as Event);
  }
  /** A lost connection: the browser reconnecting by itself, or giving up (`closed`). */
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : 0;
    this.onerror?.();
  }
}
