import type { LiveBus } from "./live-bus";
import type { LiveEvent } from "./live-channels";

/**
 * The in-process bus: events go straight to this process's subscribers. (Placeholder for the full
 * bus with Redis fan-out and gap repair.)
 */
export function createMemoryLiveBus(): LiveBus {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  return {
    publish(events) {
      for (const event of events) {
        for (const listener of listeners.get(event.channel) ?? []) listener(event);
      }
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(channel);
      };
    },
    close: async () => listeners.clear(),
  };
}
