import { lazy } from 'react';
import { createBrowserRouter, Navigate, type DataRouter, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '@/app/guards';
import { AppLayout } from '@/app/layout/app-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { RootShell } from '@/app/root-shell';
import { RouteError } from '@/app/route-error';
import { FullScreenLoading } from '@/components/full-screen-loading';

// Every page is its own chunk (React Router `lazy`), so the first load carries only the shell.
// Static segments outrank dynamic ones, so /kajian/new wins over /kajian/:slug.

/** routes is every route of both specs' route tables; tests mount the same objects. */
export const routes: RouteObject[] = [
  {
    // A masjid's lobby screen stands alone, outside the root shell: no banners, prompts or
    // sign-in on a TV in the foyer.
    path: 'masjid/:slug/tv',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoading />,
    lazy: async () => ({
      Component: (await import('@/features/masjid-screen/pages/masjid-tv-page')).MasjidTvPage,
    }),
  },
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoading />,
    children: [
      // Without the common layout.
      {
        path: 'auth',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/auth-page')).AuthPage,
        }),
      },
      {
        path: 'auth/callback',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/auth-callback-page')).AuthCallbackPage,
        }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      // Everything else inside the common layout.
      {
        element: <AppLayout />,
        children: [
          {
            index: true,
            // The app layer joins the home list and the location feature (features do not
            // import each other): the provider shares the location, the panel finds it.
            lazy: async () => {
              const [{ HomePage }, { LocationProvider }, { LocationPanel }] = await Promise.all([
                import('@/features/kajian/pages/home-page'),
                import('@/features/location/location-provider'),
                import('@/features/location/location-panel'),
              ]);
              return {
                Component: () => (
                  <LocationProvider>
                    <HomePage LocationPanel={LocationPanel} />
                  </LocationProvider>
                ),
              };
            },
          },
          {
            // Session pages get the share dialog from here: features do not import each other.
            path: 'kajian/:slug',
            lazy: async () => {
              const [{ KajianDetailPage }, { ShareDialog }] = await Promise.all([
                import('@/features/kajian/pages/kajian-detail-page'),
                import('@/features/share/share-dialog'),
              ]);
              return { Component: () => <KajianDetailPage ShareDialog={ShareDialog} /> };
            },
          },
          {
            path: 'kajian-rutin/:slug',
            lazy: async () => {
              const [{ RecurringDetailPage }, { ShareDialog }] = await Promise.all([
                import('@/features/kajian/pages/recurring-detail-page'),
                import('@/features/share/share-dialog'),
              ]);
              return { Component: () => <RecurringDetailPage ShareDialog={ShareDialog} /> };
            },
          },
          {
            // The masjid pages get the location feature, the home's map, the session card and the
            // venue map from here: features do not import each other.
            path: 'masjid',
            lazy: async () => {
              const [{ MasjidDirectoryPage }, { LocationProvider }, { LocationPanel }] = await Promise.all([
                import('@/features/masjid/pages/masjid-directory-page'),
                import('@/features/location/location-provider'),
                import('@/features/location/location-panel'),
              ]);
              const MapView = lazy(() => import('@/features/kajian/components/map-view'));
              return {
                Component: () => (
                  <LocationProvider>
                    <MasjidDirectoryPage LocationPanel={LocationPanel} MapView={MapView} />
                  </LocationProvider>
                ),
              };
            },
          },
          {
            path: 'masjid/:slug',
            lazy: async () => {
              const [{ MasjidPage }, { KajianCard }] = await Promise.all([
                import('@/features/masjid/pages/masjid-page'),
                import('@/features/kajian/components/kajian-card'),
              ]);
              const MiniMap = lazy(() => import('@/features/kajian/components/detail/mini-map'));
              return { Component: () => <MasjidPage KajianCard={KajianCard} MiniMap={MiniMap} NotFound={NotFoundPage} /> };
            },
          },
          {
            path: 'ustadz/:slug',
            lazy: async () => {
              const [{ UstadzPage }, { KajianCard }] = await Promise.all([
                import('@/features/masjid/pages/ustadz-page'),
                import('@/features/kajian/components/kajian-card'),
              ]);
              return { Component: () => <UstadzPage KajianCard={KajianCard} NotFound={NotFoundPage} /> };
            },
          },
          {
            path: 'seri/:slug',
            lazy: async () => {
              const { SeriesPage } = await import('@/features/series/pages/series-page');
              return { Component: SeriesPage };
            },
          },
          {
            path: 'profile/:userId',
            lazy: async () => ({
              Component: (await import('@/features/profile/pages/public-profile-page'))
                .PublicProfilePage,
            }),
          },
          {
            path: 'berhenti-langganan',
            lazy: async () => ({
              Component: (await import('@/features/profile/pages/digest-optout-page')).DigestOptOutPage,
            }),
          },
          {
            path: 'feedback',
            lazy: async () => ({
              Component: (await import('@/features/feedback/pages/feedback-page')).FeedbackPage,
            }),
          },
          {
            path: 'public-journals',
            lazy: async () => ({
              Component: (await import('@/features/journal/pages/public-journals-page'))
                .PublicJournalsPage,
            }),
          },
          {
            // Signed in.
            element: <RequireAuth />,
            children: [
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('@/features/profile/pages/profile-page')).ProfilePage,
                }),
              },
              {
                path: 'kajian/new',
                lazy: async () => ({
                  Component: (await import('@/features/posting/pages/kajian-new-page')).KajianNewPage,
                }),
              },
              {
                path: 'kajian/:slug/edit',
                lazy: async () => ({
                  Component: (await import('@/features/posting/pages/kajian-edit-page')).KajianEditPage,
                }),
              },
              {
                path: 'kajian-rutin/:slug/edit',
                lazy: async () => ({
                  Component: (await import('@/features/posting/pages/kajian-edit-page'))
                    .RecurringEditPage,
                }),
              },
              {
                // A masjid's editors and admins; the server refuses everyone else.
                path: 'masjid/:slug/kelola',
                lazy: async () => ({
                  Component: (await import('@/features/masjid-team/pages/masjid-manage-page')).MasjidManagePage,
                }),
              },
              {
                path: 'masjid/:slug/klaim',
                lazy: async () => ({
                  Component: (await import('@/features/masjid-team/pages/masjid-claim-page')).MasjidClaimPage,
                }),
              },
              {
                path: 'my-kajian',
                lazy: async () => ({
                  Component: (await import('@/features/my-kajian/pages/my-kajian-page')).MyKajianPage,
                }),
              },
              {
                // Trusted contributors and admins; the server refuses everyone else.
                path: 'impor-kalender',
                lazy: async () => ({
                  Component: (await import('@/features/imports/pages/calendar-sources-page')).CalendarSourcesPage,
                }),
              },
              {
                path: 'impor-kalender/:id',
                lazy: async () => ({
                  Component: (await import('@/features/imports/pages/calendar-source-page')).CalendarSourcePage,
                }),
              },
              {
                path: 'journal',
                lazy: async () => ({
                  Component: (await import('@/features/journal/pages/journal-list-page'))
                    .JournalListPage,
                }),
              },
              {
                path: 'journal/new',
                lazy: async () => ({
                  Component: (await import('@/features/journal/pages/journal-new-page')).JournalNewPage,
                }),
              },
              {
                path: 'journal/:id',
                lazy: async () => ({
                  Component: (await import('@/features/journal/pages/journal-detail-page'))
                    .JournalDetailPage,
                }),
              },
              {
                path: 'journal/:id/edit',
                lazy: async () => ({
                  Component: (await import('@/features/journal/pages/journal-edit-page'))
                    .JournalEditPage,
                }),
              },
            ],
          },
          {
            // Admins only.
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'approvals',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/approvals-page')).ApprovalsPage,
                }),
              },
              {
                path: 'feedback',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/feedback-admin-page'))
                    .FeedbackAdminPage,
                }),
              },
              {
                path: 'journals',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/journals-admin-page'))
                    .JournalsAdminPage,
                }),
              },
              {
                path: 'contributors',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/contributors-page'))
                    .ContributorsPage,
                }),
              },
              {
                path: 'masjid',
                lazy: async () => ({
                  Component: (await import('@/features/masjid-team/pages/masjid-admin-page')).MasjidAdminPage,
                }),
              },
              {
                path: 'laporan',
                lazy: async () => ({
                  Component: (await import('@/features/admin/pages/reports-admin-page')).ReportsAdminPage,
                }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The longest the first render waits for the route's modules (main.tsx). */
export const FIRST_RENDER_WAIT_MS = 1000;

/** routerReady resolves when the router has loaded the first route's modules, or after ms. */
export function routerReady(router: DataRouter, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
