import { randomBytes, scrypt, timingSafeEqual, createHash } from "node:crypto";

const N = 16384;
const KEYLEN = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$salt$hash`, all base64: a slow salted hash (docs/spec/contract.md, "Authentication"). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const key = await derive(password, Buffer.from(salt, "base64"));
  const expected = Buffer.from(hash, "base64");
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_HASH = `scrypt$${N}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEYLEN).toString("base64")}`;

/** Tokens are stored only as SHA-256 hashes. */
export const hashToken = (raw: string) => createHash("sha256").update(raw).digest("hex");

export const newToken = () => randomBytes(24).toString("base64url");
