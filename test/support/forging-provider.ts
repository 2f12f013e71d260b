import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenID provider speaking the real protocol (discovery, JWKS, token endpoint) whose token endpoint
 * answers with whatever ID token the test asks for: a wrong nonce, another issuer or audience, an expired
 * one, another key's signature. The service must refuse each as it would a real provider's.
 */
export interface ForgingProvider {
  issuer: string;
  clientId: string;
  /** The claims of the next ID token, and the key it is signed with (the provider's own by default). */
  nextToken: () => { claims: Record<string, unknown>; key?: KeyObject };
  env(): Record<string, string>;
  close(): Promise<void>;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function signJwt(claims: Record<string, unknown>, key: KeyObject, kid = "k1"): string {
  const body = `${b64({ alg: "RS256", typ: "JWT", kid })}.${b64(claims)}`;
  return `${body}.${sign("sha256", Buffer.from(body), key).toString("base64url")}`;
}

export const newSigningKey = () => generateKeyPairSync("rsa", { modulusLength: 2048 });

export async function startForgingProvider(): Promise<ForgingProvider> {
  const { publicKey, privateKey } = newSigningKey();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const forging: ForgingProvider = {
    issuer,
    clientId: "inventory",
    nextToken: () => {
      throw new Error("the test set no ID token");
    },
    env: () => ({ OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: "inventory", OIDC_CLIENT_SECRET: "secret" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (value: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (url.pathname === "/jwks") {
      return json({ keys: [{ ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" }] });
    }
    if (url.pathname === "/token" && req.method === "POST") {
      req.resume();
      req.on("end", () => {
        const { claims, key } = forging.nextToken();
        json({
          access_token: "at",
          token_type: "Bearer",
          expires_in: 300,
          id_token: signJwt(claims, key ?? privateKey),
        });
      });
      return;
    }
    res.writeHead(404).end();
  });
  return forging;
}
