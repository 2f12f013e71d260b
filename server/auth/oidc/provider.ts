import * as client from "openid-client";
import type { OidcConfig } from "./config";

/** The provider's metadata by issuer: read once, read again after a failed attempt (the provider was down). */
const discovered = new Map<string, Promise<client.Configuration>>();

function providerOf(config: OidcConfig): Promise<client.Configuration> {
  const key = `${config.issuerUrl}|${config.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(config.issuerUrl);
    // The ID token's signature is checked too, not only the TLS connection it came over: a provider reached
    // over plain http (allowed only when the operator configured such an issuer) could be impersonated.
    const execute = [client.enableNonRepudiationChecks];
    if (issuer.protocol === "http:") execute.push(client.allowInsecureRequests);
    found = client.discovery(issuer, config.clientId, config.clientSecret || undefined, undefined, { execute });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** What a sign-in must remember until its callback. */
export interface Challenge {
  url: URL;
  state: string;
  verifier: string;
  nonce: string;
}

/** The provider's authorization URL for a code flow with PKCE (S256), a state and a nonce. */
export async function authorizationUrl(config: OidcConfig, redirectUri: string): Promise<Challenge> {
  const provider = await providerOf(config);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: config.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url, state, verifier, nonce };
}

/**
 * Exchanges the callback's code and checks the ID token (signature, issuer, audience, expiry, nonce) as
 * openid-client does; its claims, or a thrown error for anything that does not hold.
 */
export async function redeemCode(
  config: OidcConfig,
  callbackUrl: URL,
  expected: { state: string; verifier: string; nonce: string },
): Promise<client.IDToken> {
  const provider = await providerOf(config);
  const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.verifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider answered without an ID token.");
  // Some providers (Authelia's default) put e-mail and groups only in the userinfo answer.
  if (!provider.serverMetadata().userinfo_endpoint) return claims;
  const info = await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
  // What the signed ID token says wins over the userinfo answer.
  return { ...info, ...claims };
}
