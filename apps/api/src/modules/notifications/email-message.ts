import type { Language } from '../../lib/i18n';
import { notificationTranslator } from './notification.i18n';
import { emailMessages as m } from './notification.messages';

/** A notification as one e-mail: HTML and plain text, a link straight to the item. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed per delivery: a repeated attempt carries the same `Message-ID`. */
  messageId: string;
}

/** What a mail needs from its notification and recipient; never a token, never candidate data. */
export interface EmailContent {
  deliveryId: string;
  to: string;
  recipientName: string | null;
  title: string;
  body: string;
  /** An app path such as `/mytime/approvals?timesheetId=...`, or null. */
  link: string | null;
  /** The recipient's language (Settings); English when they never chose one. */
  language?: Language | null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Renders one notification e-mail (the body's line breaks kept) in the recipient's language: the title and
 * text were written in it (`writeNotifications`), the greeting and the link's words are made here. `appUrl` (no trailing slash) starts the link; `orgName` signs it.
 * The `Message-ID` is `<delivery id@app host>`.
 */
export function renderEmail(content: EmailContent, options: { appUrl: string; orgName: string }): EmailMessage {
  const url = content.link ? `${options.appUrl}${content.link}` : options.appUrl;
  const t = notificationTranslator({ language: content.language ?? 'en' });
  const greeting = content.recipientName ? t.message(m.greeting, { name: content.recipientName }) : t.message(m.greetingNoName);
  const text = [greeting, '', content.body, '', t.message(m.openItIn, { url }), '', `-- ${options.orgName}`].join('\n');
  const html = `<!doctype html><html lang="${t.language}"><body style="font-family:Segoe UI,Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<h1 style="font-size:18px">${escapeHtml(content.title)}</h1>
<p style="white-space:pre-line">${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">${escapeHtml(t.message(m.openButton))}</a></p>
<p style="color:#64748b;font-size:12px">${escapeHtml(options.orgName)}</p>
</body></html>`;
  let host = 'apps.localhost';
  try {
    host = new URL(options.appUrl).hostname || host;
  } catch {
    // appUrl is validated by the config; keep the default host otherwise.
  }
  return { to: content.to, subject: `[${options.orgName}] ${content.title}`, text, html, messageId: `<${content.deliveryId}@${host}>` };
}
