package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
)

// route is one entry of the HTTP surface.
type route struct {
	pattern string
	handler http.Handler
}

// routes lists every route of the server: the whole HTTP surface on one
// screen. api/openapi.yaml documents each of them except the app fallback;
// a test keeps the two in step.
func (s *Server) routes() []route {
	return []route{
		// Operations.
		{"GET /healthz", handleHealthz()},
		{"GET /readyz", s.handleReadyz()},
		{"GET /metrics", s.handleMetrics()},

		// Accounts.
		{"GET /api/v1/auth/session", s.handleSession()},
		{"POST /api/v1/auth/signin", s.handleSignIn()},
		{"POST /api/v1/auth/signout", s.handleSignOut()},
		{"POST /api/v1/auth/signup", s.handleSignUp()},
		{"POST /api/v1/auth/verify-email", s.handleVerifyEmail()},
		{"POST /api/v1/auth/verify-email/resend", s.handleResendVerification()},
		{"POST /api/v1/auth/password/forgot", s.handleForgotPassword()},
		{"POST /api/v1/auth/password/reset/check", s.handleResetPasswordCheck()},
		{"POST /api/v1/auth/password/reset", s.handleResetPassword()},
		{"POST /api/v1/auth/google/start", s.handleGoogleStart()},
		{"POST /api/v1/auth/google/callback", s.handleGoogleCallback()},
		{"GET /api/v1/profile", s.handleProfileGet()},
		{"POST /api/v1/profile", s.handleProfileCreate()},
		{"PUT /api/v1/profile", s.handleProfileUpdate()},
		{"PUT /api/v1/profile/location", s.handleLocationSet()},
		{"DELETE /api/v1/profile/location", s.handleLocationClear()},
		{"GET /api/v1/profiles/{userId}", s.handlePublicProfile()},
		{"GET /api/v1/profiles/{userId}/notes", s.handlePublicProfileNotes()},
		{"GET /api/v1/profiles/{userId}/kajian", s.handlePublicProfileKajian()},

		// Session pages: detail, attendance, public notes, calendars, link previews.
		{"GET /api/v1/kajian/{slug}", s.handleKajianDetail(kajian.Regular)},
		{"GET /api/v1/kajian-rutin/{slug}", s.handleKajianDetail(kajian.Recurring)},
		{"PUT /api/v1/kajian/{slug}/rsvp", s.handleRSVP(kajian.Regular)},
		{"PUT /api/v1/kajian-rutin/{slug}/rsvp", s.handleRSVP(kajian.Recurring)},
		{"GET /api/v1/kajian/{slug}/notes", s.handleSessionNotes(kajian.Regular)},
		{"GET /api/v1/kajian-rutin/{slug}/notes", s.handleSessionNotes(kajian.Recurring)},
		{"GET /kajian/{slug}", s.handleSessionPage(kajian.Regular)},
		{"GET /kajian-rutin/{slug}", s.handleSessionPage(kajian.Recurring)},
		{"GET /kajian/{slug}/kalender.ics", s.handleCalendar(kajian.Regular)},
		{"GET /kajian-rutin/{slug}/kalender.ics", s.handleCalendar(kajian.Recurring)},
		{"GET /kajian/{slug}/og-image", s.handlePreviewImage(kajian.Regular)},
		{"GET /kajian-rutin/{slug}/og-image", s.handlePreviewImage(kajian.Recurring)},
		{"GET /sitemap.xml", s.handleSitemap()},
		{"GET /robots.txt", s.handleRobots()},
		{"GET /licenses.txt", s.handleLicenses()},

		// Home and places.
		{"GET /api/v1/kajian", s.handleHomeList()},
		{"GET /api/v1/places/suggest", s.handlePlaceSuggest()},
		{"GET /api/v1/geocode", s.handleGeocode()},
		{"GET /api/v1/geocode/reverse", s.handleReverseGeocode()},

		// Posting: create, load for editing, save, delete; weekly holidays.
		{"POST /api/v1/postings", s.handlePostingCreate()},
		{"GET /api/v1/postings/{type}/{slug}", s.handlePostingGet()},
		{"PUT /api/v1/postings/{type}/{slug}", s.handlePostingUpdate()},
		{"DELETE /api/v1/postings/{type}/{slug}", s.handlePostingDelete()},
		{"POST /api/v1/postings/recurring/{slug}/holidays", s.handleHolidayAdd()},
		{"PUT /api/v1/postings/recurring/{slug}/holidays/{holidayId}", s.handleHolidayUpdate()},
		{"DELETE /api/v1/postings/recurring/{slug}/holidays/{holidayId}", s.handleHolidayDelete()},

		// Posters and AI.
		{"POST /api/v1/posters", s.handlePosterUpload()},
		{"DELETE /api/v1/posters/{key...}", s.handlePosterDelete()},
		{"POST /api/v1/ai/poster", s.handleAIPoster()},
		{"POST /api/v1/ai/text", s.handleAIText()},
		{"POST /api/v1/ai/description", s.handleAIDescription()},

		// My Kajian.
		{"GET /api/v1/my-kajian", s.handleMine()},

		// Approvals (admins).
		{"GET /api/v1/admin/approvals", s.handleApprovals()},
		{"POST /api/v1/admin/approvals/{type}/{id}/approve", s.handleApprove()},
		{"POST /api/v1/admin/approvals/{type}/{id}/reject", s.handleReject()},

		// Stored posters and their variants.
		{"GET /media/{key...}", s.handleMedia()},

		// Unknown API paths answer in the API's error shape.
		{"/api/", handleAPINotFound()},
		// The web app for every other path.
		{"/", s.handleApp()},
	}
}
