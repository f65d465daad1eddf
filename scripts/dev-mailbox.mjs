// The development mailbox: `node scripts/dev-mailbox.mjs <smtpPort> <httpPort>` catches every
// mail the app sends on 127.0.0.1:<smtpPort> (smtp-server, no authentication) and lists them, newest first,
// on http://127.0.0.1:<httpPort>/ (subject, recipients, time, the plain-text and raw message). Memory only.
// `npm start` runs it when SMTP_URL is unset outside production (scripts/start.mjs).
import http from 'node:http';
import { catchMail, header } from './smtp-catcher.mjs';

const smtpPort = Number(process.argv[2] ?? 1025);
const httpPort = Number(process.argv[3] ?? 1080);
const mails = [];
const escape = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The text/plain part of a nodemailer message, quoted-printable decoded (enough for the app's own mails). */
function plainText(raw) {
  const match = raw.match(/Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i);
  const body = match?.[1] ?? raw;
  const latin = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin, 'latin1').toString('utf8');
}


const page = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}details{border:1px solid #cbd5e1;border-radius:6px;margin:.5rem 0;padding:.5rem 1rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Development mailbox</h1><p>Every e-mail the app sent since it started (${mails.length}), newest first. Reload to see new ones.</p>
${mails.length === 0 ? '<p>No e-mails yet.</p>' : mails.map((m) => `<details><summary><strong>${escape(m.subject)}</strong> to ${escape(m.to)} at ${m.at.toISOString()}</summary><pre>${escape(plainText(m.raw))}</pre><details><summary>Raw message</summary><pre>${escape(m.raw)}</pre></details></details>`).join('\n')}
</body></html>`;

const web = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page());
});

catchMail(
  smtpPort,
  ({ to, raw }) => {
    mails.unshift({ at: new Date(), to: to.join(', '), subject: header(raw, 'Subject') ?? '', raw });
    if (mails.length > 500) mails.pop();
  },
  () => web.listen(httpPort, '127.0.0.1', () => console.log(`Development mailbox: http://127.0.0.1:${httpPort}/ (SMTP on 127.0.0.1:${smtpPort})`)),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
