package store_test

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The moderation log is written with the action and can never be changed
// or removed afterwards, not even by a direct statement.
func TestModerationLogIsAppendOnly(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "jamaah@example.id")
		if err := db.SetRole(ctx, u.ID, kajian.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		if err := db.SetRole(ctx, u.ID, kajian.RoleAdmin); err != nil { // no change: no line
			t.Fatal(err)
		}
		log, err := db.ListModLog(ctx, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) != 1 || log[0].Action != kajian.ModRoleChange || log[0].ActorID != "" || log[0].SubjectID != u.ID ||
			log[0].SubjectTitle != "jamaah@example.id" || log[0].Detail != "user → admin" || !log[0].CreatedAt.Equal(testNow) {
			t.Fatalf("log: %+v", log)
		}
		// Each dialect refuses the other's syntax anyway; what matters is that no
		// statement that parses gets through: SQLite's REPLACE, by id or by rowid, and
		// upsert, PostgreSQL's upsert and TRUNCATE.
		const cols = "id, actor_id, action, subject_type, subject_id, subject_title, detail, reason, created_at"
		const again = " SELECT id, actor_id, action, subject_type, subject_id, subject_title, detail, 'diubah', created_at FROM moderation_log"
		for _, stmt := range []string{"UPDATE moderation_log SET reason = 'diubah'", "DELETE FROM moderation_log",
			"INSERT OR REPLACE INTO moderation_log (" + cols + ")" + again,
			"REPLACE INTO moderation_log (" + cols + ")" + again,
			"INSERT OR REPLACE INTO moderation_log (rowid, " + cols + ") SELECT rowid, 'lain', actor_id, action, subject_type, " +
				"subject_id, subject_title, detail, 'diubah', created_at FROM moderation_log",
			"INSERT INTO moderation_log (" + cols + ")" + again + " WHERE true ON CONFLICT (id) DO UPDATE SET reason = 'diubah'",
			"TRUNCATE moderation_log", "TRUNCATE TABLE moderation_log CASCADE"} {
			if _, err := db.Exec(ctx, stmt); err == nil {
				t.Errorf("%s was allowed", stmt)
			}
		}
		if got, _ := db.ListModLog(ctx, 10); len(got) != 1 || got[0].ID != log[0].ID || got[0].Reason != "" {
			t.Fatalf("the log changed: %+v", got)
		}
		if err := db.SetRole(ctx, u.ID, kajian.RoleUser); err != nil { // new lines are still written
			t.Fatal(err)
		}
		if got, _ := db.ListModLog(ctx, 10); len(got) != 2 {
			t.Fatalf("after a second action: %+v", got)
		}
	})
}
