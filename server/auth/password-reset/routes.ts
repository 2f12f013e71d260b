import { signInWayEndpoints as endpoints } from "../../../contract";
import { DomainError } from "../../domain/errors";
import type { Api } from "../../http/api";
import { clientBehindProxies } from "../forward-auth/trusted-address";
import { hashPassword, hashToken } from "../passwords";
import { takeAttempt } from "../rate-limit";
import { queueResetMail } from "./reset-mail";
import { redeemResetToken } from "./reset-tokens";

const TOO_MANY = "Too many password reset requests; wait and try again.";

export function registerPasswordResetRoutes(api: Api) {
  const { db, config } = api.deps;
  const reset = config.passwordReset;
  const off = () => new DomainError("not-found", "Password reset is off: this instance has no SMTP_URL.");

  api.handle(endpoints.forgotPassword, async (c, { body }) => {
    if (!reset) throw off();
    // Per client and per address (counted for unknown addresses too, so a 429 tells nothing about accounts).
    await takeAttempt(
      db.kysely,
      hashToken(`reset-client|${clientBehindProxies(c, config.forwardAuth.trustedProxies)}`),
      TOO_MANY,
    );
    await takeAttempt(db.kysely, hashToken(`reset-email|${body.email}`), TOO_MANY);
    queueResetMail(db, reset, body.email);
  });

  api.handle(endpoints.resetPassword, async (c, { body }) => {
    if (!reset) throw off();
    // Guessing a token is hopeless (192 bits), and this limit keeps it so.
    await takeAttempt(
      db.kysely,
      hashToken(`reset-use|${clientBehindProxies(c, config.forwardAuth.trustedProxies)}`),
      TOO_MANY,
    );
    await redeemResetToken(db, body.token, await hashPassword(body.password));
  });
}
