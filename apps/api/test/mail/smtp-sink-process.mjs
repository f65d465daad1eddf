// A real SMTP server process for the e-mail tests (issue 17): `node smtp-sink-process.mjs <port>` listens on
// 127.0.0.1:<port>, accepts every mail without authentication and prints one JSON line per mail
// ({ messageId, to, subject, raw }) on stdout; "ready" once listening.
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      const header = (name) => raw.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? null;
      process.stdout.write(`${JSON.stringify({ messageId: header('Message-ID'), to: session.envelope.rcptTo.map((r) => r.address), subject: header('Subject'), raw })}\n`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
