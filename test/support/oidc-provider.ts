import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

/** A person at the provider: their login there and the claims the provider vouches for. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
  groups: string[];
}

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or changes a person (the test's directory of the provider). */
  accounts: Map<string, ProviderAccount>;
  /** OIDC_* settings that point the service at this provider; `redirectUri` is the service's callback. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** The one client the local provider knows: a service started before it needs these to point at it. */
export const LOCAL_CLIENT = { clientId: "inventory", clientSecret: "a-test-client-secret-of-enough-length" };

/**
 * A real OpenID provider (the `oidc-provider` package) on `port` (else a free one) of 127.0.0.1, with one
 * confidential client. Its development login form signs in any known login with any password; consent is
 * taken as given, as an identity provider set up for one's own apps does.
 */
export async function startLocalProvider(redirectUris: string[], port = 0): Promise<LocalProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const { clientId, clientSecret } = LOCAL_CLIENT;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, response_types: ["code"] },
    ],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile", "groups"],
    claims: { email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? "openid"));
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: (extra = {}) => ({
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      ...extra,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
