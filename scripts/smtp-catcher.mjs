// One SMTP catcher for the development mailbox (scripts/dev-mailbox.mjs) and the tests' SMTP server
// process (apps/api/test/mail/smtp-sink-process.mjs): a real smtp-server on 127.0.0.1 that accepts every mail
// without authentication or STARTTLS and hands each one over whole.
import { SMTPServer } from 'smtp-server';

/**
 * The value of the first header `name` in a raw message (case-insensitive), or null.
 * @param {string} raw the message as received
 * @param {string} name e.g. 'Subject', 'Message-ID'
 */
export const header = (raw, name) => raw.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? null;

/**
 * Listens on 127.0.0.1:`port` and calls `onMail({ to, raw })` for each mail (`to`: the envelope's recipient
 * addresses); `onListening` once listening.
 * @returns the smtp-server, to close.
 */
export function catchMail(port, onMail, onListening) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app keeps pooled connections open; on close, end them at once instead of after smtp-server's 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1', onListening);
  return server;
}
