package server

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
)

// responseTypes names, for each JSON route, the statuses of its success
// (space-separated) and the Go type it encodes there. TestResponsesMatchTheirSchemas fails when a route
// that answers JSON has no row.
var responseTypes = map[string]struct {
	status string
	body   any
}{
	"GET /readyz":                                                   {"200", readyDTO{}},
	"GET /api/v1/auth/session":                                      {"200", sessionDTO{}},
	"POST /api/v1/auth/signin":                                      {"200", sessionDTO{}},
	"POST /api/v1/auth/signout":                                     {"200", ok{}},
	"POST /api/v1/auth/signup":                                      {"200", emailSent{}},
	"POST /api/v1/auth/verify-email":                                {"200", verifyResponse{}},
	"POST /api/v1/auth/verify-email/resend":                         {"200", emailSent{}},
	"POST /api/v1/auth/password/forgot":                             {"200", emailSent{}},
	"POST /api/v1/auth/password/reset/check":                        {"200", ok{}},
	"POST /api/v1/auth/password/reset":                              {"200", ok{}},
	"POST /api/v1/auth/google/start":                                {"200", googleStartResponse{}},
	"POST /api/v1/auth/google/callback":                             {"200", googleCallbackResponse{}},
	"GET /api/v1/profile":                                           {"200", profileDTO{}},
	"POST /api/v1/profile":                                          {"201", profileDTO{}},
	"PUT /api/v1/profile":                                           {"200", profileDTO{}},
	"PUT /api/v1/profile/location":                                  {"200", profileDTO{}},
	"DELETE /api/v1/profile/location":                               {"200", profileDTO{}},
	"GET /api/v1/profiles/{userId}":                                 {"200", publicProfileDTO{}},
	"GET /api/v1/profiles/{userId}/kajian":                          {"200", profileKajianDTO{}},
	"GET /api/v1/masjid":                                            {"200", masjidPageDTO{}},
	"GET /api/v1/masjid/{slug}":                                     {"200", masjidPageBodyDTO{}},
	"GET /api/v1/ustadz/{slug}":                                     {"200", ustadzPageDTO{}},
	"POST /api/v1/postings/{type}/{slug}/resubmit":                  {"200", postingActionDTO{}},
	"POST /api/v1/postings/{type}/{slug}/cancel":                    {"200", cancelledDTO{}},
	"DELETE /api/v1/postings/{type}/{slug}/cancel":                  {"200", cancelledDTO{}},
	"GET /api/v1/profiles/{userId}/notes":                           {"200", notePageDTO{}},
	"GET /api/v1/kajian":                                            {"200", homePageDTO{}},
	"GET /api/v1/kajian/points":                                     {"200", mapPointsDTO{}},
	"GET /api/v1/kajian/rekap":                                      {"200", rekapTextDTO{}},
	"GET /api/v1/places/suggest":                                    {"200", placeSuggestionsDTO{}},
	"GET /api/v1/geocode":                                           {"200", geocodeDTO{}},
	"GET /api/v1/geocode/reverse":                                   {"200", reverseDTO{}},
	"GET /api/v1/kajian/{slug}":                                     {"200", kajianDetailDTO{}},
	"GET /api/v1/kajian-rutin/{slug}":                               {"200", kajianDetailDTO{}},
	"PUT /api/v1/kajian/{slug}/rsvp":                                {"200", rsvpDTO{}},
	"PUT /api/v1/kajian-rutin/{slug}/rsvp":                          {"200", rsvpDTO{}},
	"GET /api/v1/kajian/{slug}/notes":                               {"200", notePageDTO{}},
	"GET /api/v1/kajian-rutin/{slug}/notes":                         {"200", notePageDTO{}},
	"POST /api/v1/postings":                                         {"201", postingSavedDTO{}},
	"POST /api/v1/postings/rekap":                                   {"200", rekapDTO{}},
	"POST /api/v1/postings/batch":                                   {"200", batchDTO{}},
	"GET /api/v1/calendar-sources":                                  {"200", calendarSourcesDTO{}},
	"POST /api/v1/calendar-sources":                                 {"201", calendarSourceSavedDTO{}},
	"GET /api/v1/calendar-sources/{id}":                             {"200", calendarSourceDetailDTO{}},
	"POST /api/v1/calendar-sources/{id}/refresh":                    {"200", calendarSourceSavedDTO{}},
	"POST /api/v1/calendar-sources/{id}/drafts/{eventId}/post":      {"201", calendarDraftPostedDTO{}},
	"GET /api/v1/postings/{type}/{slug}":                            {"200", postingEditDTO{}},
	"PUT /api/v1/postings/{type}/{slug}":                            {"200", postingSavedDTO{}},
	"DELETE /api/v1/postings/{type}/{slug}":                         {"200", postingActionDTO{}},
	"POST /api/v1/postings/recurring/{slug}/holidays":               {"201", holidaySavedDTO{}},
	"PUT /api/v1/postings/recurring/{slug}/holidays/{holidayId}":    {"200", holidaySavedDTO{}},
	"DELETE /api/v1/postings/recurring/{slug}/holidays/{holidayId}": {"200", postingActionDTO{}},
	"GET /api/v1/my-kajian":                                         {"200", minePageDTO{}},
	"POST /api/v1/posters":                                          {"201", posterUploadDTO{}},
	"DELETE /api/v1/posters/{key}":                                  {"200", posterDeleteDTO{}},
	"POST /api/v1/ai/poster":                                        {"200", aiReadDTO{}},
	"POST /api/v1/ai/text":                                          {"200", aiReadDTO{}},
	"POST /api/v1/ai/description":                                   {"200", aiDescriptionDTO{}},
	"GET /api/v1/ai/status":                                         {"200", aiStatusDTO{}},
	"GET /api/v1/admin/approvals":                                   {"200", approvalsDTO{}},
	"POST /api/v1/admin/approvals/{type}/{id}/approve":              {"200", postingActionDTO{}},
	"POST /api/v1/admin/approvals/{type}/{id}/reject":               {"200", postingActionDTO{}},
	"GET /api/v1/journal":                                           {"200", journalPageDTO{}},
	"POST /api/v1/journal":                                          {"201 200", noteSavedDTO{}},
	"GET /api/v1/journal/sessions":                                  {"200", journalSessionsDTO{}},
	"GET /api/v1/journal/{id}":                                      {"200", noteDTO{}},
	"PUT /api/v1/journal/{id}":                                      {"200", noteSavedDTO{}},
	"DELETE /api/v1/journal/{id}":                                   {"200", postingActionDTO{}},
	"PUT /api/v1/journal/{id}/visibility":                           {"200", postingActionDTO{}},
	"PUT /api/v1/journal/{id}/favorite":                             {"200", postingActionDTO{}},
	"GET /api/v1/public-journals":                                   {"200", notePageDTO{}},
	"GET /api/v1/admin/journals":                                    {"200", notePageDTO{}},
	"DELETE /api/v1/admin/journals/{id}":                            {"200", postingActionDTO{}},
	"PUT /api/v1/admin/roles":                                       {"200", roleChangedDTO{}},
	"GET /api/v1/admin/contributions":                               {"200", directPublicationsDTO{}},
	"POST /api/v1/admin/contributions/{type}/{id}/unpublish":        {"200", postingActionDTO{}},
	"GET /api/v1/reminders":                                         {"200", remindersDTO{}},
	"PUT /api/v1/reminders":                                         {"200", remindersDTO{}},
	"POST /api/v1/reminders/feed":                                   {"200", remindersDTO{}},
	"POST /api/v1/push/subscriptions":                               {"200", postingActionDTO{}},
	"DELETE /api/v1/push/subscriptions":                             {"200", postingActionDTO{}},
	"GET /api/v1/follows":                                           {"200", followList{}},
	"POST /api/v1/follows":                                          {"200", followAdded{}},
	"DELETE /api/v1/follows/{id}":                                   {"200", postingActionDTO{}},
	"POST /api/v1/digest/berhenti":                                  {"200", postingActionDTO{}},
	"POST /api/v1/feedback":                                         {"201", postingActionDTO{}},
	"GET /api/v1/admin/feedback":                                    {"200", feedbackPageDTO{}},
	"PUT /api/v1/admin/feedback/{id}/status":                        {"200", feedbackStatusDTO{}},
	"DELETE /api/v1/admin/feedback/{id}":                            {"200", postingActionDTO{}},
	"POST /api/v1/kajian/{slug}/laporan":                            {"201", postingActionDTO{}},
	"POST /api/v1/kajian-rutin/{slug}/laporan":                      {"201", postingActionDTO{}},
	"GET /api/v1/admin/reports":                                     {"200", reportPageDTO{}},
	"POST /api/v1/admin/reports/{id}/resolve":                       {"200", postingActionDTO{}},
	"GET /api/v1/admin/dashboard":                                   {"200", dashboardDTO{}},
	"GET /api/v1/admin/sessions":                                    {"200", minePageDTO{}},
	"GET /api/v1/masjid/{slug}/kelola":                              {"200", masjidFormDTO{}},
	"PUT /api/v1/masjid/{slug}":                                     {"200", masjidSavedDTO{}},
	"POST /api/v1/masjid/{slug}/klaim":                              {"201", claimSavedDTO{}},
	"GET /api/v1/masjid/{slug}/editors":                             {"200", editorsDTO{}},
	"GET /api/v1/masjid/{slug}/reports":                             {"200", masjidReportsDTO{}},
	"POST /api/v1/masjid/{slug}/editors":                            {"201", editorAddedDTO{}},
	"DELETE /api/v1/masjid/{slug}/editors/{userId}":                 {"200", postingActionDTO{}},
	"GET /api/v1/admin/masjid-claims":                               {"200", claimsDTO{}},
	"POST /api/v1/admin/masjid-claims/{id}/approve":                 {"200", claimSavedDTO{}},
	"POST /api/v1/admin/masjid-claims/{id}/reject":                  {"200", claimSavedDTO{}},
	"PUT /api/v1/admin/masjid/{slug}/verified":                      {"200", verifiedDTO{}},
	"GET /api/v1/seri/{slug}":                                       {"200", seriesPageDTO{}},
	"POST /api/v1/seri":                                             {"201", seriesCreated{}},
	"GET /api/v1/my-seri":                                           {"200", seriesList{}},
}

// TestResponsesMatchTheirSchemas checks each route's answer, the Go type it
// encodes, against its schema in api/openapi.yaml, all the way down: the same
// property names, and a field the encoder always writes (no omitempty) is
// required while one it may leave out is not. So the web app's generated
// types cannot drift from what the server sends.
func TestResponsesMatchTheirSchemas(t *testing.T) {
	raw, err := os.ReadFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	s := schemaSet{doc: doc}
	checked := map[string]bool{}
	paths, _ := doc["paths"].(map[string]any)
	for path, ops := range paths {
		for method, op := range ops.(map[string]any) {
			opMap, isOp := op.(map[string]any)
			if !isOp {
				continue // the path's parameters
			}
			responses, _ := opMap["responses"].(map[string]any)
			for status, res := range responses {
				if !strings.HasPrefix(status, "2") {
					continue
				}
				schema := s.jsonSchemaOf(res)
				if schema == nil {
					continue // not JSON: a page, a file, a calendar
				}
				route := strings.ToUpper(method) + " " + path
				want, ok := responseTypes[route]
				if !ok {
					t.Errorf("%s answers JSON (%s) but has no row in responseTypes", route, status)
					continue
				}
				if !slices.Contains(strings.Fields(want.status), status) {
					t.Errorf("%s: documented success %s, the handler answers %s", route, status, want.status)
					continue
				}
				checked[route] = true
				for _, p := range s.compare(reflect.TypeOf(want.body), schema, route) {
					t.Error(p)
				}
			}
		}
	}
	for route := range responseTypes {
		if !checked[route] {
			t.Errorf("responseTypes names %s, which api/openapi.yaml does not document as answering JSON", route)
		}
	}
}

// schemaSet resolves references and allOf in the document.
type schemaSet struct{ doc map[string]any }

// jsonSchemaOf returns the application/json schema of a response object
// (after its $ref), or nil.
func (s schemaSet) jsonSchemaOf(res any) map[string]any {
	r := s.resolve(res)
	content, _ := r["content"].(map[string]any)
	js, _ := content["application/json"].(map[string]any)
	if js == nil {
		return nil
	}
	return s.resolve(js["schema"])
}

func (s schemaSet) resolve(v any) map[string]any {
	m, _ := v.(map[string]any)
	for m != nil {
		ref, ok := m["$ref"].(string)
		if !ok {
			return m
		}
		var cur any = s.doc
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
			cur = cur.(map[string]any)[part]
		}
		m, _ = cur.(map[string]any)
	}
	return m
}

// object flattens an object schema: allOf merged, a oneOf with null reduced
// to its other branch. It returns the properties and the required names.
func (s schemaSet) object(m map[string]any) (map[string]any, []string, bool) {
	props, required, isObject := map[string]any{}, []string{}, false
	if all, ok := m["allOf"].([]any); ok {
		for _, part := range all {
			p, r, ok := s.object(s.resolve(part))
			if ok {
				isObject = true
				for k, v := range p {
					props[k] = v
				}
				required = append(required, r...)
			}
		}
	}
	if one, ok := m["oneOf"].([]any); ok {
		for _, part := range one {
			if r := s.resolve(part); r["type"] != "null" {
				return s.object(r)
			}
		}
	}
	if p, ok := m["properties"].(map[string]any); ok {
		isObject = true
		for k, v := range p {
			props[k] = v
		}
	}
	for _, r := range asList(m["required"]) {
		required = append(required, r.(string))
	}
	return props, required, isObject
}

func asList(v any) []any { l, _ := v.([]any); return l }

// jsonField is a field the encoder writes.
type jsonField struct {
	name      string
	typ       reflect.Type
	omitEmpty bool
}

// jsonFields lists the fields encoding/json writes for struct type t,
// embedded structs inlined.
func jsonFields(t reflect.Type) []jsonField {
	var out []jsonField
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			out = append(out, jsonFields(ft)...)
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, jsonField{name: name, typ: f.Type, omitEmpty: strings.Contains(opts, "omitempty")})
	}
	return out
}

// compare reports where Go type t and schema m disagree, at path.
func (s schemaSet) compare(t reflect.Type, m map[string]any, path string) []string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t == reflect.TypeOf(time.Time{}):
		return nil
	case t.Kind() == reflect.Slice && t.Elem().Kind() != reflect.Uint8:
		items := s.resolve(m["items"])
		if items == nil {
			if _, isArray := typesOf(m)["array"]; !isArray {
				return []string{fmt.Sprintf("%s: a list in Go, not in the schema", path)}
			}
			return nil
		}
		return s.compare(t.Elem(), items, path+"[]")
	case t.Kind() != reflect.Struct:
		return nil
	}
	props, required, isObject := s.object(m)
	if !isObject {
		return []string{fmt.Sprintf("%s: an object in Go (%s), not in the schema", path, t)}
	}
	var problems []string
	seen := map[string]bool{}
	for _, f := range jsonFields(t) {
		seen[f.name] = true
		sub, ok := props[f.name]
		if !ok {
			problems = append(problems, fmt.Sprintf("%s.%s: sent by %s, not in the schema", path, f.name, t))
			continue
		}
		if req := slices.Contains(required, f.name); req == f.omitEmpty {
			if req {
				problems = append(problems, fmt.Sprintf("%s.%s: required by the schema, but %s may leave it out (omitempty)", path, f.name, t))
			} else {
				problems = append(problems, fmt.Sprintf("%s.%s: always sent by %s, but not required by the schema", path, f.name, t))
			}
		}
		problems = append(problems, s.compare(f.typ, s.resolve(sub), path+"."+f.name)...)
	}
	for name := range props {
		if !seen[name] {
			problems = append(problems, fmt.Sprintf("%s.%s: in the schema, never sent by %s", path, name, t))
		}
	}
	return problems
}

// typesOf returns the schema's type names (a string or a list of them).
func typesOf(m map[string]any) map[string]bool {
	out := map[string]bool{}
	switch v := m["type"].(type) {
	case string:
		out[v] = true
	case []any:
		for _, x := range v {
			if s, ok := x.(string); ok {
				out[s] = true
			}
		}
	}
	return out
}
