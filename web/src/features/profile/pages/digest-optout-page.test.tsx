import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubServer, visitor } from '@/test/app';

describe('digest opt-out page', () => {
  it('turns the weekly digest off as it opens, without signing in, by a POST with the token', async () => {
    const server = stubServer(visitor);
    const base = server.fetch.getMockImplementation();
    server.fetch.mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST' && url === '/api/v1/digest/berhenti?token=abc123') {
        return Promise.resolve(jsonResponse({ ok: true, message: 'Anda tidak akan menerima ringkasan mingguan lagi' }));
      }
      return base ? base(input, init) : Promise.reject(new Error('no fake'));
    });
    renderApp('/berhenti-langganan?token=abc123');
    expect(
      await screen.findByText(/Anda tidak akan menerima ringkasan mingguan lagi\. Anda bisa mengaktifkannya lagi/),
    ).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/v1/digest/berhenti?token=abc123');
    expect(server.calls().filter((c) => c.startsWith('POST /api/v1/digest'))).toHaveLength(1);
    expect(document.title).toBe('Berhenti Berlangganan · Kajian Kita');
  });

  it('says so when the link is not valid', async () => {
    const server = stubServer(visitor);
    const base = server.fetch.getMockImplementation();
    server.fetch.mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST' && url.startsWith('/api/v1/digest/berhenti')) {
        return Promise.resolve(
          jsonResponse({ error: { code: 'optout_invalid', message: 'Tautan berhenti berlangganan tidak valid' } }, 404),
        );
      }
      return base ? base(input, init) : Promise.reject(new Error('no fake'));
    });
    renderApp('/berhenti-langganan?token=salah');
    expect(await screen.findByText('Tautan berhenti berlangganan tidak valid')).toBeInTheDocument();
  });
});
