/**
 * Where account code reads the time. Production uses the system clock; tests pass a clock they
 * can move, to reach idle and absolute session expiry or a code's expiry without waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
