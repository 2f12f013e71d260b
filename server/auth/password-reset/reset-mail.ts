import nodemailer from "nodemailer";
import type { Db } from "../../db/database";
import type { PasswordResetConfig } from "./config";
import { issueResetToken } from "./reset-tokens";

/** Requests waiting for their mail beyond this many are dropped: a flood must not grow memory without end. */
const MAX_WAITING = 100;

let line: Promise<void> = Promise.resolve();
let waiting = 0;

/**
 * Looks up the address and mails its link after the answer has gone out, one request after the other: the
 * answer takes the same time whether or not the address has an account, and the SMTP server sees one
 * connection at a time.
 */
export function queueResetMail(db: Db, config: PasswordResetConfig, email: string): void {
  if (waiting >= MAX_WAITING) {
    console.warn("[password-reset] too many reset mails waiting; a request was dropped");
    return;
  }
  waiting++;
  line = line
    .then(() => sendResetMail(db, config, email))
    .catch((err: unknown) => console.warn(`[password-reset] the reset mail could not be sent: ${String(err)}`))
    .finally(() => waiting--);
}

async function sendResetMail(db: Db, config: PasswordResetConfig, email: string): Promise<void> {
  const token = await issueResetToken(db, email, config.ttlMs);
  if (!token) return;
  const link = `${config.linkBase}/reset-password?token=${encodeURIComponent(token)}`;
  const minutes = Math.round(config.ttlMs / 60_000);
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({
      from: config.from,
      to: email,
      subject: "Reset your Inventory password",
      text: [
        "Someone asked to reset the password of your Inventory account.",
        `Open this link within ${minutes} minutes to choose a new one (it works once):`,
        "",
        link,
        "",
        "If this was not you, ignore this mail: your password stays as it is.",
      ].join("\n"),
    });
  } finally {
    transport.close();
  }
}
