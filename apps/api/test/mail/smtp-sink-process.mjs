// A real SMTP server process for the e-mail tests: `node smtp-sink-process.mjs <port>` listens on
// 127.0.0.1:<port>, accepts every mail without authentication and prints one JSON line per mail
// ({ messageId, to, subject, raw }) on stdout; "ready" once listening.
import { catchMail, header } from '../../../../scripts/smtp-catcher.mjs';

const port = Number(process.argv[2]);
const server = catchMail(
  port,
  ({ to, raw }) => process.stdout.write(`${JSON.stringify({ messageId: header(raw, 'Message-ID'), to, subject: header(raw, 'Subject'), raw })}\n`),
  () => process.stdout.write('ready\n'),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
