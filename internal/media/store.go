package media

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The variants stored beside each poster, as named in keys and by VariantKey.
const (
	VariantCard   = "card"
	VariantDetail = "detail"
	VariantOG     = "og"
)

// Variants lists every variant name, in the order StorePoster writes them.
var Variants = []string{VariantCard, VariantDetail, VariantOG}

// Session kinds, as used in poster keys (spec §7: {userId}/regular|recurring/…).
const (
	KindRegular   = "regular"
	KindRecurring = "recurring"
)

// StorePoster writes p's original at {userID}/{kind}/{unixmillis}-{random}.{ext}
// and its variants beside it as …-card.jpg, …-detail.jpg and …-og.jpg, and
// returns the original's key. kind is "regular" or "recurring". If any write
// fails, the blobs already written are deleted, so a failed upload leaves
// nothing behind.
func StorePoster(ctx context.Context, bucket Bucket, userID, kind string, p *Poster, now time.Time) (string, error) {
	if kind != KindRegular && kind != KindRecurring {
		return "", fmt.Errorf("store poster: unknown session kind %q", kind)
	}
	if userID == "" || strings.ContainsAny(userID, "/\\") || checkKey(userID) != nil {
		return "", fmt.Errorf("store poster: unusable user id %q", userID)
	}
	var rnd [6]byte
	if _, err := rand.Read(rnd[:]); err != nil {
		return "", err
	}
	key := fmt.Sprintf("%s/%s/%d-%s.%s", userID, kind, now.UnixMilli(), hex.EncodeToString(rnd[:]), p.Original.Ext())

	blobs := []struct {
		key string
		img Image
	}{
		{key, p.Original},
		{VariantKey(key, VariantCard), p.Card},
		{VariantKey(key, VariantDetail), p.Detail},
		{VariantKey(key, VariantOG), p.OG},
	}
	for i, b := range blobs {
		err := bucket.Put(ctx, b.key, bytes.NewReader(b.img.Data), int64(len(b.img.Data)), b.img.ContentType)
		if err != nil {
			// Clean up even when ctx is what failed the write.
			cleanup := context.WithoutCancel(ctx)
			for _, w := range blobs[:i+1] {
				if derr := bucket.Delete(cleanup, w.key); derr != nil {
					err = errors.Join(err, derr)
				}
			}
			return "", fmt.Errorf("store poster: %w", err)
		}
	}
	return key, nil
}

// VariantKey returns the key of a poster variant ("card", "detail" or "og")
// stored beside the original at key. Variants are always JPEG.
func VariantKey(key, variant string) string {
	return strings.TrimSuffix(key, path.Ext(key)) + "-" + variant + ".jpg"
}

// DeletePoster deletes the poster at key and all its variants. Missing blobs
// are not an error, so a half-deleted poster can be deleted again.
func DeletePoster(ctx context.Context, bucket Bucket, key string) error {
	if err := CheckPosterKey(key); err != nil {
		return err
	}
	err := bucket.Delete(ctx, key)
	for _, v := range Variants {
		err = errors.Join(err, bucket.Delete(ctx, VariantKey(key, v)))
	}
	if err != nil {
		return fmt.Errorf("delete poster: %w", err)
	}
	return nil
}

// posterExts are the extensions an original may have: ours (.jpg, .png) and
// those of posters uploaded as they were before re-encoding existed.
var posterExts = map[string]bool{".jpg": true, ".jpeg": true, ".png": true, ".gif": true, ".webp": true}

// CheckPosterKey refuses keys StorePoster could not have made, so a key taken
// from a request cannot delete some other blob.
func CheckPosterKey(key string) error {
	parts := strings.Split(key, "/")
	bad := checkKey(key) != nil || len(parts) != 3 || (parts[1] != KindRegular && parts[1] != KindRecurring)
	if !bad {
		name := parts[2]
		ext := path.Ext(name)
		stamp, rnd, ok := strings.Cut(strings.TrimSuffix(name, ext), "-")
		_, perr := strconv.ParseInt(stamp, 10, 64)
		bad = !ok || perr != nil || rnd == "" || strings.Contains(rnd, "-") || !posterExts[ext]
	}
	if bad {
		return kajian.Errorf(kajian.KindInvalid, "invalid_poster_key", "Poster tidak valid").Wrap(fmt.Errorf("poster key %q", key))
	}
	return nil
}
