import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import appRoutes from './app-routes.json';
import { routes } from './router';

// Every path the router shows a page for (its '*' is the 404 page), as the router nests them.
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.path ? `${parent}/${r.path}`.replace(/\/+/g, '/') : parent;
    const own = r.index ? [here || '/'] : [];
    return [...own, ...(r.children ? paths(r.children, here) : r.path ? [here] : [])];
  });
}

describe('app-routes.json', () => {
  // The server answers 404 for any other path (internal/server/static.go): a route added to
  // the router must be added to app-routes.json too, or its page answers 404.
  it('lists exactly the routes the router has', () => {
    expect([...new Set(paths(routes))].sort()).toEqual([...appRoutes].sort());
  });
});
