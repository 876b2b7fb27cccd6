// Every query key of the app, in one place: each feature builds its queryOptions on these,
// and any feature may invalidate another's data after a change (a posting refreshes the home
// list and My Kajian) without importing that feature.

export const queryKeys = {
  session: ['session'] as const,
  home: {
    all: ['home'] as const,
    list: (params: object) => ['home', 'list', params] as const,
    points: (params: object) => ['home', 'points', params] as const,
  },
  kajian: {
    all: ['kajian'] as const,
    detail: (kind: string, slug: string, viewer: string) => ['kajian', 'detail', kind, slug, viewer] as const,
    notes: (kind: string, slug: string, page: number) => ['kajian', 'notes', kind, slug, page] as const,
  },
  masjidScreen: {
    tv: (slug: string) => ['masjid-screen', 'tv', slug] as const,
  },
  places: {
    suggest: (q: string) => ['places', 'suggest', q] as const,
    geocode: (place: string) => ['places', 'geocode', place] as const,
  },
  masjid: {
    all: ['masjid'] as const,
    directory: (params: object) => ['masjid', 'directory', params] as const,
    detail: (slug: string, viewer: string) => ['masjid', 'detail', slug, viewer] as const,
    ustadz: (slug: string) => ['masjid', 'ustadz', slug] as const,
  },
  myKajian: {
    all: ['my-kajian'] as const,
    list: (params: object) => ['my-kajian', 'list', params] as const,
  },
  imports: {
    all: ['imports'] as const,
    list: ['imports', 'list'] as const,
    detail: (id: string) => ['imports', 'detail', id] as const,
  },
  posting: {
    all: ['posting'] as const,
    aiStatus: ['posting', 'ai-status'] as const,
    edit: (type: string, slug: string) => ['posting', 'edit', type, slug] as const,
    masjid: (params: object) => ['posting', 'masjid', params] as const,
  },
  profile: {
    own: ['profile', 'own'] as const,
    public: (userId: string) => ['profile', 'public', userId] as const,
    notes: (userId: string, params: object) => ['profile', 'public', userId, 'notes', params] as const,
    kajian: (userId: string) => ['profile', 'public', userId, 'kajian'] as const,
  },
  reminders: {
    settings: ['reminders', 'settings'] as const,
    follows: ['reminders', 'follows'] as const,
  },
  journal: {
    all: ['journal'] as const,
    mine: (params: object) => ['journal', 'mine', params] as const,
    detail: (id: string) => ['journal', 'detail', id] as const,
    sessions: ['journal', 'sessions'] as const,
    public: (params: object) => ['journal', 'public', params] as const,
  },
  series: {
    page: (slug: string) => ['series', 'page', slug] as const,
    mine: ['series', 'mine'] as const,
  },
  masjidTeam: {
    all: ['masjid-team'] as const,
    form: (slug: string) => ['masjid-team', 'form', slug] as const,
    editors: (slug: string) => ['masjid-team', 'editors', slug] as const,
    reports: (slug: string) => ['masjid-team', 'reports', slug] as const,
    claims: (status: string) => ['masjid-team', 'claims', status] as const,
    search: (params: object) => ['masjid-team', 'search', params] as const,
    page: (slug: string) => ['masjid-team', 'page', slug] as const,
  },
  admin: {
    approvals: ['admin', 'approvals'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    contributions: ['admin', 'contributions'] as const,
    sessions: {
      all: ['admin', 'sessions'] as const,
      list: (params: object) => ['admin', 'sessions', params] as const,
    },
    feedback: {
      all: ['admin', 'feedback'] as const,
      list: (params: object) => ['admin', 'feedback', params] as const,
    },
    journals: {
      all: ['admin', 'journals'] as const,
      list: (params: object) => ['admin', 'journals', params] as const,
    },
    reports: {
      all: ['admin', 'reports'] as const,
      list: (params: object) => ['admin', 'reports', params] as const,
    },
  },
};
