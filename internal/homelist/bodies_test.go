package homelist

import (
	"fmt"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func session(i int) *kajian.Session {
	return &kajian.Session{Type: kajian.Regular, ID: fmt.Sprintf("s%d", i), Title: fmt.Sprintf("Kajian %d", i)}
}

func keyOf(i int) bodyKey { return bodyKey{false, fmt.Sprintf("s%d", i)} }

// The kept sessions never exceed maxBodies, and those used again outlive
// those that were not.
func TestBodiesKeepAtMostMaxBodies(t *testing.T) {
	const half = maxBodies / 2
	b := newBodies()
	b.follow(-1, 7, nil)
	put := func(from, to int) {
		for i := from; i < to; i++ {
			b.put(7, []*kajian.Session{session(i)})
		}
	}
	put(0, half+1)
	if found, _ := b.get(7, []bodyKey{keyOf(0)}); found[keyOf(0)] == nil {
		t.Fatal("a session put a moment ago is not kept")
	}
	put(half+1, 2*half)
	if found, missing := b.get(7, []bodyKey{keyOf(0), keyOf(1)}); found[keyOf(0)] == nil || len(missing) != 1 || missing[0] != keyOf(1) {
		t.Fatalf("after %d more: found %v, missing %v; want s0 (used again) kept, s1 gone", half, found, missing)
	}
	put(2*half, 6*half)
	if n := len(b.new) + len(b.old); n > maxBodies {
		t.Fatalf("%d sessions kept, more than %d", n, maxBodies)
	}
	var recent []bodyKey
	for i := 5 * half; i < 6*half; i++ {
		recent = append(recent, keyOf(i))
	}
	if found, missing := b.get(7, recent); len(missing) != 0 || len(found) != half {
		t.Fatalf("the last %d put: %d found, %d missing", half, len(found), len(missing))
	}
}

// Sessions are kept for the listing version they were read at: one read at
// another version is not kept, and moving to a later listing drops what it
// changed (or everything, when what changed is not known).
func TestBodiesFollowTheListing(t *testing.T) {
	b := newBodies()
	b.follow(-1, 3, nil)
	b.put(3, []*kajian.Session{session(1), session(2)})
	b.put(4, []*kajian.Session{session(3)}) // read after a write the listing has not seen
	if found, missing := b.get(3, []bodyKey{keyOf(1), keyOf(2), keyOf(3)}); len(found) != 2 || len(missing) != 1 || missing[0] != keyOf(3) {
		t.Fatalf("at version 3: found %v, missing %v", found, missing)
	}
	if found, _ := b.get(2, []bodyKey{keyOf(1)}); len(found) != 0 {
		t.Fatal("a request on an older listing got sessions kept for a newer one")
	}
	b.follow(3, 5, map[kajian.Type]map[string]bool{kajian.Regular: {"s1": true}, kajian.Recurring: {"s2": true}})
	if found, missing := b.get(5, []bodyKey{keyOf(1), keyOf(2)}); len(found) != 1 || found[keyOf(2)] == nil || missing[0] != keyOf(1) {
		t.Fatalf("after s1 changed: found %v, missing %v", found, missing)
	}
	b.follow(4, 6, map[kajian.Type]map[string]bool{}) // not from the version kept
	if found, _ := b.get(6, []bodyKey{keyOf(2)}); len(found) != 0 {
		t.Fatal("sessions kept across listings whose changes are not known")
	}
	b.put(6, []*kajian.Session{session(2)})
	b.follow(6, 9, nil) // read anew
	if found, _ := b.get(9, []bodyKey{keyOf(2)}); len(found) != 0 {
		t.Fatal("sessions kept across a listing read anew")
	}
}
