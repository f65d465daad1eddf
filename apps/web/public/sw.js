// The service worker of Apps: it shows pushed notifications and opens their link, and makes the app
// installable with the web app manifest. It has no fetch handler, so it never answers or caches a
// request: every screen and API answer comes from the server, and a deactivated person never sees
// stale data.

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache that the old pages could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The pushed message `{ title, body, url, tag }` (the server's PushMessage), tolerating plain text. */
function messageOf(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Apps', {
      body: message.body || '',
      // The notification id: a message delivered twice shows once.
      tag: message.tag || undefined,
      icon: '/icons/icon-192.png',
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only pages of this app open from a notification.
  let target = new URL('/', self.location.origin);
  try {
    const url = new URL(event.notification.data?.url || '/', self.location.origin);
    if (url.origin === self.location.origin) target = url;
  } catch {
    // A malformed link opens the home screen.
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
