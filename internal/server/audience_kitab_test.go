package server

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Who a session is for and the book it studies are stored, shown, searched and filtered:
// 'Khusus Akhwat' lists only sessions for akhwat, a search finds the book and its chapter.
func TestAudienceAndKitab(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		women := mustPost(t, admin, withFields(oneOffBody(), map[string]any{"title": "Fiqih Wanita",
			"audience": []string{"akhwat"}, "kitab": " Bulughul Maram ", "bab": "Thaharah"}))
		mustPost(t, admin, withFields(oneOffBody(), map[string]any{"title": "Tafsir Umum"}))

		detail := e.newClient().do("GET", "/api/v1/kajian/"+women.Kajian.Slug, nil).json(t)
		if detail["audience_label"] != "Khusus Akhwat" || detail["kitab"] != "Bulughul Maram" || detail["bab"] != "Thaharah" ||
			strings.Join(toStrings(detail["audience"]), ",") != "akhwat" {
			t.Fatalf("detail: %v %v %v %v", detail["audience"], detail["audience_label"], detail["kitab"], detail["bab"])
		}
		titles := func(query string) []string {
			var out []string
			for _, it := range e.newClient().do("GET", "/api/v1/kajian?"+query, nil).json(t)["items"].([]any) {
				out = append(out, it.(map[string]any)["title"].(string))
			}
			return out
		}
		if got := titles("audience=akhwat"); strings.Join(got, "|") != "Fiqih Wanita" {
			t.Errorf("Khusus Akhwat: %v", got)
		}
		if got := titles("audience=umum"); strings.Join(got, "|") != "Tafsir Umum" {
			t.Errorf("umum: %v", got)
		}
		if got := titles("q=bulughul+thaharah"); strings.Join(got, "|") != "Fiqih Wanita" {
			t.Errorf("search for the book: %v", got)
		}
		if home := string(e.newClient().do("GET", "/", nil).body); !strings.Contains(home, ">Khusus Akhwat</span>") ||
			!strings.Contains(home, "Bulughul Maram · Thaharah</span>") {
			t.Errorf("the first cards lack the audience or the book")
		}
		wantAPIError(t, e.newClient().do("GET", "/api/v1/kajian?audience=wanita", nil), 400, kajian.MsgBadAudience)
		wantAPIError(t, admin.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": "X", "audience": []string{"wanita"}})),
			400, kajian.MsgBadAudience)
	})
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
