import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';

// The calendar import's calls: the viewer's sources, one source's drafts, adding, refreshing
// and posting a draft.

export type CalendarSource = components['schemas']['CalendarSource'];
export type CalendarSourceSaved = components['schemas']['CalendarSourceSaved'];
export type CalendarSourceDetail = components['schemas']['CalendarSourceDetail'];
export type CalendarEvent = CalendarSourceDetail['events'][number];
type PostingInput = components['schemas']['PostingInput'];

/** Adding fetches the calendar from the server (at most 10 s) before answering. */
const FETCH_TIMEOUT_MS = 30_000;

export const importQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.imports.list,
      queryFn: ({ signal }) => api.get('/calendar-sources', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.imports.detail(id),
      queryFn: ({ signal }): Promise<CalendarSourceDetail> =>
        api.get('/calendar-sources/{id}', { params: { id }, signal }),
    }),
};

export const importApi = {
  add: (url: string): Promise<CalendarSourceSaved> =>
    api.post('/calendar-sources', { body: { url }, timeoutMs: FETCH_TIMEOUT_MS }),
  refresh: (id: string): Promise<CalendarSourceSaved> =>
    api.post('/calendar-sources/{id}/refresh', { params: { id }, timeoutMs: FETCH_TIMEOUT_MS }),
  postDraft: (id: string, eventId: string, body: PostingInput) =>
    api.post('/calendar-sources/{id}/drafts/{eventId}/post', { params: { id, eventId }, body }),
};
