import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { homeFromPage, homeQueries, type HomeParams, type KajianPage } from './home-queries';

const page: KajianPage = { items: [], past: [], total: 0, next_cursor: null };

function pageWith(home: unknown): Document {
  const doc = document.implementation.createHTMLDocument('Kajian Kita');
  const script = doc.createElement('script');
  script.id = 'kajian-boot';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ session: null, home });
  doc.head.append(script);
  return doc;
}

const firstVisit: HomeParams = { q: '', type: '', mode: '', audience: '', waktu: '', sort: 'date', lat: null, lng: null, radius: 50 };

describe('homeFromPage', () => {
  const served = pageWith({ query: { sort: 'date', limit: '6' }, page });

  it('uses the page the server answered for the same request', () => {
    expect(homeFromPage(firstVisit, served)).toEqual(page);
  });

  it('asks the API for any other request', () => {
    expect(homeFromPage({ ...firstVisit, q: 'tafsir' }, served)).toBeUndefined();
    expect(homeFromPage({ ...firstVisit, sort: 'distance', lat: -6.9, lng: 107.6 }, served)).toBeUndefined();
    expect(homeFromPage({ ...firstVisit, mode: 'online' }, served)).toBeUndefined();
    expect(homeFromPage({ ...firstVisit, waktu: 'besok' }, served)).toBeUndefined();
  });

  it('has nothing without a list in the page', () => {
    expect(homeFromPage(firstVisit, pageWith(undefined))).toBeUndefined();
    expect(homeFromPage(firstVisit, document)).toBeUndefined();
  });
});

describe('homeQueries.list', () => {
  it('keeps the page the server sent fresh for a while and fetched pages never', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fromPage = homeQueries.list(firstVisit, page);
    const isStale = () => new InfiniteQueryObserver(client, fromPage).getCurrentResult().isStale;
    expect(isStale()).toBe(false);
    expect(client.getQueryData(fromPage.queryKey)).toEqual({ pages: [page], pageParams: [''] });
    client.setQueryData(fromPage.queryKey, { pages: [page], pageParams: [''] }); // as a fetch would
    expect(isStale()).toBe(true);
  });
});
