package server

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// abuseRow is what the abuse corpus expects of one route, beyond what every route answers alike
// (text PostgreSQL cannot store, in its path or query: 400 kajian.ErrInvalidText).
type abuseRow struct {
	// param is the answer to a hostile value (quotes, markup, a path climbing up, 1,600
	// characters) in the route's last path parameter; 0 for a route without one.
	param int
	// query is the answer to hostile query parameters (absurd and negative numbers, NaN, a
	// date that does not exist, 3,000 characters of search, markup) on the route's real path (a
	// DELETE's with the hostile parameter, so nothing is deleted). A write is sent an empty
	// object: most stop at its validation.
	query int
	// noBodies says why a POST or PUT is not sent the body corpus (badBodies); "" sends it.
	noBodies string
}

// Why some writes are not sent the body corpus.
const (
	upload = "an upload: image_bombs_test.go has its corpus"
	noBody = "reads no body"
)

// abuseCorpus has a row for every route the server registers; a route without one fails
// TestEveryRouteHasAnAbuseRow, as one without an authorization row fails the matrix.
var abuseCorpus = map[string]abuseRow{
	"GET /healthz":                                                  {query: 200},
	"GET /readyz":                                                   {query: 200},
	"GET /metrics":                                                  {query: 200},
	"GET /api/v1/auth/session":                                      {query: 200},
	"POST /api/v1/auth/signin":                                      {query: 400},
	"POST /api/v1/auth/signout":                                     {query: 200, noBodies: noBody},
	"POST /api/v1/auth/signup":                                      {query: 400},
	"POST /api/v1/auth/verify-email":                                {query: 400},
	"POST /api/v1/auth/verify-email/resend":                         {query: 400},
	"POST /api/v1/auth/password/forgot":                             {query: 400},
	"POST /api/v1/auth/password/reset/check":                        {query: 400},
	"POST /api/v1/auth/password/reset":                              {query: 400},
	"POST /api/v1/auth/google/start":                                {query: 503}, // 503: not configured here
	"POST /api/v1/auth/google/callback":                             {query: 503}, // 503: not configured here
	"GET /api/v1/profile":                                           {query: 200},
	"POST /api/v1/profile":                                          {query: 400},
	"PUT /api/v1/profile":                                           {query: 400},
	"PUT /api/v1/profile/location":                                  {query: 400},
	"DELETE /api/v1/profile/location":                               {query: 200},
	"GET /api/v1/profiles/{userId}":                                 {param: 404, query: 200},
	"GET /api/v1/profiles/{userId}/notes":                           {param: 404, query: 400},
	"GET /api/v1/profiles/{userId}/kajian":                          {param: 404, query: 200},
	"GET /api/v1/kajian/{slug}":                                     {param: 404, query: 200},
	"GET /api/v1/kajian-rutin/{slug}":                               {param: 404, query: 200},
	"PUT /api/v1/kajian/{slug}/rsvp":                                {param: 400, query: 400},
	"PUT /api/v1/kajian-rutin/{slug}/rsvp":                          {param: 400, query: 400},
	"GET /api/v1/kajian/{slug}/notes":                               {param: 404, query: 400},
	"GET /api/v1/kajian-rutin/{slug}/notes":                         {param: 404, query: 400},
	"POST /api/v1/kajian/{slug}/laporan":                            {param: 400, query: 400},
	"POST /api/v1/kajian-rutin/{slug}/laporan":                      {param: 400, query: 400},
	"GET /kajian/{slug}":                                            {param: 404, query: 200},
	"GET /kajian-rutin/{slug}":                                      {param: 404, query: 200},
	"GET /profile/{userId}":                                         {param: 404, query: 200},
	"GET /kajian/{slug}/kalender.ics":                               {param: 404, query: 200},
	"GET /kajian-rutin/{slug}/kalender.ics":                         {param: 404, query: 200},
	"GET /kajian/{slug}/og-image":                                   {param: 404, query: 200},
	"GET /kajian-rutin/{slug}/og-image":                             {param: 404, query: 200},
	"GET /sitemap.xml":                                              {query: 200},
	"GET /robots.txt":                                               {query: 200},
	"GET /licenses.txt":                                             {query: 200},
	"GET /api/v1/reminders":                                         {query: 200},
	"PUT /api/v1/reminders":                                         {query: 400},
	"POST /api/v1/reminders/feed":                                   {query: 200, noBodies: noBody},
	"POST /api/v1/push/subscriptions":                               {query: 503}, // 503: not configured here
	"DELETE /api/v1/push/subscriptions":                             {query: 400},
	"GET /api/v1/follows":                                           {query: 200},
	"POST /api/v1/follows":                                          {query: 400},
	"DELETE /api/v1/follows/{id}":                                   {param: 404, query: 404},
	"POST /api/v1/digest/berhenti":                                  {query: 404, noBodies: noBody},
	"GET /feeds/saya/{file}":                                        {param: 404, query: 404},
	"GET /feeds/dekat.ics":                                          {query: 400},
	"GET /feeds/ustadz.ics":                                         {query: 200},
	"GET /feeds/masjid/{file}":                                      {param: 404, query: 404},
	"GET /api/v1/masjid":                                            {query: 400},
	"GET /api/v1/masjid/{slug}":                                     {param: 404, query: 404},
	"GET /api/v1/ustadz/{slug}":                                     {param: 404, query: 200},
	"GET /masjid":                                                   {query: 200},
	"GET /masjid/{slug}":                                            {param: 404, query: 404},
	"GET /masjid/{slug}/og-image":                                   {param: 404, query: 404},
	"GET /ustadz/{slug}":                                            {param: 404, query: 404},
	"GET /api/v1/seri/{slug}":                                       {param: 404, query: 404},
	"POST /api/v1/seri":                                             {query: 400},
	"GET /api/v1/my-seri":                                           {query: 200},
	"GET /seri/{slug}":                                              {param: 404, query: 404},
	"GET /masjid/{slug}/embed":                                      {param: 404, query: 404},
	"GET /masjid/{slug}/tv":                                         {param: 404, query: 404},
	"GET /masjid/{slug}/qr.svg":                                     {param: 404, query: 404},
	"GET /api/v1/kajian":                                            {query: 400},
	"GET /api/v1/kajian/points":                                     {query: 400},
	"GET /api/v1/kajian/rekap":                                      {query: 400},
	"GET /api/v1/places/suggest":                                    {query: 400},
	"GET /api/v1/geocode":                                           {query: 400},
	"GET /api/v1/geocode/reverse":                                   {query: 200},
	"POST /api/v1/postings":                                         {query: 400},
	"POST /api/v1/postings/rekap":                                   {query: 400},
	"POST /api/v1/postings/batch":                                   {query: 400},
	"GET /api/v1/calendar-sources":                                  {query: 200},
	"POST /api/v1/calendar-sources":                                 {query: 400},
	"GET /api/v1/calendar-sources/{id}":                             {param: 404, query: 200},
	"POST /api/v1/calendar-sources/{id}/refresh":                    {param: 404, query: 200, noBodies: noBody},
	"POST /api/v1/calendar-sources/{id}/drafts/{eventId}/post":      {param: 400, query: 400},
	"GET /api/v1/postings/{type}/{slug}":                            {param: 404, query: 200},
	"PUT /api/v1/postings/{type}/{slug}":                            {param: 404, query: 400},
	"DELETE /api/v1/postings/{type}/{slug}":                         {param: 404, query: 404},
	"POST /api/v1/postings/{type}/{slug}/resubmit":                  {param: 404, query: 409, noBodies: noBody},
	"POST /api/v1/postings/{type}/{slug}/cancel":                    {param: 404, query: 400},
	"DELETE /api/v1/postings/{type}/{slug}/cancel":                  {param: 404, query: 404},
	"POST /api/v1/postings/recurring/{slug}/holidays":               {param: 404, query: 400},
	"PUT /api/v1/postings/recurring/{slug}/holidays/{holidayId}":    {param: 400, query: 400},
	"DELETE /api/v1/postings/recurring/{slug}/holidays/{holidayId}": {param: 404, query: 404},
	"GET /api/v1/my-kajian":                                         {query: 400},
	"POST /api/v1/posters":                                          {query: 400, noBodies: upload},
	"DELETE /api/v1/posters/{key...}":                               {param: 403, query: 403},
	"POST /api/v1/ai/poster":                                        {query: 503, noBodies: upload}, // 503: not configured here
	"POST /api/v1/ai/text":                                          {query: 400},
	"POST /api/v1/ai/description":                                   {query: 400},
	"GET /api/v1/ai/status":                                         {query: 200},
	"POST /api/v1/feedback":                                         {query: 400},
	"GET /api/v1/admin/feedback":                                    {query: 400},
	"PUT /api/v1/admin/feedback/{id}/status":                        {param: 400, query: 400},
	"DELETE /api/v1/admin/feedback/{id}":                            {param: 404, query: 404},
	"GET /api/v1/admin/reports":                                     {query: 400},
	"POST /api/v1/admin/reports/{id}/resolve":                       {param: 400, query: 400},
	"GET /api/v1/admin/dashboard":                                   {query: 200},
	"GET /api/v1/admin/sessions":                                    {query: 400},
	"GET /api/v1/admin/approvals":                                   {query: 200},
	"POST /api/v1/admin/approvals/{type}/{id}/approve":              {param: 404, query: 200, noBodies: noBody},
	"POST /api/v1/admin/approvals/{type}/{id}/reject":               {param: 400, query: 400},
	"PUT /api/v1/admin/roles":                                       {query: 400},
	"GET /api/v1/admin/contributions":                               {query: 200},
	"POST /api/v1/admin/contributions/{type}/{id}/unpublish":        {param: 404, query: 200, noBodies: noBody},
	"GET /api/v1/masjid/{slug}/kelola":                              {param: 404, query: 200},
	"PUT /api/v1/masjid/{slug}":                                     {param: 404, query: 400},
	"POST /api/v1/masjid/{slug}/klaim":                              {param: 404, query: 409},
	"GET /api/v1/masjid/{slug}/editors":                             {param: 404, query: 200},
	"GET /api/v1/masjid/{slug}/reports":                             {param: 404, query: 200},
	"POST /api/v1/masjid/{slug}/editors":                            {param: 404, query: 400},
	"DELETE /api/v1/masjid/{slug}/editors/{userId}":                 {param: 404, query: 404},
	"GET /api/v1/admin/masjid-claims":                               {query: 400},
	"POST /api/v1/admin/masjid-claims/{id}/approve":                 {param: 404, query: 200, noBodies: noBody},
	"POST /api/v1/admin/masjid-claims/{id}/reject":                  {param: 404, query: 409, noBodies: noBody},
	"PUT /api/v1/admin/masjid/{slug}/verified":                      {param: 404, query: 200},
	"GET /api/v1/journal":                                           {query: 400},
	"POST /api/v1/journal":                                          {query: 400},
	"GET /api/v1/journal/sessions":                                  {query: 200},
	"GET /api/v1/journal/export":                                    {query: 200},
	"GET /api/v1/journal/{id}":                                      {param: 404, query: 200},
	"PUT /api/v1/journal/{id}":                                      {param: 404, query: 400},
	"PUT /api/v1/journal/{id}/visibility":                           {param: 400, query: 400},
	"PUT /api/v1/journal/{id}/favorite":                             {param: 404, query: 200},
	"DELETE /api/v1/journal/{id}":                                   {param: 404, query: 404},
	"GET /api/v1/public-journals":                                   {query: 400},
	"GET /api/v1/admin/journals":                                    {query: 400},
	"DELETE /api/v1/admin/journals/{id}":                            {param: 404, query: 404},
	"GET /media/{key...}":                                           {param: 400, query: 200},
	"/api/":                                                         {param: 404, query: 404},
	"/":                                                             {param: 404, query: 200},
}

// hostileParam is a path parameter no route knows: quotes, markup and a climb up the tree.
var hostileParam = strings.Repeat("%27%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E", 60) + "..%2F..%2Fetc%2Fpasswd"

// hostileQuery is every query parameter the routes read, and some they do not, at its worst.
var hostileQuery = "limit=-1&page=99999999999999999999&offset=-5&lat=1e309&lng=NaN&radius_km=-1&sort=%27%3B--" +
	"&q=" + strings.Repeat("a", 3000) + "&tag=%3Cscript%3E&cursor=%25%25&from=2026-13-45&to=0000-00-00&date=kemarin" +
	"&status=%F0%9F%99%82&type=x&kind=x&token=" + strings.Repeat("z", 2000) + "&nama=%3Cb%3E&tempat=" + strings.Repeat("x", 500)

// withParam returns path (pattern's real path in the matrix) with its last path parameter
// replaced by value, or a segment added under a catch-all route; ok is false for a route
// without a parameter.
func withParam(pattern, path, value string) (string, bool) {
	_, route, _ := strings.Cut(pattern, " ")
	if route == "" {
		route = pattern
	}
	rest := ""
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, rest = path[:i], path[i:]
	}
	if route == "/" || route == "/api/" {
		return strings.TrimSuffix(path, "/") + "/" + value, true
	}
	pat, segs := strings.Split(route, "/"), strings.Split(path, "/")
	for i := len(pat) - 1; i >= 0; i-- {
		if strings.HasPrefix(pat[i], "{") {
			if strings.HasSuffix(pat[i], "...}") {
				segs = segs[:i+1]
			}
			if ext := strings.LastIndexByte(segs[i], '.'); ext > 0 && !strings.HasPrefix(pat[i], "{key") {
				value += segs[i][ext:] // /feeds/saya/{file}: the name's .ics stays
			}
			segs[i] = value
			return strings.Join(segs, "/") + rest, true
		}
	}
	return path, false
}

// leaked reports whether an error message shows the server's insides instead of a sentence for
// the user (a driver's, a decoder's or a parser's words).
func leaked(message string) bool {
	m := strings.ToLower(message)
	for _, w := range []string{"sql", "pq:", "pgx", "strconv", "json:", "invalid character", "eof", "runtime", "panic",
		"syntax error", "not found", "bad request", "method not allowed", "internal"} {
		if strings.Contains(m, w) {
			return true
		}
	}
	return message == ""
}

func TestEveryRouteHasAnAbuseRow(t *testing.T) {
	e := newEnv(t, onSQLite)
	for _, pattern := range e.patterns() {
		row, ok := abuseCorpus[pattern]
		if !ok {
			t.Errorf("route %q has no row in the abuse corpus (abuse_corpus_test.go)", pattern)
			continue
		}
		hasParam := strings.Contains(pattern, "{") || pattern == "/" || pattern == "/api/" // a catch-all takes any segment
		if hasParam != (row.param != 0) {
			t.Errorf("%s: the row's param answer is %d, but the route has a path parameter: %v", pattern, row.param, hasParam)
		}
		method, _, _ := strings.Cut(pattern, " ")
		if row.noBodies != "" && method != http.MethodPost && method != http.MethodPut {
			t.Errorf("%s: only a POST or PUT is sent the body corpus", pattern)
		}
	}
	for pattern := range abuseCorpus {
		if !slices.Contains(e.patterns(), pattern) {
			t.Errorf("the abuse corpus names %q, which the server does not register", pattern)
		}
	}
}

// TestHostilePathsAndQueriesAnswerCleanly sends every route, as a role it lets through, text
// PostgreSQL cannot store in its path parameter and query (400 with the one message), a hostile
// path parameter and hostile query parameters (the row's answers), on both databases: never a
// server error, and every API error a sentence for the user, not the server's insides.
func TestHostilePathsAndQueriesAnswerCleanly(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		m := newMatrixFixture(t, e)
		for _, pattern := range e.patterns() {
			row, ok := abuseCorpus[pattern]
			if !ok {
				continue // TestEveryRouteHasAnAbuseRow says so
			}
			method, _, found := strings.Cut(pattern, " ")
			if !found {
				method = http.MethodGet
			}
			mrow := authzMatrix[pattern]
			c := m.creatorC
			switch {
			case mrow.once:
				c = e.newClient()
			case mrow.access == adminOnly || mrow.access == trusted || mrow.access == masjidTeam:
				c = m.admC
			}
			var body any
			if method == http.MethodPost || method == http.MethodPut {
				body = map[string]any{}
			}
			real := mrow.path(m)
			check := func(what, path string, want int, message string) {
				t.Helper()
				res := c.do(method, path, body)
				if res.status != want {
					t.Errorf("%s with %s: %d, want %d: %.300s", pattern, what, res.status, want, res.body)
					return
				}
				if res.status >= 400 && strings.HasPrefix(path, "/api/") {
					got := apiError(t, res).Message
					if leaked(got) || (message != "" && got != message) {
						t.Errorf("%s with %s: message %q", pattern, what, got)
					}
				}
			}
			sep := "?"
			if strings.Contains(real, "?") {
				sep = "&"
			}
			check("NUL in the query", real+sep+"q=a%00b", http.StatusBadRequest, kajian.ErrInvalidText.Message)
			if p, ok := withParam(pattern, real, "a%00b"); ok {
				check("NUL in the path", p, http.StatusBadRequest, kajian.ErrInvalidText.Message)
				check("invalid UTF-8 in the path", strings.Replace(p, "a%00b", "%ff%fe", 1), http.StatusBadRequest, kajian.ErrInvalidText.Message)
			}
			hostile, hasParam := withParam(pattern, real, hostileParam)
			if hasParam {
				check("a hostile path parameter", hostile, row.param, "")
			}
			target := real
			if method == http.MethodDelete && hasParam {
				target = hostile // a delete of what the fixture holds would leave later routes nothing
			}
			if strings.Contains(target, "?") {
				target += "&" + hostileQuery
			} else {
				target += "?" + hostileQuery
			}
			check("hostile query parameters", target, row.query, "")
		}
	})
}
