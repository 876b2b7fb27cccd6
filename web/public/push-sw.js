// Web Push in Kajian Kita's service worker (the generated sw.js imports this file): a push shows
// the server's notification (reminders, change notices, new sessions of what one follows), and a
// tap on it opens the session's page, or brings a tab already showing it to the front.

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const options = {
    body: data.body || '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'id',
    data: { url: typeof data.url === 'string' ? data.url : '/' },
  };
  if (data.tag) {
    // A newer notice about the same session replaces the older one, and still alerts.
    options.tag = data.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(data.title || 'Kajian Kita', options));
});

/** readPush is the server's message: JSON with title, body, url and tag (plain text as the body). */
function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (target.origin !== self.location.origin) target = new URL('/', self.location.origin); // never elsewhere
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).pathname === target.pathname && 'focus' in w) return w.focus();
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
