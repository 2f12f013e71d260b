import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";

/**
 * How a notifier's URL is stored (docs/notifications.md, "Secrets"): with NOTIFIER_SECRET_KEY, sealed with
 * AES-256-GCM bound to the notifier's id; without it, as written.
 */
export interface UrlSecret {
  seal(notifierId: string, url: string): string;
  /** The URL, or an Error when it is sealed and the key is missing or wrong. */
  open(notifierId: string, stored: string): string | Error;
}

const SEALED = "aes256gcm:";
const PLAIN = "plain:";

export function urlSecret(secret: string | undefined): UrlSecret {
  const key = secret ? scryptSync(secret, "shelfscan notifier url v1", 32) : undefined;
  return {
    seal(notifierId, url) {
      if (!key) return PLAIN + url;
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(notifierId));
      const sealed = Buffer.concat([cipher.update(url, "utf8"), cipher.final()]);
      return SEALED + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString("base64");
    },
    open(notifierId, stored) {
      if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
      if (!key) return new Error("the URL is encrypted and NOTIFIER_SECRET_KEY is not set");
      try {
        const bytes = Buffer.from(stored.slice(SEALED.length), "base64");
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
        decipher.setAAD(Buffer.from(notifierId));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return new Error("the URL cannot be decrypted with the configured NOTIFIER_SECRET_KEY");
      }
    },
  };
}
