package server

import (
	"net/http"
	"net/url"

	"github.com/kajiankita/kajian/internal/kajian"
)

// routeAdder is where routes are registered: an http.ServeMux.
type routeAdder interface {
	Handle(pattern string, handler http.Handler)
}

// addRoutes registers every route of the server on mux: the whole HTTP
// surface on one screen. api/openapi.yaml documents each of them except the
// app fallback; a test keeps the two in step.
func addRoutes(mux routeAdder, d Deps, web *appFiles, m *metrics, unlimited addrSet) {
	ck := cookies{secure: d.Config.Secure()}
	limits := clientLimits{limiter: d.Limiter, unlimited: unlimited}
	l := newLinks(d.Config.BaseURL)
	pages := &pageServer{web: web, links: l, googleEnabled: d.Accounts.GoogleEnabled(),
		home: func(r *http.Request, params url.Values) (homePageDTO, error) {
			body, _, err := homePage(r, d.Home, d.Clock, params)
			return body, err
		}}
	regular, recurring := kajian.Regular, kajian.Recurring

	// Operations.
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", handleReadyz(d.Database, d.Bucket, d.Config.MetricsToken))
	mux.Handle("GET /metrics", handleMetrics(m, d.Database, d.Config.MetricsToken))

	// Accounts.
	mux.Handle("GET /api/v1/auth/session", handleSession(d.Accounts))
	mux.Handle("POST /api/v1/auth/signin", handleSignIn(d.Accounts, limits, ck))
	mux.Handle("POST /api/v1/auth/signout", handleSignOut(d.Accounts, ck))
	mux.Handle("POST /api/v1/auth/signup", handleSignUp(d.Accounts, limits, ck))
	mux.Handle("POST /api/v1/auth/verify-email", handleVerifyEmail(d.Accounts, limits, ck))
	mux.Handle("POST /api/v1/auth/verify-email/resend", handleResendVerification(d.Accounts, limits))
	mux.Handle("POST /api/v1/auth/password/forgot", handleForgotPassword(d.Accounts, limits))
	mux.Handle("POST /api/v1/auth/password/reset/check", handleResetPasswordCheck(d.Accounts, limits))
	mux.Handle("POST /api/v1/auth/password/reset", handleResetPassword(d.Accounts, limits, ck))
	mux.Handle("POST /api/v1/auth/google/start", handleGoogleStart(d.Accounts, limits, ck))
	mux.Handle("POST /api/v1/auth/google/callback", handleGoogleCallback(d.Accounts, limits, ck))

	// Profiles.
	mux.Handle("GET /api/v1/profile", handleProfileGet(d.Profiles))
	mux.Handle("POST /api/v1/profile", handleProfileCreate(d.Profiles))
	mux.Handle("PUT /api/v1/profile", handleProfileUpdate(d.Profiles))
	mux.Handle("PUT /api/v1/profile/location", handleLocationSet(d.Profiles))
	mux.Handle("DELETE /api/v1/profile/location", handleLocationClear(d.Profiles))
	mux.Handle("GET /api/v1/profiles/{userId}", handlePublicProfile(d.Profiles))
	mux.Handle("GET /api/v1/profiles/{userId}/notes", handlePublicProfileNotes(d.Profiles))
	mux.Handle("GET /api/v1/profiles/{userId}/kajian", handlePublicProfileKajian(d.Profiles, d.Sessions))

	// Session pages: detail, attendance, public notes, reports, calendars, link previews.
	mux.Handle("GET /api/v1/kajian/{slug}", handleKajianDetail(d.Sessions, l, regular))
	mux.Handle("GET /api/v1/kajian-rutin/{slug}", handleKajianDetail(d.Sessions, l, recurring))
	mux.Handle("PUT /api/v1/kajian/{slug}/rsvp", handleRSVP(d.Sessions, regular))
	mux.Handle("PUT /api/v1/kajian-rutin/{slug}/rsvp", handleRSVP(d.Sessions, recurring))
	mux.Handle("GET /api/v1/kajian/{slug}/notes", handleSessionNotes(d.Sessions, regular))
	mux.Handle("GET /api/v1/kajian-rutin/{slug}/notes", handleSessionNotes(d.Sessions, recurring))
	mux.Handle("POST /api/v1/kajian/{slug}/laporan", handleReportSend(d.Reports, regular))
	mux.Handle("POST /api/v1/kajian-rutin/{slug}/laporan", handleReportSend(d.Reports, recurring))
	mux.Handle("GET /kajian/{slug}", pages.handleSessionPage(d.Sessions, regular))
	mux.Handle("GET /kajian-rutin/{slug}", pages.handleSessionPage(d.Sessions, recurring))
	mux.Handle("GET /profile/{userId}", pages.handleProfilePage(d.Profiles))
	mux.Handle("GET /kajian/{slug}/kalender.ics", handleCalendar(d.Sessions, l, regular))
	mux.Handle("GET /kajian-rutin/{slug}/kalender.ics", handleCalendar(d.Sessions, l, recurring))
	mux.Handle("GET /kajian/{slug}/og-image", handlePreviewImage(d.Sessions, d.Bucket, regular))
	mux.Handle("GET /kajian-rutin/{slug}/og-image", handlePreviewImage(d.Sessions, d.Bucket, recurring))
	mux.Handle("GET /sitemap.xml", handleSitemap(d.Database, l, d.Clock))
	mux.Handle("GET /robots.txt", handleRobots(l))
	mux.Handle("GET /licenses.txt", handleLicenses())

	// Never miss a kajian: reminders, push, follows and calendar feeds.
	mux.Handle("GET /api/v1/reminders", handleRemindersGet(d.Reminders))
	mux.Handle("PUT /api/v1/reminders", handleRemindersPut(d.Reminders))
	mux.Handle("POST /api/v1/reminders/feed", handleFeedRenew(d.Reminders))
	mux.Handle("POST /api/v1/push/subscriptions", handlePushSubscribe(d.Reminders))
	mux.Handle("DELETE /api/v1/push/subscriptions", handlePushUnsubscribe(d.Reminders))
	mux.Handle("GET /api/v1/follows", handleFollows(d.Reminders, l))
	mux.Handle("POST /api/v1/follows", handleFollowAdd(d.Reminders, l))
	mux.Handle("DELETE /api/v1/follows/{id}", handleFollowDelete(d.Reminders))
	mux.Handle("POST /api/v1/digest/berhenti", handleDigestStop(d.Reminders, limits))
	mux.Handle("GET /feeds/saya/{file}", handlePersonalFeed(d.Feeds, limits))
	mux.Handle("GET /feeds/dekat.ics", handlePlaceFeed(d.Feeds, limits))
	mux.Handle("GET /feeds/ustadz.ics", handleUstadzFeed(d.Feeds, limits))
	mux.Handle("GET /feeds/masjid/{file}", handleMasjidFeed(d.Feeds, limits))

	// Masjid and ustadz pages (reading; the team's writes are elsewhere).
	mux.Handle("GET /api/v1/masjid", handleMasjidDirectory(d.Masjids))
	mux.Handle("GET /api/v1/masjid/{slug}", handleMasjidPage(d.Masjids, d.Sessions, l, newMasjidCache(d.Home)))
	mux.Handle("GET /api/v1/ustadz/{slug}", handleUstadzPage(d.Masjids, d.Sessions))
	mux.Handle("GET /masjid", pages.handleMasjidDirectoryPage())
	mux.Handle("GET /masjid/{slug}", pages.handleMasjidPage(d.Masjids))
	mux.Handle("GET /masjid/{slug}/og-image", handleMasjidPreviewImage(d.Masjids, d.Bucket))
	mux.Handle("GET /ustadz/{slug}", pages.handleUstadzPagePage(d.Masjids))

	// A series of sessions on one kitab (issue 31): its page, and the posting form's series.
	mux.Handle("GET /api/v1/seri/{slug}", handleSeriesPage(d.Series))
	mux.Handle("POST /api/v1/seri", handleSeriesCreate(d.Series))
	mux.Handle("GET /api/v1/my-seri", handleMySeries(d.Series))
	mux.Handle("GET /seri/{slug}", pages.handleSeriesPagePage(d.Series))

	// A masjid's own website and foyer: its widget (the one page other sites may frame), its
	// lobby screen and the screen's QR code.
	mux.Handle("GET /masjid/{slug}/embed", handleMasjidEmbed(d.Masjids, d.Clock, l))
	mux.Handle("GET /masjid/{slug}/tv", pages.handleMasjidTV(d.Masjids))
	mux.Handle("GET /masjid/{slug}/qr.svg", handleMasjidQR(d.Masjids, l))

	// Home and places.
	mux.Handle("GET /api/v1/kajian", handleHomeList(d.Home, d.Clock, newHomeCache(d.Home, &m.home)))
	mux.Handle("GET /api/v1/kajian/points", handleHomePoints(d.Home, d.Clock))
	mux.Handle("GET /api/v1/kajian/rekap", handleHomeRekap(d.Home, d.Clock, l))
	mux.Handle("GET /api/v1/places/suggest", handlePlaceSuggest())
	mux.Handle("GET /api/v1/geocode", handleGeocode(d.Geocoder, limits))
	mux.Handle("GET /api/v1/geocode/reverse", handleReverseGeocode(d.Geocoder, limits))

	// Posting: create, load for editing, save, delete; weekly holidays; My Kajian.
	mux.Handle("POST /api/v1/postings", handlePostingCreate(d.Postings, d.Clock))
	mux.Handle("POST /api/v1/postings/rekap", handleRekapRead(d.Postings))
	mux.Handle("POST /api/v1/postings/batch", handlePostingBatch(d.Postings, d.Clock))
	mux.Handle("GET /api/v1/calendar-sources", handleCalendarSources(d.Imports))
	mux.Handle("POST /api/v1/calendar-sources", handleCalendarSourceAdd(d.Imports))
	mux.Handle("GET /api/v1/calendar-sources/{id}", handleCalendarSource(d.Imports))
	mux.Handle("POST /api/v1/calendar-sources/{id}/refresh", handleCalendarSourceRefresh(d.Imports))
	mux.Handle("POST /api/v1/calendar-sources/{id}/drafts/{eventId}/post", handleCalendarDraftPost(d.Imports, d.Clock))
	mux.Handle("GET /api/v1/postings/{type}/{slug}", handlePostingGet(d.Postings, d.Clock))
	mux.Handle("PUT /api/v1/postings/{type}/{slug}", handlePostingUpdate(d.Postings, d.Clock))
	mux.Handle("DELETE /api/v1/postings/{type}/{slug}", handlePostingDelete(d.Postings))
	mux.Handle("POST /api/v1/postings/{type}/{slug}/resubmit", handlePostingResubmit(d.Postings))
	mux.Handle("POST /api/v1/postings/{type}/{slug}/cancel", handleCancel(d.Postings, d.Clock))
	mux.Handle("DELETE /api/v1/postings/{type}/{slug}/cancel", handleUncancel(d.Postings, d.Clock))
	mux.Handle("POST /api/v1/postings/recurring/{slug}/holidays", handleHolidayAdd(d.Postings))
	mux.Handle("PUT /api/v1/postings/recurring/{slug}/holidays/{holidayId}", handleHolidayUpdate(d.Postings))
	mux.Handle("DELETE /api/v1/postings/recurring/{slug}/holidays/{holidayId}", handleHolidayDelete(d.Postings))
	mux.Handle("GET /api/v1/my-kajian", handleMine(d.Postings, d.Sessions))

	// Posters and the form's helpers.
	mux.Handle("POST /api/v1/posters", handlePosterUpload(d.Posters))
	mux.Handle("DELETE /api/v1/posters/{key...}", handlePosterDelete(d.Posters))
	mux.Handle("POST /api/v1/ai/poster", handleAIPoster(d.Assist))
	mux.Handle("POST /api/v1/ai/text", handleAIText(d.Assist))
	mux.Handle("POST /api/v1/ai/description", handleAIDescription(d.Assist))
	mux.Handle("GET /api/v1/ai/status", handleAIStatus(d.Assist))

	// Feedback: the form (anyone) and 'Kelola Feedback' (admins).
	mux.Handle("POST /api/v1/feedback", handleFeedbackSend(d.Feedback))
	mux.Handle("GET /api/v1/admin/feedback", handleAdminFeedback(d.Feedback))
	mux.Handle("PUT /api/v1/admin/feedback/{id}/status", handleAdminFeedbackStatus(d.Feedback))
	mux.Handle("DELETE /api/v1/admin/feedback/{id}", handleAdminFeedbackDelete(d.Feedback))

	// Reports: 'Laporan' (admins); sending one is on the session pages.
	mux.Handle("GET /api/v1/admin/reports", handleAdminReports(d.Reports))
	mux.Handle("POST /api/v1/admin/reports/{id}/resolve", handleAdminReportResolve(d.Reports))

	// The admin's dashboard and every session (admins).
	mux.Handle("GET /api/v1/admin/dashboard", handleDashboard(d.Moderation))
	mux.Handle("GET /api/v1/admin/sessions", handleAdminSessions(d.Moderation, d.Sessions))

	// Approvals (admins).
	mux.Handle("GET /api/v1/admin/approvals", handleApprovals(d.Moderation, d.Sessions))
	mux.Handle("POST /api/v1/admin/approvals/{type}/{id}/approve", handleApprove(d.Moderation))
	mux.Handle("POST /api/v1/admin/approvals/{type}/{id}/reject", handleReject(d.Moderation))

	// Trusted contributors (admins): the role, and what contributors published directly.
	mux.Handle("PUT /api/v1/admin/roles", handleAdminRole(d.Moderation))
	mux.Handle("GET /api/v1/admin/contributions", handleAdminContributions(d.Moderation))
	mux.Handle("POST /api/v1/admin/contributions/{type}/{id}/unpublish", handleAdminUnpublish(d.Moderation))

	// A masjid's team: its editors' form, claims, and the admins' desk.
	mux.Handle("GET /api/v1/masjid/{slug}/kelola", handleMasjidForm(d.MasjidTeam))
	mux.Handle("PUT /api/v1/masjid/{slug}", handleMasjidUpdate(d.MasjidTeam))
	mux.Handle("POST /api/v1/masjid/{slug}/klaim", handleMasjidClaim(d.MasjidTeam))
	mux.Handle("GET /api/v1/masjid/{slug}/editors", handleMasjidEditors(d.MasjidTeam))
	mux.Handle("POST /api/v1/masjid/{slug}/editors", handleMasjidEditorAdd(d.MasjidTeam))
	mux.Handle("DELETE /api/v1/masjid/{slug}/editors/{userId}", handleMasjidEditorRemove(d.MasjidTeam))
	mux.Handle("GET /api/v1/masjid/{slug}/reports", handleMasjidReports(d.Reports))
	mux.Handle("GET /api/v1/admin/masjid-claims", handleAdminMasjidClaims(d.MasjidTeam))
	mux.Handle("POST /api/v1/admin/masjid-claims/{id}/approve", handleAdminMasjidClaimDecide(d.MasjidTeam, true))
	mux.Handle("POST /api/v1/admin/masjid-claims/{id}/reject", handleAdminMasjidClaimDecide(d.MasjidTeam, false))
	mux.Handle("PUT /api/v1/admin/masjid/{slug}/verified", handleAdminMasjidVerified(d.MasjidTeam))

	// Journal: own notes, the note form's sessions, the download; public notes; their moderation.
	mux.Handle("GET /api/v1/journal", handleJournalList(d.Journal))
	mux.Handle("POST /api/v1/journal", handleJournalCreate(d.Journal))
	mux.Handle("GET /api/v1/journal/sessions", handleJournalSessions(d.Journal))
	mux.Handle("GET /api/v1/journal/export", handleJournalExport(d.Journal, d.Profiles))
	mux.Handle("GET /api/v1/journal/{id}", handleJournalGet(d.Journal))
	mux.Handle("PUT /api/v1/journal/{id}", handleJournalUpdate(d.Journal))
	mux.Handle("PUT /api/v1/journal/{id}/visibility", handleJournalVisibility(d.Journal))
	mux.Handle("PUT /api/v1/journal/{id}/favorite", handleJournalFavorite(d.Journal))
	mux.Handle("DELETE /api/v1/journal/{id}", handleJournalDelete(d.Journal))
	mux.Handle("GET /api/v1/public-journals", handlePublicJournals(d.Journal))
	mux.Handle("GET /api/v1/admin/journals", handleAdminJournals(d.Moderation))
	mux.Handle("DELETE /api/v1/admin/journals/{id}", handleAdminJournalDelete(d.Moderation))

	// Stored posters and their variants.
	mux.Handle("GET /media/{key...}", handleMedia(d.Bucket))

	// Unknown API paths answer in the API's error shape.
	mux.Handle("/api/", handleAPINotFound())
	// The web app for every other path.
	mux.Handle("/", pages.handleApp())
}
