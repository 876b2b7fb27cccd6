package server

import (
	"cmp"
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// access says who may use a route.
type access int

const (
	public     access = iota // anyone
	signedIn                 // any signed-in user; visitors get 401
	ownerOnly                // the subject's owner (and admins, unless adminToo is false); others as the row says
	adminOnly                // admins; visitors 401, everyone else 403
	trusted                  // trusted contributors, masjid editors and admins: visitors 401, users 403; a source is its adder's (another's: 404)
	masjidTeam               // a masjid's editors and admins: here (nobody keeps the masjid) as adminOnly; editors in handlers_masjidteam_test.go
)

// matrixRow is one route of the authorization matrix: the path it is called
// with (built from the fixture), who may use it, and what another signed-in
// user gets when only the owner may.
type matrixRow struct {
	path    func(m *matrixFixture) string
	access  access
	other   int  // ownerOnly: what another user gets (403 or 404)
	admin   bool // ownerOnly: whether an admin may too
	visitor int  // ownerOnly: what a visitor gets when not 401 (a page that hides what exists: 404)
	once    bool // the call changes who is signed in: only a visitor makes it
	body    any  // the body of a write, when an empty object would stop at validation before the check
}

// matrixFixture is what the matrix's paths point at: sessions, a note, a
// feedback message, a holiday and a poster of one owner.
type matrixFixture struct {
	*sessionFixture
	note, feedback, holiday, poster string
	calendar, draft                 string // the admin's calendar source and one of its drafts
	masjid, claim                   string // a masjid's slug and a pending claim of it
}

// authzMatrix has a row for every route the server registers; a new route
// without one fails TestAuthorizationMatrix.
var authzMatrix = map[string]matrixRow{
	"GET /healthz":                           {path: at("/healthz"), access: public},
	"GET /readyz":                            {path: at("/readyz"), access: public},
	"GET /metrics":                           {path: at("/metrics"), access: public}, // this machine; token elsewhere (server_test.go)
	"GET /api/v1/auth/session":               {path: at("/api/v1/auth/session"), access: public},
	"POST /api/v1/auth/signin":               {path: at("/api/v1/auth/signin"), access: public},
	"POST /api/v1/auth/signout":              {path: at("/api/v1/auth/signout"), access: public, once: true},
	"POST /api/v1/auth/signup":               {path: at("/api/v1/auth/signup"), access: public},
	"POST /api/v1/auth/verify-email":         {path: at("/api/v1/auth/verify-email"), access: public},
	"POST /api/v1/auth/verify-email/resend":  {path: at("/api/v1/auth/verify-email/resend"), access: public},
	"POST /api/v1/auth/password/forgot":      {path: at("/api/v1/auth/password/forgot"), access: public},
	"POST /api/v1/auth/password/reset/check": {path: at("/api/v1/auth/password/reset/check"), access: public},
	"POST /api/v1/auth/password/reset":       {path: at("/api/v1/auth/password/reset"), access: public},
	"POST /api/v1/auth/google/start":         {path: at("/api/v1/auth/google/start"), access: public},
	"POST /api/v1/auth/google/callback":      {path: at("/api/v1/auth/google/callback"), access: public},

	"GET /api/v1/profile":                      {path: at("/api/v1/profile"), access: signedIn},
	"POST /api/v1/profile":                     {path: at("/api/v1/profile"), access: signedIn},
	"PUT /api/v1/profile":                      {path: at("/api/v1/profile"), access: signedIn},
	"PUT /api/v1/profile/location":             {path: at("/api/v1/profile/location"), access: signedIn},
	"DELETE /api/v1/profile/location":          {path: at("/api/v1/profile/location"), access: signedIn},
	"GET /api/v1/profiles/{userId}":            {path: func(m *matrixFixture) string { return "/api/v1/profiles/" + m.creator.ID }, access: public},
	"GET /api/v1/profiles/{userId}/notes":      {path: func(m *matrixFixture) string { return "/api/v1/profiles/" + m.creator.ID + "/notes" }, access: public},
	"GET /api/v1/profiles/{userId}/kajian":     {path: func(m *matrixFixture) string { return "/api/v1/profiles/" + m.creator.ID + "/kajian" }, access: public},
	"GET /api/v1/kajian/{slug}":                {path: func(m *matrixFixture) string { return apiPath(m.oneOff) }, access: public},
	"GET /api/v1/kajian-rutin/{slug}":          {path: func(m *matrixFixture) string { return apiPath(m.weekly) }, access: public},
	"PUT /api/v1/kajian/{slug}/rsvp":           {path: func(m *matrixFixture) string { return apiPath(m.oneOff) + "/rsvp" }, access: signedIn},
	"PUT /api/v1/kajian-rutin/{slug}/rsvp":     {path: func(m *matrixFixture) string { return apiPath(m.weekly) + "/rsvp" }, access: signedIn},
	"GET /api/v1/kajian/{slug}/notes":          {path: func(m *matrixFixture) string { return apiPath(m.oneOff) + "/notes" }, access: public},
	"GET /api/v1/kajian-rutin/{slug}/notes":    {path: func(m *matrixFixture) string { return apiPath(m.weekly) + "/notes" }, access: public},
	"POST /api/v1/kajian/{slug}/laporan":       {path: func(m *matrixFixture) string { return apiPath(m.oneOff) + "/laporan" }, access: public},
	"POST /api/v1/kajian-rutin/{slug}/laporan": {path: func(m *matrixFixture) string { return apiPath(m.weekly) + "/laporan" }, access: public},
	"GET /kajian/{slug}":                       {path: func(m *matrixFixture) string { return sessionPath(m.oneOff) }, access: public},
	"GET /kajian-rutin/{slug}":                 {path: func(m *matrixFixture) string { return sessionPath(m.weekly) }, access: public},
	"GET /profile/{userId}":                    {path: func(m *matrixFixture) string { return "/profile/" + m.creator.ID }, access: public},
	"GET /kajian/{slug}/kalender.ics":          {path: func(m *matrixFixture) string { return sessionPath(m.oneOff) + "/kalender.ics" }, access: public},
	"GET /kajian-rutin/{slug}/kalender.ics":    {path: func(m *matrixFixture) string { return sessionPath(m.weekly) + "/kalender.ics" }, access: public},
	"GET /kajian/{slug}/og-image":              {path: func(m *matrixFixture) string { return sessionPath(m.pending) + "/og-image" }, access: ownerOnly, other: 404, admin: true, visitor: 404},
	"GET /kajian-rutin/{slug}/og-image":        {path: func(m *matrixFixture) string { return sessionPath(m.inactive) + "/og-image" }, access: ownerOnly, other: 404, admin: true, visitor: 404},
	"GET /sitemap.xml":                         {path: at("/sitemap.xml"), access: public},
	"GET /robots.txt":                          {path: at("/robots.txt"), access: public},
	"GET /licenses.txt":                        {path: at("/licenses.txt"), access: public},
	"GET /masjid/{slug}/embed":                 {path: at("/masjid/tidak-ada/embed"), access: public},
	"GET /masjid/{slug}/tv":                    {path: at("/masjid/tidak-ada/tv"), access: public},
	"GET /masjid/{slug}/qr.svg":                {path: at("/masjid/tidak-ada/qr.svg"), access: public},
	"GET /api/v1/kajian":                       {path: at("/api/v1/kajian"), access: public},
	"GET /api/v1/kajian/points":                {path: at("/api/v1/kajian/points"), access: public},
	"GET /api/v1/kajian/rekap":                 {path: at("/api/v1/kajian/rekap"), access: public},
	"GET /api/v1/places/suggest":               {path: at("/api/v1/places/suggest?q=band"), access: public},
	"GET /api/v1/geocode":                      {path: at("/api/v1/geocode?q=Bandung"), access: public},
	"GET /api/v1/geocode/reverse":              {path: at("/api/v1/geocode/reverse?lat=-6.9&lng=107.6"), access: public},

	"POST /api/v1/postings":                           {path: at("/api/v1/postings"), access: signedIn},
	"POST /api/v1/postings/rekap":                     {path: at("/api/v1/postings/rekap"), access: signedIn},
	"POST /api/v1/postings/batch":                     {path: at("/api/v1/postings/batch"), access: signedIn},
	"GET /api/v1/postings/{type}/{slug}":              {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug }, access: ownerOnly, other: 403, admin: true},
	"PUT /api/v1/postings/{type}/{slug}":              {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug }, access: ownerOnly, other: 403, admin: true},
	"POST /api/v1/postings/{type}/{slug}/resubmit":    {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug + "/resubmit" }, access: ownerOnly, other: 403},
	"DELETE /api/v1/postings/{type}/{slug}":           {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug }, access: ownerOnly, other: 403, admin: true},
	"POST /api/v1/postings/{type}/{slug}/cancel":      {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug + "/cancel" }, access: ownerOnly, other: 403, admin: true},
	"DELETE /api/v1/postings/{type}/{slug}/cancel":    {path: func(m *matrixFixture) string { return "/api/v1/postings/regular/" + m.pending.Slug + "/cancel" }, access: ownerOnly, other: 403, admin: true},
	"POST /api/v1/postings/recurring/{slug}/holidays": {path: func(m *matrixFixture) string { return "/api/v1/postings/recurring/" + m.weekly.Slug + "/holidays" }, access: ownerOnly, other: 403, admin: true},
	"PUT /api/v1/postings/recurring/{slug}/holidays/{holidayId}": {path: func(m *matrixFixture) string {
		return "/api/v1/postings/recurring/" + m.weekly.Slug + "/holidays/" + m.holiday
	}, access: ownerOnly, other: 403, admin: true},
	"DELETE /api/v1/postings/recurring/{slug}/holidays/{holidayId}": {path: func(m *matrixFixture) string {
		return "/api/v1/postings/recurring/" + m.weekly.Slug + "/holidays/" + m.holiday
	}, access: ownerOnly, other: 403, admin: true},
	"GET /api/v1/my-kajian":           {path: at("/api/v1/my-kajian"), access: signedIn},
	"POST /api/v1/posters":            {path: at("/api/v1/posters"), access: signedIn},
	"DELETE /api/v1/posters/{key...}": {path: func(m *matrixFixture) string { return "/api/v1/posters/" + m.poster }, access: ownerOnly, other: 403, admin: true},
	"POST /api/v1/ai/poster":          {path: at("/api/v1/ai/poster"), access: signedIn},
	"POST /api/v1/ai/text":            {path: at("/api/v1/ai/text"), access: signedIn},
	"POST /api/v1/ai/description":     {path: at("/api/v1/ai/description"), access: signedIn},
	"GET /api/v1/ai/status":           {path: at("/api/v1/ai/status"), access: public},

	"POST /api/v1/feedback":                      {path: at("/api/v1/feedback"), access: public},
	"GET /api/v1/calendar-sources":               {path: at("/api/v1/calendar-sources"), access: trusted},
	"POST /api/v1/calendar-sources":              {path: at("/api/v1/calendar-sources"), access: trusted},
	"GET /api/v1/calendar-sources/{id}":          {path: func(m *matrixFixture) string { return "/api/v1/calendar-sources/" + m.calendar }, access: trusted},
	"POST /api/v1/calendar-sources/{id}/refresh": {path: func(m *matrixFixture) string { return "/api/v1/calendar-sources/" + m.calendar + "/refresh" }, access: trusted},
	"POST /api/v1/calendar-sources/{id}/drafts/{eventId}/post": {path: func(m *matrixFixture) string {
		return "/api/v1/calendar-sources/" + m.calendar + "/drafts/" + m.draft + "/post"
	}, access: trusted},
	"GET /api/v1/admin/feedback":                       {path: at("/api/v1/admin/feedback"), access: adminOnly},
	"PUT /api/v1/admin/feedback/{id}/status":           {path: func(m *matrixFixture) string { return "/api/v1/admin/feedback/" + m.feedback + "/status" }, access: adminOnly},
	"DELETE /api/v1/admin/feedback/{id}":               {path: func(m *matrixFixture) string { return "/api/v1/admin/feedback/" + m.feedback }, access: adminOnly},
	"GET /api/v1/admin/reports":                        {path: at("/api/v1/admin/reports"), access: adminOnly},
	"POST /api/v1/admin/reports/{id}/resolve":          {path: at("/api/v1/admin/reports/00000000-0000-4000-8000-000000000000/resolve"), access: adminOnly},
	"GET /api/v1/admin/dashboard":                      {path: at("/api/v1/admin/dashboard"), access: adminOnly},
	"GET /api/v1/admin/sessions":                       {path: at("/api/v1/admin/sessions"), access: adminOnly},
	"GET /api/v1/admin/approvals":                      {path: at("/api/v1/admin/approvals"), access: adminOnly},
	"POST /api/v1/admin/approvals/{type}/{id}/approve": {path: func(m *matrixFixture) string { return "/api/v1/admin/approvals/regular/" + m.pending.ID + "/approve" }, access: adminOnly},
	"POST /api/v1/admin/approvals/{type}/{id}/reject":  {path: func(m *matrixFixture) string { return "/api/v1/admin/approvals/regular/" + m.pending.ID + "/reject" }, access: adminOnly},
	"GET /api/v1/journal":                              {path: at("/api/v1/journal"), access: signedIn},
	"POST /api/v1/journal":                             {path: at("/api/v1/journal"), access: signedIn},
	"GET /api/v1/journal/sessions":                     {path: at("/api/v1/journal/sessions"), access: signedIn},
	"GET /api/v1/journal/export":                       {path: at("/api/v1/journal/export"), access: signedIn},
	"GET /api/v1/journal/{id}":                         {path: func(m *matrixFixture) string { return "/api/v1/journal/" + m.note }, access: ownerOnly, other: 404},
	"PUT /api/v1/journal/{id}":                         {path: func(m *matrixFixture) string { return "/api/v1/journal/" + m.note }, access: ownerOnly, other: 404},
	"PUT /api/v1/journal/{id}/visibility": {path: func(m *matrixFixture) string { return "/api/v1/journal/" + m.note + "/visibility" }, access: ownerOnly, other: 404,
		body: map[string]any{"visibility": "private"}},
	"PUT /api/v1/journal/{id}/favorite":  {path: func(m *matrixFixture) string { return "/api/v1/journal/" + m.note + "/favorite" }, access: ownerOnly, other: 404},
	"DELETE /api/v1/journal/{id}":        {path: func(m *matrixFixture) string { return "/api/v1/journal/" + m.note }, access: ownerOnly, other: 404},
	"GET /api/v1/public-journals":        {path: at("/api/v1/public-journals"), access: public},
	"GET /api/v1/admin/journals":         {path: at("/api/v1/admin/journals"), access: adminOnly},
	"DELETE /api/v1/admin/journals/{id}": {path: func(m *matrixFixture) string { return "/api/v1/admin/journals/" + m.note }, access: adminOnly},
	"PUT /api/v1/admin/roles":            {path: at("/api/v1/admin/roles"), access: adminOnly},
	"GET /api/v1/admin/contributions":    {path: at("/api/v1/admin/contributions"), access: adminOnly},
	// A pending session: the admin's call passes the check and stops at 409, changing nothing.
	"POST /api/v1/admin/contributions/{type}/{id}/unpublish": {path: func(m *matrixFixture) string {
		return "/api/v1/admin/contributions/regular/" + m.pending.ID + "/unpublish"
	}, access: adminOnly},
	"GET /api/v1/masjid/{slug}/kelola":   {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid + "/kelola" }, access: masjidTeam},
	"PUT /api/v1/masjid/{slug}":          {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid }, access: masjidTeam},
	"GET /api/v1/masjid/{slug}/editors":  {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid + "/editors" }, access: masjidTeam},
	"GET /api/v1/masjid/{slug}/reports":  {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid + "/reports" }, access: masjidTeam},
	"POST /api/v1/masjid/{slug}/editors": {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid + "/editors" }, access: adminOnly},
	"DELETE /api/v1/masjid/{slug}/editors/{userId}": {path: func(m *matrixFixture) string {
		return "/api/v1/masjid/" + m.masjid + "/editors/" + m.creator.ID
	}, access: adminOnly},
	"POST /api/v1/masjid/{slug}/klaim":              {path: func(m *matrixFixture) string { return "/api/v1/masjid/" + m.masjid + "/klaim" }, access: signedIn},
	"GET /api/v1/admin/masjid-claims":               {path: at("/api/v1/admin/masjid-claims"), access: adminOnly},
	"POST /api/v1/admin/masjid-claims/{id}/approve": {path: func(m *matrixFixture) string { return "/api/v1/admin/masjid-claims/" + m.claim + "/approve" }, access: adminOnly},
	"POST /api/v1/admin/masjid-claims/{id}/reject":  {path: func(m *matrixFixture) string { return "/api/v1/admin/masjid-claims/" + m.claim + "/reject" }, access: adminOnly},
	"PUT /api/v1/admin/masjid/{slug}/verified":      {path: func(m *matrixFixture) string { return "/api/v1/admin/masjid/" + m.masjid + "/verified" }, access: adminOnly},
	"GET /api/v1/reminders":                         {path: at("/api/v1/reminders"), access: signedIn},
	"PUT /api/v1/reminders":                         {path: at("/api/v1/reminders"), access: signedIn},
	"POST /api/v1/reminders/feed":                   {path: at("/api/v1/reminders/feed"), access: signedIn},
	"POST /api/v1/push/subscriptions":               {path: at("/api/v1/push/subscriptions"), access: signedIn},
	"DELETE /api/v1/push/subscriptions":             {path: at("/api/v1/push/subscriptions"), access: signedIn},
	"GET /api/v1/follows":                           {path: at("/api/v1/follows"), access: signedIn},
	"POST /api/v1/follows":                          {path: at("/api/v1/follows"), access: signedIn},
	"DELETE /api/v1/follows/{id}":                   {path: at("/api/v1/follows/00000000-0000-4000-8000-000000000000"), access: signedIn},
	"POST /api/v1/digest/berhenti":                  {path: at("/api/v1/digest/berhenti?token=salah"), access: public},
	"GET /feeds/saya/{file}":                        {path: at("/feeds/saya/salah.ics"), access: public},
	"GET /feeds/dekat.ics":                          {path: at("/feeds/dekat.ics?tempat=Bandung"), access: public},
	"GET /feeds/ustadz.ics":                         {path: at("/feeds/ustadz.ics?nama=Ahmad"), access: public},
	"GET /feeds/masjid/{file}":                      {path: at("/feeds/masjid/tidak-ada.ics"), access: public},
	"GET /api/v1/masjid":                            {path: at("/api/v1/masjid?q=al"), access: public},
	"GET /api/v1/masjid/{slug}":                     {path: at("/api/v1/masjid/tidak-ada"), access: public}, // pages of real masjid: masjid_pages_test.go
	"GET /masjid":                                   {path: at("/masjid"), access: public},
	"GET /masjid/{slug}":                            {path: at("/masjid/tidak-ada"), access: public},
	"GET /masjid/{slug}/og-image":                   {path: at("/masjid/tidak-ada/og-image"), access: public},
	"GET /ustadz/{slug}":                            {path: at("/ustadz/tidak-ada"), access: public},
	"GET /api/v1/seri/{slug}":                       {path: at("/api/v1/seri/tidak-ada"), access: public}, // real series: series_test.go
	"POST /api/v1/seri":                             {path: at("/api/v1/seri"), access: signedIn},
	"GET /api/v1/my-seri":                           {path: at("/api/v1/my-seri"), access: signedIn},
	"GET /seri/{slug}":                              {path: at("/seri/tidak-ada"), access: public},
	"GET /api/v1/ustadz/{slug}": {path: func(m *matrixFixture) string {
		return "/api/v1/ustadz/" + kajian.SpeakerSlug(m.oneOff.SpeakersOrDerived()[0].Name)
	}, access: public},
	"GET /media/{key...}": {path: func(m *matrixFixture) string { return "/media/" + m.poster }, access: public},
	"/api/":               {path: at("/api/v1/tidak-ada"), access: public},
	"/":                   {path: at("/"), access: public},
}

// addMasjidClaim stores a masjid and a pending claim of it by userID, and returns the masjid's
// slug and the claim's id.
func addMasjidClaim(t *testing.T, e *testEnv, userID string) (slug, claimID string) {
	t.Helper()
	mq := &kajian.Masjid{Name: "Masjid Matriks", Region: "Bandung", Point: kajian.NewGeoPoint(-6.9, 107.6)}
	if err := e.db.CreateMasjid(context.Background(), mq); err != nil {
		t.Fatal(err)
	}
	claim := &kajian.MasjidClaim{MasjidID: mq.ID, UserID: userID}
	if err := e.db.CreateMasjidClaim(context.Background(), claim); err != nil {
		t.Fatal(err)
	}
	return mq.Slug, claim.ID
}

// newMatrixFixture makes what the matrix's paths point at.
func newMatrixFixture(t *testing.T, e *testEnv) *matrixFixture {
	t.Helper()
	f := newSessionFixture(t, e)
	m := &matrixFixture{sessionFixture: f}
	m.note = writeNote(t, f.creatorC, noteBody(f, nil)).Note.ID
	m.feedback = sendFeedback(t, f.visitor, map[string]any{"subject": "Matriks", "message": "Uji akses"})
	ed := f.creatorC.do("GET", "/api/v1/postings/recurring/"+f.weekly.Slug, nil).json(t)
	holidays, _ := ed["holidays"].([]any)
	if len(holidays) == 0 {
		t.Fatalf("the weekly session has no holiday: %v", ed)
	}
	m.holiday, _ = holidays[0].(map[string]any)["id"].(string)
	var up posterUploadDTO
	unmarshalBody(t, f.creatorC.upload("/api/v1/posters", "poster.png", "image/png", pngBytesOf(t, gradientPicture(300, 400))), &up)
	m.poster = up.Key
	m.calendar, m.draft = addCalendar(t, f.admC, "/google.ics")
	m.masjid, m.claim = addMasjidClaim(t, e, f.creator.ID)
	return m
}

// at is a path that needs nothing from the fixture.
func at(p string) func(*matrixFixture) string { return func(*matrixFixture) string { return p } }

// TestAuthorizationMatrix calls every route as a visitor, a signed-in user
// with nothing of their own here, a trusted contributor (whose role never
// opens an admin route), the owner of what the route names and an admin, and
// checks each is refused or let through exactly as the table says.
// Writes go with an empty JSON object, so a request that passes the checks
// stops at validation and changes nothing; a delete is only tried by those
// who must be refused. A route without a row fails the test.
func TestAuthorizationMatrix(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		m := newMatrixFixture(t, e)
		f := m.sessionFixture
		contribC, _ := e.signedIn("kontributor@example.id", kajian.RoleContributor)
		for _, pattern := range e.patterns() {
			row, ok := authzMatrix[pattern]
			if !ok {
				t.Errorf("route %q has no row in the authorization matrix", pattern)
				continue
			}
			method, _, found := strings.Cut(pattern, " ")
			if !found {
				method = "GET"
			}
			path := row.path(m)
			body := row.body
			if body == nil && method != "GET" && method != "DELETE" {
				body = map[string]any{}
			}
			call := func(who string, c *client) int {
				t.Helper()
				res := c.do(method, path, body)
				return res.status
			}
			refused := func(who string, c *client, want int) {
				t.Helper()
				if got := call(who, c); got != want {
					t.Errorf("%s %s as %s: %d, want %d", method, path, who, got, want)
				}
			}
			allowed := func(who string, c *client) {
				t.Helper()
				if method == "DELETE" {
					return // would delete what later rows name
				}
				if got := call(who, c); slices.Contains([]int{http.StatusUnauthorized, http.StatusForbidden}, got) ||
					(row.access != public && got == http.StatusNotFound) {
					t.Errorf("%s %s as %s: %d, want it let through", method, path, who, got)
				}
			}
			switch row.access {
			case public:
				allowed("visitor", f.visitor)
				if !row.once {
					allowed("user", f.otherC)
					allowed("contributor", contribC)
					allowed("admin", f.admC)
				}
			case signedIn:
				refused("visitor", f.visitor, http.StatusUnauthorized)
				allowed("user", f.otherC)
				allowed("contributor", contribC)
				allowed("admin", f.admC)
			case ownerOnly:
				refused("visitor", f.visitor, cmp.Or(row.visitor, http.StatusUnauthorized))
				refused("another user", f.otherC, row.other)
				refused("a contributor", contribC, row.other)
				allowed("owner", f.creatorC)
				if row.admin {
					allowed("admin", f.admC)
				} else {
					refused("admin", f.admC, row.other)
				}
			case trusted:
				refused("visitor", f.visitor, http.StatusUnauthorized)
				refused("user", f.otherC, http.StatusForbidden)
				if strings.Contains(path, m.calendar) { // the admin's source
					refused("another contributor", contribC, http.StatusNotFound)
				} else {
					allowed("contributor", contribC)
				}
				allowed("admin", f.admC)
			case adminOnly, masjidTeam:
				refused("visitor", f.visitor, http.StatusUnauthorized)
				refused("user", f.otherC, http.StatusForbidden)
				refused("contributor", contribC, http.StatusForbidden)
				refused("owner", f.creatorC, http.StatusForbidden)
				allowed("admin", f.admC)
			}
		}
		for pattern := range authzMatrix {
			if !slices.Contains(e.patterns(), pattern) {
				t.Errorf("the matrix names %q, which the server does not register", pattern)
			}
		}
	})
}
