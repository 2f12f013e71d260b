/**
 * A new batch id for `X-Batch-Id`: 32 hex digits from the platform's random source (`crypto.randomUUID`
 * is missing on plain-HTTP origins other than localhost, where a self-hosted instance may well run).
 */
export function newBatchId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
