import { SMTPServer } from 'smtp-server';
import type { FaultPlan } from './faults';

/** A message as the SMTP server received it: envelope recipients and the raw RFC 822 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) for tests: the app's nodemailer
 * speaks real SMTP to it. No TLS and no auth, as a local relay would accept.
 */
export async function smtpLoopback(options: { faults?: FaultPlan } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        // A fault plan (faults.ts): refused, throttled or failed, the message is not taken; dropped
        // after the write, it is taken and the client told it failed. No hang: SMTP has no short timeout.
        const fault = options.faults?.take() ?? null;
        if (fault && fault !== 'drop-after-write') {
          const code = fault === 'throttle' ? 451 : fault === 'refuse' ? 421 : 554;
          return callback(Object.assign(new Error(`loopback fault: ${fault}`), { responseCode: code }));
        }
        received.push(mail);
        waiting.shift()?.(mail);
        if (fault === 'drop-after-write')
          return callback(Object.assign(new Error('loopback fault: the answer was lost'), { responseCode: 451 }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  let taken = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => {
      const ready = received[taken];
      taken += 1;
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in link in a message (quoted-printable soft breaks and escapes undone). */
export function signInLinkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/api\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no sign-in link in:\n${raw}`);
  return link;
}
