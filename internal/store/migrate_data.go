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
	23: followsToMasjid,
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
