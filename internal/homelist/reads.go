package homelist

import (
	"context"
	"maps"
	"strconv"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Read is one shared read of the versions of the listing and of the attendance (List.Read): what
// a kept page is stamped at and judged against.
type Read struct {
	v store.Versions
	n uint64 // the read's number, from 1: later reads have larger ones
}

// Key names the page a request that got r at now is answered with: requests with the same Key
// may share one page (made or judged once), whatever read they got.
func (r Read) Key(now time.Time) string {
	return strconv.FormatInt(r.v.Listing, 10) + "/" + strconv.FormatInt(r.v.Attendance, 10) + "/" + strconv.FormatInt(now.Unix()/60, 10)
}

// Covers reports whether what was made after the read r shows every write a request that got o
// must see: r found the same versions, or was read after o (whose request it then also
// answers). A kept page's first, free freshness check (Stamp.Fresh) is this one.
func (r Read) Covers(o Read) bool { return r.v == o.v || r.n > o.n }

// Read reads the versions for a request, sharing the read with the requests waiting for one
// (versionReads): one small statement serves many, and each still sees every write committed
// before it came.
func (h *List) Read(ctx context.Context) (Read, error) { return h.reads.read(ctx) }

// changesReader reads the versions and the occurrences answered since (store.DB.ReadChanges).
type changesReader interface {
	ReadChanges(ctx context.Context, since map[int64]int64) (store.Versions, store.AttendanceFeed, error)
}

// versionReads shares reads of the versions among the requests that wait for one: a read starts
// only after every request it answers has arrived, so each still sees every write committed
// before it came (what one read per request gave), while under load many requests share a read.
//
// Each read also reads the occurrences answered since the last one, with their 'hadir' counts
// (store.DB.ReadChanges), and the reads remember them: a kept page then learns what changed since
// the read it was stamped at without a statement of its own, and how its counts moved.
type versionReads struct {
	source  changesReader
	mu      sync.Mutex
	waiting []chan versionsRead
	running bool
	reads   uint64          // the number of the last read made
	rows    map[int64]int64 // the attendance's versions by row as the last read found them (nil: none)
	answers []readAnswers   // of the reads after known that found answers, in order
	known   uint64          // answers holds every answer of the reads after this one
}

// readAnswers are the occurrences one read found answered, with their counts.
type readAnswers struct {
	read   uint64
	counts map[kajian.Occurrence]int
}

// RememberedReads bounds the reads with answers a List remembers: a page stamped longer ago has
// its counts read again (Freshness.Asked).
const RememberedReads = 256

type versionsRead struct {
	Read
	err error
}

// versionReadTimeout bounds one shared read; a request gives up earlier when it is cancelled.
const versionReadTimeout = 5 * time.Second

// read returns the versions a read started after the call found.
func (b *versionReads) read(ctx context.Context) (Read, error) {
	ch := make(chan versionsRead, 1)
	b.mu.Lock()
	b.waiting = append(b.waiting, ch)
	if !b.running {
		b.running = true
		go b.loop()
	}
	b.mu.Unlock()
	select {
	case r := <-ch:
		return r.Read, r.err
	case <-ctx.Done():
		return Read{}, ctx.Err()
	}
}

// loop reads for the requests waiting, batch after batch, until none waits.
func (b *versionReads) loop() {
	for {
		b.mu.Lock()
		batch, since := b.waiting, b.rows
		b.waiting = nil
		if len(batch) == 0 {
			b.running = false
			b.mu.Unlock()
			return
		}
		b.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), versionReadTimeout)
		v, feed, err := b.source.ReadChanges(ctx, since)
		cancel()
		r := versionsRead{Read: Read{v: v}, err: err}
		if err == nil {
			b.mu.Lock()
			b.reads++
			r.n, b.rows = b.reads, feed.Rows
			switch {
			case !feed.Complete: // what changed before this read is not known
				b.answers, b.known = nil, b.reads
				if since != nil { // some changes were gone: the next read reads the rows' versions anew
					b.rows = nil
				}
			case len(feed.Changed) > 0:
				b.answers = append(b.answers, readAnswers{b.reads, feed.Changed})
				if len(b.answers) > RememberedReads {
					b.known, b.answers = b.answers[0].read, b.answers[1:]
				}
			}
			b.mu.Unlock()
		}
		for _, ch := range batch {
			ch <- r
		}
	}
}

// changed returns the counts of the occurrences answered after read from up to read to, and
// whether they are known: reads remembered from from on.
func (b *versionReads) changed(from, to uint64) (map[kajian.Occurrence]int, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if from == 0 || from < b.known {
		return nil, false
	}
	counts := map[kajian.Occurrence]int{}
	for _, a := range b.answers {
		if a.read > from && a.read <= to {
			maps.Copy(counts, a.counts)
		}
	}
	return counts, true
}
