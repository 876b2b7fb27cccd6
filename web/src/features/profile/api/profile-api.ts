import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { publicRequestOf, type NoteQuery } from '@/components/notes/note-query';
import { api, isApiError } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { queryKeys } from '@/lib/query-keys';
import { sessionKey, type Session } from '@/lib/session';

type Schemas = components['schemas'];
export type Profile = Schemas['Profile'];
export type PublicProfile = Schemas['PublicProfile'];
export type PublicNote = Schemas['PublicNote'];
export type PublicNotePage = Schemas['PublicNotePage'];
export type Kajian = Schemas['Kajian'];

export interface ProfileInput {
  full_name: string;
  phone: string;
}

export interface LocationInput {
  city: string;
  display_name: string;
  latitude: number;
  longitude: number;
}

/** Profile fetches retry 3 times after 1 s, 2 s and 4 s, each attempt giving up after 5 s (spec §4). */
export const PROFILE_RETRIES = 3;
export const PROFILE_TIMEOUT_MS = 5000;
export const profileRetryDelay = (attempt: number) => 1000 * 2 ** attempt;

function retryProfile(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < PROFILE_RETRIES;
}

export const profileKeys = queryKeys.profile;

export const profileQueries = {
  /** own is the signed-in user's profile; a 404 profile_missing means create mode. */
  own: () =>
    queryOptions({
      queryKey: profileKeys.own,
      queryFn: ({ signal }): Promise<Profile> => api.get('/profile', { signal, timeoutMs: PROFILE_TIMEOUT_MS }),
      retry: retryProfile,
      retryDelay: profileRetryDelay,
    }),
  public: (userId: string) =>
    queryOptions({
      queryKey: profileKeys.public(userId),
      queryFn: ({ signal }): Promise<PublicProfile> =>
        api.get('/profiles/{userId}', { params: { userId }, signal, timeoutMs: PROFILE_TIMEOUT_MS }),
      retry: retryProfile,
      retryDelay: profileRetryDelay,
    }),
  notes: (userId: string, q: NoteQuery) =>
    queryOptions({
      queryKey: profileKeys.notes(userId, q),
      queryFn: ({ signal }): Promise<PublicNotePage> =>
        api.get('/profiles/{userId}/notes', { params: { userId }, query: publicRequestOf(q), signal }),
      placeholderData: keepPreviousData,
      // Public notes are never cached across visits (spec §9).
      staleTime: 0,
      gcTime: 0,
    }),
  kajian: (userId: string) =>
    queryOptions({
      queryKey: profileKeys.kajian(userId),
      queryFn: ({ signal }): Promise<{ items: Kajian[] }> =>
        api.get('/profiles/{userId}/kajian', { params: { userId }, signal }),
    }),
};

/** useProfileMutations saves the profile and keeps the session (header greeting) in step. */
export function useProfileMutations() {
  const queryClient = useQueryClient();
  const saved = (profile: Profile) => {
    queryClient.setQueryData(profileKeys.own, profile);
    queryClient.setQueryData<Session>(sessionKey, (old) => (old?.user ? { ...old, profile } : old));
  };
  return {
    update: useMutation({
      mutationFn: (input: ProfileInput): Promise<Profile> => api.put('/profile', { body: input }),
      onSuccess: saved,
    }),
    create: useMutation({
      mutationFn: (input: ProfileInput): Promise<Profile> => api.post('/profile', { body: input }),
      onSuccess: saved,
    }),
    setLocation: useMutation({
      mutationFn: (input: LocationInput): Promise<Profile> => api.put('/profile/location', { body: input }),
      onSuccess: saved,
    }),
    clearLocation: useMutation({
      mutationFn: (): Promise<Profile> => api.delete('/profile/location'),
      onSuccess: saved,
    }),
  };
}
