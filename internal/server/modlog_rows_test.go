package server

import (
	"context"
	"database/sql"
	"net/http"
	"strings"
	"testing"
)

// rawDB opens e's database outside the store, for a test that writes what
// the store never would.
func rawDB(t *testing.T, e *testEnv) *sql.DB {
	t.Helper()
	driver, dsn := "pgx", e.dbURL
	if path, ok := strings.CutPrefix(e.dbURL, "sqlite:"); ok {
		driver, dsn = "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // a pragma holds for its connection only
	t.Cleanup(func() { db.Close() })
	return db
}

// The moderation log is append-only, so a line the dashboard cannot read
// would stay there for good: a line of an action this version does not know
// (a newer copy's, during a rolling update), or in SQLite's loose columns a
// time that is not one or no id. The dashboard passes over them and shows
// the rest; it used to answer 500.
func TestDashboardSurvivesUnreadableLogLines(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		if res := f.admC.do("POST", "/api/v1/admin/approvals/regular/"+f.pending.ID+"/approve", nil); res.status != http.StatusOK {
			t.Fatalf("approve: %d %s", res.status, res.body)
		}
		ctx := context.Background()
		db := rawDB(t, e)
		const insert = `INSERT INTO moderation_log (id, action, subject_type, subject_id, subject_title, created_at) VALUES `
		stmts := []string{
			"ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check",
			insert + "('0197a000-0000-7000-8000-000000000001', 'future_action', 'regular', 'x', 'Masa depan', now() + interval '1 day')",
		}
		if strings.HasPrefix(e.dbURL, "sqlite:") {
			stmts = []string{"PRAGMA ignore_check_constraints = ON",
				insert + "('0197a000-0000-7000-8000-000000000001', 'future_action', 'regular', 'x', 'Masa depan', '2099-01-01T00:00:00Z')",
				insert + "(NULL, 'approve', 'regular', 'x', 'Tanpa id', '2099-01-01T00:00:00Z')",
				insert + "('0197a000-0000-7000-8000-000000000002', 'approve', 'regular', 'x', 'Waktu rusak', 'kemarin')"}
		}
		for _, s := range stmts {
			if _, err := db.ExecContext(ctx, s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
		res := f.admC.do("GET", "/api/v1/admin/dashboard", nil)
		if res.status != http.StatusOK {
			t.Fatalf("dashboard: %d %s", res.status, res.body)
		}
		var d dashboardDTO
		decodeInto(t, res, &d)
		if len(d.Recent) != 1 || d.Recent[0].Action != "approve" || d.Recent[0].SubjectID != f.pending.ID {
			t.Fatalf("recent activity: %+v", d.Recent)
		}
	})
}
