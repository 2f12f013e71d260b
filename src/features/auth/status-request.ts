import { appPath } from "../../api/base-path";
/**
 * Asks /api/v1/status with plain fetch, so the bootstrap can start it while the sign-in code loads; auth-api.ts
 * parses the answer, keeping the contract out of the bootstrap.
 */
export function requestStatus(): Promise<unknown> {
  return fetch(appPath("/api/v1/status")).then(
    (res) => (res.ok ? res.json() : undefined),
    () => undefined,
  );
}
