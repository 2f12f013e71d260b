/**
 * Asks /api/v1/status with nothing but fetch. The bootstrap (src/main.tsx) starts it before the
 * signed-out pages' code arrives, so both travel at once; auth-api.ts parses the answer with the
 * contract, which stays out of the bootstrap (and inside the sign-in bundle budget).
 */
export function requestStatus(): Promise<unknown> {
  return fetch("/api/v1/status").then(
    (res) => (res.ok ? res.json() : undefined),
    () => undefined,
  );
}
