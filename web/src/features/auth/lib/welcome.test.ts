import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceWelcome, forgetWelcome, welcomeMessage } from '@/features/auth/lib/welcome';
import { renderApp } from '@/test/app';
import { fakeApi } from '@/test/fake-api';
import { visitor } from '@/test/app';

const now = Date.parse('2026-11-22T05:00:00Z');

describe('welcomeMessage (spec §4)', () => {
  it('greets a confirmation within 60 s as the verified welcome, naming the product', () => {
    expect(welcomeMessage({ method: 'password', emailConfirmedAt: '2026-11-22T04:59:01Z', now })).toBe(
      'Email berhasil diverifikasi! Selamat datang di Kajian Kita.',
    );
  });
  it('after 60 s greets by the sign-in method', () => {
    expect(welcomeMessage({ method: 'password', emailConfirmedAt: '2026-11-22T04:59:00Z', now })).toBe('Berhasil masuk!');
    expect(welcomeMessage({ method: 'google', emailConfirmedAt: null, now })).toBe('Berhasil masuk dengan Google!');
    expect(welcomeMessage({ method: 'password', emailConfirmedAt: undefined, now })).toBe('Berhasil masuk!');
  });
});

describe('announceWelcome', () => {
  it('shows the toast once per browser session and account, again after sign-out', async () => {
    fakeApi(visitor);
    renderApp('/auth');
    expect(announceWelcome({ userId: 'u-1', method: 'password', emailConfirmedAt: null })).toBe(true);
    expect(await screen.findByText('Berhasil masuk!')).toBeInTheDocument();
    expect(announceWelcome({ userId: 'u-1', method: 'password', emailConfirmedAt: null })).toBe(false);
    expect(announceWelcome({ userId: 'u-2', method: 'google', emailConfirmedAt: null })).toBe(true);
    forgetWelcome();
    expect(announceWelcome({ userId: 'u-2', method: 'google', emailConfirmedAt: null })).toBe(true);
  });
});
