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
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Renders one notification e-mail (the body's line breaks kept). `appUrl` (no trailing slash) starts the link; `orgName` signs it.
 * The `Message-ID` is `<delivery id@app host>`.
 */
export function renderEmail(content: EmailContent, options: { appUrl: string; orgName: string }): EmailMessage {
  const url = content.link ? `${options.appUrl}${content.link}` : options.appUrl;
  const greeting = `Hello ${content.recipientName ?? 'there'},`;
  const text = [greeting, '', content.body, '', `Open it in Apps: ${url}`, '', `-- ${options.orgName}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Segoe UI,Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<h1 style="font-size:18px">${escapeHtml(content.title)}</h1>
<p style="white-space:pre-line">${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">Open in Apps</a></p>
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
