import { sessionFromPage } from '@/lib/session';

function pageWith(boot: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Kajian Kita');
  if (boot !== null) {
    const script = doc.createElement('script');
    script.id = 'kajian-boot';
    script.type = 'application/json';
    script.textContent = boot;
    doc.head.append(script);
  }
  return doc;
}

const user = { id: 'u1', email: 'fulan@example.id', email_verified_at: '2026-11-22T05:00:00Z' };
const profile = { id: 'u1', full_name: 'Fulan', role: 'user' };

describe('sessionFromPage', () => {
  it('reads the session the server put in the page', () => {
    const session = sessionFromPage(pageWith(JSON.stringify({ session: { user, profile, google_enabled: true } })));
    expect(session).toEqual({ user, profile, google_enabled: true });
  });

  it('reads a visitor', () => {
    expect(sessionFromPage(pageWith('{"session":{"user":null,"profile":null,"google_enabled":false}}'))).toEqual({
      user: null,
      profile: null,
      google_enabled: false,
    });
  });

  it('keeps no profile without a user', () => {
    expect(sessionFromPage(pageWith(JSON.stringify({ session: { user: null, profile } })))?.profile).toBeNull();
  });

  it('has nothing for a page without boot data or with unreadable data', () => {
    expect(sessionFromPage(pageWith(null))).toBeUndefined();
    expect(sessionFromPage(pageWith('{"session":'))).toBeUndefined();
    expect(sessionFromPage(pageWith('{}'))).toBeUndefined();
  });
});
