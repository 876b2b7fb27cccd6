package store

import (
	"context"
	"fmt"
)

// masjidChanged raises listing_version for a write to what masjid id's page shows beyond its
// sessions (its details, whether it is verified, its editors), so that the copies of the server
// that keep masjid pages (internal/server's masjid cache) learn of it on their next request, as
// they learn of its sessions' writes: no table or trigger of its own, the home list's signal.
//
// The raise is noted in listing_changes under the masjid's id, which no session has: a copy's
// listing brought up to date re-reads nothing for it (and stays precise, not read anew). When the
// change is to what the sessions' cards show of their masjid (its name), cards is true and each of
// its sessions is written again as it is, so the session triggers note them: the home list then
// re-reads those sessions and renews the kept pages that show them.
//
// Called last in the write's transaction: on PostgreSQL the raise locks listing_version's row
// until commit, which the session triggers take only at commit.
func (tx *Tx) masjidChanged(ctx context.Context, id string, cards bool) error {
	if cards {
		for _, table := range []string{"kajian", "recurring_kajian"} {
			if _, err := tx.exec(ctx, "UPDATE "+table+" SET masjid_id = masjid_id WHERE masjid_id = ?", id); err != nil {
				return fmt.Errorf("renew the cards of masjid: %w", err)
			}
		}
	}
	if _, err := tx.exec(ctx, "UPDATE listing_version SET version = version + 1"); err != nil {
		return fmt.Errorf("raise listing version: %w", err)
	}
	if _, err := tx.exec(ctx, "INSERT INTO listing_changes (version, kind, session_id) VALUES ((SELECT version FROM listing_version), 0, ?)", id); err != nil {
		return fmt.Errorf("note masjid change: %w", err)
	}
	_, err := tx.exec(ctx, "DELETE FROM listing_changes WHERE version <= (SELECT version FROM listing_version) - 1000")
	return err
}
