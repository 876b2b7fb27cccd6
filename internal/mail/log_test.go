package mail

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"testing"
)

func TestLogSender(t *testing.T) {
	s, err := Open("log:", testFrom)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	s.(*logSender).logger = slog.New(slog.NewJSONHandler(&buf, nil))
	m := ResetPassword("Ahmad", testLink)
	m.To = "ahmad@contoh.id"
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	var rec struct {
		To, Subject, Text string
		Links             []string
	}
	if err := json.Unmarshal(buf.Bytes(), &rec); err != nil {
		t.Fatalf("log line: %v\n%s", err, buf.Bytes())
	}
	if rec.To != m.To || rec.Subject != m.Subject || rec.Text != m.Text {
		t.Errorf("logged %+v", rec)
	}
	if len(rec.Links) != 1 || rec.Links[0] != testLink {
		t.Errorf("links = %q, want exactly the reset link", rec.Links)
	}
}
