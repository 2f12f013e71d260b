/** Password reset by e-mail (docs/decisions/034-proxy-sign-in-and-password-reset.md); off without SMTP_URL. */
export interface PasswordResetConfig {
  /** SMTP_URL as nodemailer reads it: `smtp://user:pass@host:587`, `smtps://host:465`. */
  smtpUrl: string;
  /** SMTP_FROM: the sender of the reset mail. */
  from: string;
  /** Where the mail's link points: PUBLIC_URL, never the request's Host (anyone can set that header). */
  linkBase: string;
  /** PASSWORD_RESET_MINUTES: how long a link works (default 60). */
  ttlMs: number;
}

export function passwordResetConfig(
  env: NodeJS.ProcessEnv,
  publicUrl: string | undefined,
): PasswordResetConfig | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!/^smtps?:\/\//.test(env.SMTP_URL)) {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587");
  }
  if (!publicUrl) throw new Error("SMTP_URL needs PUBLIC_URL: the reset mail links to the app there");
  if (!env.SMTP_FROM) throw new Error("SMTP_URL needs SMTP_FROM, the sender of the reset mail");
  const minutes = Number(env.PASSWORD_RESET_MINUTES ?? 60);
  if (!(minutes > 0))
    throw new Error(`PASSWORD_RESET_MINUTES must be a positive number (got ${env.PASSWORD_RESET_MINUTES})`);
  return { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, linkBase: publicUrl, ttlMs: minutes * 60_000 };
}
