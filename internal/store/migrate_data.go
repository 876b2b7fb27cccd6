package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// dataSteps are Go steps that run in a migration's transaction, after its
// SQL, for what SQL alone cannot compute.
var dataSteps = map[int]func(ctx context.Context, tx *Tx) error{
	6:  fillNotesText,
	20: attachMasjid,
	22: hashLinkSecrets,
	23: followsToMasjid,
}

// hashLinkSecrets replaces the feed and digest secrets kept before migration 22 by their
// hashes, so the links already handed out keep working.
func hashLinkSecrets(ctx context.Context, tx *Tx) error {
	rows, err := tx.query(ctx, "SELECT user_id, feed_hash, digest_hash FROM notify_settings")
	if err != nil {
		return fmt.Errorf("secrets to hash: %w", err)
	}
	type row struct{ user, feed, digest string }
	var all []row
	for rows.Next() {
		var user, feed, digest text
		if err := rows.Scan(&user, &feed, &digest); err != nil {
			rows.Close()
			return err
		}
		all = append(all, row{string(user), string(feed), string(digest)})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range all {
		if _, err := tx.exec(ctx, "UPDATE notify_settings SET feed_hash = ?, digest_hash = ? WHERE user_id = ?",
			secretHash(r.feed), secretHash(r.digest), r.user); err != nil {
			return fmt.Errorf("hash secrets: %w", err)
		}
	}
	return nil
}

// fillNotesText gives every note written before migration 6 its plain text.
func fillNotesText(ctx context.Context, tx *Tx) error {
	rows, err := tx.query(ctx, "SELECT id, notes FROM kajian_journal WHERE notes_text = ''")
	if err != nil {
		return fmt.Errorf("notes to fill: %w", err)
	}
	type note struct{ id, text string }
	var notes []note
	for rows.Next() {
		var id, html text
		if err := rows.Scan(&id, &html); err != nil {
			rows.Close()
			return err
		}
		notes = append(notes, note{string(id), kajian.NoteText(string(html))})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, n := range notes {
		if _, err := tx.exec(ctx, "UPDATE kajian_journal SET notes_text = ? WHERE id = ?", n.text, n.id); err != nil {
			return fmt.Errorf("fill notes text: %w", err)
		}
	}
	return nil
}
