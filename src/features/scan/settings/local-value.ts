import { useSyncExternalStore } from "react";
import type { z } from "zod";

export interface LocalValue<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * One value per browser in localStorage, parsed with `schema` so an old or hand-written value reads as
 * the fallback; cached so `get` is a stable snapshot.
 */
export function createLocalValue<T>(key: string, schema: z.ZodType<T>, fallback: T): LocalValue<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | undefined;

  function read(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage blocked (privacy mode): behave as if nothing was saved
    }
  }

  function get(): T {
    const raw = read();
    if (cached && cached.raw === raw) return cached.value;
    let value = fallback;
    if (raw !== null) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) value = parsed.data;
      } catch {
        /* not JSON: the fallback */
      }
    }
    cached = { raw, value };
    return value;
  }

  return {
    get,
    set(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        /* storage full or blocked: the change lasts until reload only */
        cached = { raw: read(), value };
      }
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab saved a change: show it here too.
      const onStorage = (e: StorageEvent) => e.key === key && listener();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export function useLocalValue<T>(store: LocalValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
