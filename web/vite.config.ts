/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './build/route-preloads.ts';

// The Go server (bin/kajian) serves the API, uploaded media and health checks.
const backend = 'http://localhost:8080';

// Paths the service worker must never answer with the cached app shell:
// they are served by the Go binary (API, media, feeds, calendars, sitemap).
const serverOnly = [
  /^\/api\//,
  /^\/media\//,
  /^\/healthz/,
  /^\/readyz/,
  /^\/metrics$/,
  // Calendar feeds (issue 15) live under /feeds/; a bare /^\/feed/ also matched the app's /feedback.
  /^\/feeds\//,
  /^\/sitemap/,
  /^\/robots\.txt$/,
  /\.(xml|ics|json|txt)$/,
  /\/og-image$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The prerender's server build (scripts/prerender.mjs) needs neither.
    !isSsrBuild && routePreloads(fileURLToPath(new URL('.', import.meta.url))),
    !isSsrBuild &&
    VitePWA({
      // We register the worker ourselves (features/pwa) so that a waiting update is
      // told to skip waiting and the page reloads 300 ms later, and checks run hourly.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'Kajian Kita',
        short_name: 'Kajian Kita',
        description:
          'Temukan, hadiri, dan catat kajian Islam di sekitar Anda. Jadwal kajian rutin dan insidental, online maupun offline.',
        lang: 'id',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f8faf8',
        theme_color: '#047857',
        categories: ['education', 'lifestyle', 'social'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The prerendered home page is only ever part of a page the server makes.
        globIgnores: ['prerender/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverOnly,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // Web Push: showing reminders and notices, and opening their page (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        runtimeCaching: [
          {
            // A masjid's lobby screen shows its QR code for a day without a connection; its
            // schedule is kept by the page itself (features/masjid-screen), its shell above.
            urlPattern: /\/masjid\/[^/]+\/qr\.svg$/,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'masjid-qr',
              expiration: { maxEntries: 20, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically in one chunk: left to itself the bundler
          // splits out those the lazy pages share too (React, the query client, the icon
          // factory…), and ten small files compress 2.5 KB worse than one (docs/performance.md).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // CI machines have two cores shared with the Go tests; slowness is not a failure.
    testTimeout: 60_000,
  },
}));
