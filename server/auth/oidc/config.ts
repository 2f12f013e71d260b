import type { Role } from "../../http/api";

/** OpenID Connect sign-in (README, "Single sign-on and proxies"); absent while OIDC_ISSUER_URL is unset. */
export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  claims: { email: string; name: string; groups: string };
  /** Provider groups allowed to sign in; empty: everyone the provider signs in. */
  allowedGroups: string[];
  /** Provider group → role in the instance's first group, first match wins (OIDC_ROLE_RULES). */
  roleRules: { group: string; role: Role }[];
  buttonText: string;
  autoRedirect: boolean;
  /** Whether e-mail and password sign-in stays allowed beside OIDC (OIDC_ALLOW_LOCAL, default true). */
  allowLocal: boolean;
}

const ROLES = new Set<string>(["owner", "editor", "viewer"]);
const list = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** `admins=owner,family=editor`: a wrong rule stops the start with its text, rather than letting anyone in. */
function roleRules(raw: string | undefined): OidcConfig["roleRules"] {
  return list(raw).map((rule) => {
    const [group, role] = rule.split("=").map((part) => part.trim());
    if (!group || !role || !ROLES.has(role)) {
      throw new Error(`OIDC_ROLE_RULES must read like admins=owner,family=editor (got ${rule})`);
    }
    return { group, role: role as Role };
  });
}

export function loadOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  if (!env.OIDC_ISSUER_URL) return undefined;
  if (!env.OIDC_CLIENT_ID) throw new Error("OIDC_CLIENT_ID must be set when OIDC_ISSUER_URL is");
  return {
    issuerUrl: env.OIDC_ISSUER_URL,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET ?? "",
    scopes: env.OIDC_SCOPES || "openid profile email groups",
    claims: {
      email: env.OIDC_EMAIL_CLAIM || "email",
      name: env.OIDC_NAME_CLAIM || "name",
      groups: env.OIDC_GROUPS_CLAIM || "groups",
    },
    allowedGroups: list(env.OIDC_ALLOWED_GROUPS),
    roleRules: roleRules(env.OIDC_ROLE_RULES),
    buttonText: env.OIDC_BUTTON_TEXT || "",
    autoRedirect: env.OIDC_AUTO_REDIRECT === "true" || env.OIDC_AUTO_REDIRECT === "1",
    allowLocal: !(env.OIDC_ALLOW_LOCAL === "false" || env.OIDC_ALLOW_LOCAL === "0"),
  };
}
