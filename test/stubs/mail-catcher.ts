import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  /** The message as sent, headers and body; a quoted-printable one with its soft breaks and escapes undone. */
  text: string;
}

/**
 * Undoes quoted-printable (RFC 2045): nodemailer wraps a long link line with `=` and writes `=` as `=3D`. A mail
 * whose lines are all short goes as 7bit, where `token=AB…` is the link itself, not an escape.
 */
function unquote(raw: string) {
  if (!/^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(raw)) return raw;
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A local SMTP server that keeps every mail it is sent, as a real mail server would accept them. */
export async function startMailCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const parts: Buffer[] = [];
      stream.on("data", (c: Buffer) => parts.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: unquote(Buffer.concat(parts).toString("utf8")),
        });
        waiters.splice(0).forEach((wake) => wake());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const { port: bound } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    /** Resolves with the mail number `count` (1-based) once it has arrived. */
    async mailNumber(count: number): Promise<CaughtMail> {
      while (mails.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return mails[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The reset link of a caught mail. */
export function resetLinkOf(mail: CaughtMail): URL {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${mail.text}`);
  return new URL(link);
}
