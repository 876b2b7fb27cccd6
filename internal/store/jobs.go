package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// The durable queue of notices (notify_jobs): every server copy claims due jobs from it for a
// lease, so each notice goes once however many copies run.

// Job is one notice in the queue.
type Job struct {
	ID          string
	DedupeKey   string // enqueueing a key twice is one job
	Kind        kajian.NoticeKind
	UserID      string
	SessionType kajian.Type
	SessionID   string
	Occurrence  kajian.Date // a weekly session's date; zero otherwise
	StartsAt    *time.Time  // a reminder's occurrence start when planned
	Payload     string
	DueAt       *time.Time // nil: held until the session is approved again
	Attempts    int        // claims so far, this one included
	claimed     time.Time
}

// EnqueueJobs adds jobs in one transaction. A job whose key is queued already is left as it is,
// unless it ended skipped (its user said 'tidak hadir', then 'hadir' again): then it is re-armed.
func (db *DB) EnqueueJobs(ctx context.Context, jobs []Job) error {
	if len(jobs) == 0 {
		return nil
	}
	return db.inTx(ctx, func(tx *Tx) error { return tx.enqueue(ctx, jobs) })
}

func (tx *Tx) enqueue(ctx context.Context, jobs []Job) error {
	for len(jobs) > 0 {
		batch := jobs[:min(len(jobs), maxEnqueueBatch)]
		jobs = jobs[len(batch):]
		q, args := tx.db.enqueueStatement(batch)
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return fmt.Errorf("enqueue %s: %w", batch[0].Kind, err)
		}
	}
	return nil
}

// maxEnqueueBatch bounds the jobs of one statement: 11 parameters each, well within both
// databases' limit.
const maxEnqueueBatch = 500

// enqueueStatement is the statement that queues jobs ("" for none): those whose key is queued
// already (or comes earlier among jobs) are left as they are, unless they ended skipped.
func (db *DB) enqueueStatement(jobs []Job) (string, []any) {
	var (
		values []string
		args   []any
		seen   = map[string]bool{}
	)
	for _, j := range jobs {
		if seen[j.DedupeKey] { // PostgreSQL refuses a statement that would update a row twice
			continue
		}
		seen[j.DedupeKey] = true
		occ := ""
		if !j.Occurrence.IsZero() {
			occ = j.Occurrence.String()
		}
		values = append(values, "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
		args = append(args, uuid.NewString(), j.DedupeKey, string(j.Kind), j.UserID, string(j.SessionType), j.SessionID, occ,
			db.tsPtr(j.StartsAt), j.Payload, db.tsPtr(j.DueAt), db.ts(db.clock.Now()))
	}
	if len(values) == 0 {
		return "", nil
	}
	return `INSERT INTO notify_jobs (id, dedupe_key, kind, user_id, session_type, session_id, occurrence,
		starts_at, payload, due_at, created_at) VALUES ` + strings.Join(values, ", ") + `
		ON CONFLICT (dedupe_key) DO UPDATE SET due_at = excluded.due_at, starts_at = excluded.starts_at,
		payload = excluded.payload, done_at = NULL, outcome = NULL, attempts = 0, claimed_until = NULL
		WHERE notify_jobs.outcome = 'skipped'`, args
}

// ClaimJobs takes up to limit due jobs for this copy for lease: until then no other copy takes
// them. On PostgreSQL rows another copy is claiming are skipped (FOR UPDATE SKIP LOCKED), so
// copies never wait for each other; SQLite has one writer, which makes the statement atomic.
func (db *DB) ClaimJobs(ctx context.Context, limit int, lease time.Duration) ([]Job, error) {
	now := db.clock.Now()
	until := now.Add(lease)
	lock := ""
	if db.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	rows, err := db.write.QueryContext(ctx, db.rebind(`UPDATE notify_jobs SET claimed_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM notify_jobs WHERE done_at IS NULL AND due_at <= ?
			AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY due_at LIMIT ?`+lock+`)
		RETURNING id, dedupe_key, kind, user_id, session_type, session_id, occurrence, starts_at, payload, due_at, attempts`),
		db.ts(until), db.ts(now), db.ts(now), limit)
	if err != nil {
		return nil, fmt.Errorf("claim jobs: %w", translate(err))
	}
	defer rows.Close()
	var out []Job
	for rows.Next() {
		var (
			j                       Job
			id, kind, typ, sid, occ text
			starts, due             instant
		)
		if err := rows.Scan(&id, &j.DedupeKey, &kind, &j.UserID, &typ, &sid, &occ, &starts, &j.Payload, &due, &j.Attempts); err != nil {
			return nil, err
		}
		j.ID, j.Kind, j.SessionType, j.SessionID = string(id), kajian.NoticeKind(kind), kajian.Type(typ), string(sid)
		if occ != "" {
			if j.Occurrence, err = kajian.ParseDate(string(occ)); err != nil {
				return nil, err
			}
		}
		j.StartsAt, j.DueAt, j.claimed = starts.Ptr(), due.Ptr(), until
		out = append(out, j)
	}
	return out, rows.Err()
}

// Job outcomes.
const (
	OutcomeSent    = "sent"
	OutcomeSkipped = "skipped" // nothing to send any more: answered 'tidak hadir', a holiday, turned off
	OutcomeFailed  = "failed"  // given up after its retries
)

// FinishJob ends a job this copy claimed with its outcome (and the last error, if any).
func (db *DB) FinishJob(ctx context.Context, j Job, outcome, lastError string) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET done_at = ?, outcome = ?, last_error = ?, claimed_until = NULL
		WHERE id = ? AND claimed_until = ?`, db.ts(db.clock.Now()), outcome, nullString(lastError), j.ID, db.ts(j.claimed))
	return err
}

// RetryJob puts a claimed job back in the queue for at, keeping its error.
func (db *DB) RetryJob(ctx context.Context, j Job, at time.Time, lastError string) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET due_at = ?, claimed_until = NULL, last_error = ? WHERE id = ? AND claimed_until = ?`,
		db.ts(at), nullString(lastError), j.ID, db.ts(j.claimed))
	return err
}

// RescheduleJob moves a claimed reminder to a new time for the occurrence's new start.
func (db *DB) RescheduleJob(ctx context.Context, j Job, due, startsAt time.Time) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET due_at = ?, starts_at = ?, attempts = 0, claimed_until = NULL
		WHERE id = ? AND claimed_until = ?`, db.ts(due), db.ts(startsAt), j.ID, db.ts(j.claimed))
	return err
}

// NextDue returns when a job may next be claimed (its due time, or when another copy's claim on it
// lapses), or nil when none is queued.
func (db *DB) NextDue(ctx context.Context) (*time.Time, error) {
	var due instant
	now := db.ts(db.clock.Now())
	err := db.write.QueryRowContext(ctx, db.rebind(`SELECT MIN(CASE WHEN claimed_until > ? THEN claimed_until ELSE due_at END)
		FROM notify_jobs WHERE done_at IS NULL AND due_at IS NOT NULL`), now).Scan(&due)
	if err != nil {
		return nil, fmt.Errorf("next due: %w", translate(err))
	}
	return due.Ptr(), nil
}

// JobsRetention is how long finished jobs are kept: a re-enqueued key inside it stays one job.
const JobsRetention = 45 * 24 * time.Hour

// PurgeNotices deletes finished jobs, sent digest items and cancelled sessions past keeping.
func (db *DB) PurgeNotices(ctx context.Context) error {
	now := db.clock.Now()
	for _, q := range []struct {
		sql    string
		before time.Time
	}{
		{"DELETE FROM notify_jobs WHERE done_at < ?", now.Add(-JobsRetention)},
		{"DELETE FROM digest_items WHERE sent_at < ?", now.Add(-JobsRetention)},
		{"DELETE FROM cancelled_sessions WHERE cancelled_at < ?", now.Add(-kajian.CancelledKept)},
	} {
		if _, err := db.exec(ctx, q.sql, db.ts(q.before)); err != nil {
			return fmt.Errorf("purge notices: %w", err)
		}
	}
	return nil
}

// JobStats counts the queue's jobs by outcome ("" for those still waiting), for tests and metrics.
func (db *DB) JobStats(ctx context.Context) (map[string]int, error) {
	rows, err := db.write.QueryContext(ctx, "SELECT COALESCE(outcome, ''), COUNT(*) FROM notify_jobs GROUP BY COALESCE(outcome, '')")
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var (
			o string
			n int
		)
		if err := rows.Scan(&o, &n); err != nil {
			return nil, err
		}
		out[o] = n
	}
	return out, rows.Err()
}
