package mail

import (
	"strings"
	"testing"
)

func TestTemplates(t *testing.T) {
	tests := []struct {
		name     string
		m        Message
		subject  string
		validity string
		button   string
	}{
		{"verify", VerifyEmail("Siti Aisyah", testLink), "Verifikasi email", "24 jam", "Verifikasi Email"},
		{"reset", ResetPassword("Siti Aisyah", testLink), "Atur ulang password", "1 jam", "Buat Password Baru"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			if m.To != "" {
				t.Errorf("To = %q; the caller sets it", m.To)
			}
			if !strings.Contains(m.Subject, tt.subject) || !strings.Contains(m.Subject, "Kajian Kita") {
				t.Errorf("Subject = %q", m.Subject)
			}
			for part, body := range map[string]string{"text": m.Text, "html": m.HTML} {
				for _, want := range []string{"Kajian Kita", "Siti Aisyah", "berlaku selama " + tt.validity} {
					if !strings.Contains(body, want) {
						t.Errorf("%s part lacks %q", part, want)
					}
				}
			}
			if !strings.Contains(m.Text, "\n"+testLink+"\n") {
				t.Errorf("text part does not put the link on its own line:\n%s", m.Text)
			}
			if !strings.Contains(m.HTML, tt.button) || !strings.Contains(m.HTML, `lang="id"`) {
				t.Errorf("html part lacks its button or language")
			}
			if strings.Contains(m.Text, "<") {
				t.Errorf("text part contains markup")
			}
		})
	}
}

func TestTemplatesEscape(t *testing.T) {
	m := VerifyEmail(`<script>alert("x")</script> & "Budi"`, "javascript:alert(1)")
	if strings.Contains(m.HTML, "<script>") {
		t.Errorf("name not escaped in HTML:\n%s", m.HTML)
	}
	if !strings.Contains(m.HTML, "&lt;script&gt;") || !strings.Contains(m.HTML, "&amp;") {
		t.Errorf("escaped name missing from HTML")
	}
	if strings.Contains(m.HTML, `href="javascript:`) {
		t.Errorf("javascript: link kept in href")
	}
}

func TestTemplatesNameCleaning(t *testing.T) {
	m := ResetPassword("  Budi\r\nBcc: x@evil  ", testLink)
	if !strings.HasPrefix(m.Text, "Assalamu'alaikum, Budi Bcc: x@evil.\n") {
		t.Errorf("greeting = %q", strings.SplitN(m.Text, "\n", 2)[0])
	}
	m = ResetPassword("", testLink)
	if !strings.HasPrefix(m.Text, "Assalamu'alaikum,\n") {
		t.Errorf("greeting without a name = %q", strings.SplitN(m.Text, "\n", 2)[0])
	}
}
