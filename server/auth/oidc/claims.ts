import type { IDToken } from "openid-client";
import type { Role } from "../../http/api";
import type { OidcConfig } from "./config";

/** The person as the provider describes them, by the configured claim names. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  groups: string[];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Reads e-mail, name and groups; a groups claim may be a list or one comma-separated string. */
export function personOf(claims: IDToken, config: OidcConfig): ProviderPerson {
  const email = text(claims[config.claims.email]).toLowerCase();
  const rawGroups = claims[config.claims.groups];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === "string")
    : text(rawGroups)
        .split(",")
        .map((g) => g.trim())
        .filter(Boolean);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    // Only a literal true: a provider that says nothing has not verified anything.
    emailVerified: claims.email_verified === true,
    name: text(claims[config.claims.name]) || email.split("@")[0] || "User",
    groups,
  };
}

/** Whether the allowed groups let this person in (no allowed groups: everyone the provider signs in). */
export const groupAllowed = (person: ProviderPerson, config: OidcConfig) =>
  config.allowedGroups.length === 0 || config.allowedGroups.some((g) => person.groups.includes(g));

/** The role the first matching rule gives; undefined when there are rules and none matches. */
export const ruledRole = (person: ProviderPerson, config: OidcConfig): Role | undefined =>
  config.roleRules.find((rule) => person.groups.includes(rule.group))?.role;
