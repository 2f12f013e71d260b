import { t } from "@lingui/core/macro";

/** Why the provider's sign-in was turned away (server/auth/oidc/accounts.ts, callback.ts), in the user's words. */
export function oidcErrorMessage(reason: string): string {
  switch (reason) {
    case "group":
      return t`Your account at the sign-in provider is not in a group that may use this inventory.`;
    case "email_unverified":
      return t`An account with this e-mail exists here, but the sign-in provider has not verified that the e-mail is yours.`;
    case "no_email":
      return t`The sign-in provider did not tell us your e-mail address.`;
    case "closed":
      return t`New accounts cannot be created here; ask the owner for an invitation.`;
    case "invitation":
      return t`The invitation cannot be used (any more); ask for a new one.`;
    case "state":
      return t`This sign-in was not started in this browser or was used already; start again.`;
    default:
      return t`The sign-in provider did not sign you in; try again.`;
  }
}
