import { relative } from 'node:path';
import type { Plugin } from 'vite';
import appRoutes from '../src/app/app-routes.json' with { type: 'json' };

/**
 * The modules each route's page loads (src/app/router.tsx, its `lazy` imports), by route
 * as the router writes it. The build lists their chunks beyond the entry's in
 * preloads.json, and the server adds them to that route's HTML as module preloads
 * (internal/server/pages.go): a first visit then fetches the page with the entry script
 * instead of after it has run. The landing pages people arrive on are listed: home, and
 * the session pages shared in WhatsApp groups.
 */
export const routeModules: Record<string, string[]> = {
  '/': [
    'src/features/kajian/pages/home-page.tsx',
    'src/features/location/location-provider.tsx',
    'src/features/location/location-panel.tsx',
  ],
  '/kajian/:slug': ['src/features/kajian/pages/kajian-detail-page.tsx', 'src/features/share/share-dialog.tsx'],
  '/kajian-rutin/:slug': [
    'src/features/kajian/pages/recurring-detail-page.tsx',
    'src/features/share/share-dialog.tsx',
  ],
  '/masjid/:slug/tv': ['src/features/masjid-screen/pages/masjid-tv-page.tsx'],
};

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/**
 * routePreloads writes preloads.json: route → the scripts its page needs beyond the entry's;
 * and routes.json: every route of the app (src/app/app-routes.json).
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'kajian-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      // A chunk and every chunk it imports statically, as the browser loads them.
      const closure = (start: Chunk, into = new Set<string>()): Set<string> => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const f of start.imports) {
          const c = chunks.get(f);
          if (c) closure(c, into);
        }
        return into;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) this.error('route preloads: the build has no entry chunk');
      const initial = closure(entry);
      // The chunk each module is in (a page module may share a chunk with others: vite.config.ts).
      const byModule = new Map<string, Chunk>();
      for (const c of chunks.values()) {
        for (const id of c.moduleIds) byModule.set(relative(root, id), c);
      }
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(routeModules)) {
        const files = new Set<string>();
        for (const m of modules) {
          const c = byModule.get(m);
          if (!c) this.error(`route preloads: ${route} names ${m}, which is not a chunk of the build`);
          for (const f of closure(c)) if (!initial.has(f)) files.add('/' + f);
        }
        preloads[route] = [...files].sort();
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads, null, 2) + '\n' });
      // The app's routes, for the server to answer 404 on any other path (static.go).
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(appRoutes) + '\n' });
    },
  };
}
