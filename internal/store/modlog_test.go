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
		for _, stmt := range []string{"UPDATE moderation_log SET reason = 'diubah'", "DELETE FROM moderation_log"} {
			if _, err := db.Exec(ctx, stmt); err == nil {
				t.Errorf("%s was allowed", stmt)
			}
		}
		if log, _ := db.ListModLog(ctx, 10); len(log) != 1 || log[0].Reason != "" {
			t.Fatalf("the log changed: %+v", log)
		}
	})
}
