package homelist

import (
	"encoding/base64"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A cursor names the last entry of a page: "d" (by date, or a session
// without a place when sorting by distance) with its sort time, or "g" (by
// distance) with its distance; then its type rank and id, all base64url.
func encodeCursor(e kajian.ListEntry, byDistance bool) string {
	var raw string
	if byDistance && e.HasDistance() {
		raw = "g|" + strconv.FormatFloat(e.DistanceKm, 'g', -1, 64)
	} else {
		raw = "d|" + strconv.FormatInt(e.SortTime.UnixMilli(), 10)
	}
	raw += "|" + strconv.Itoa(kajian.TypeRank(e.Type)) + "|" + e.ID
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

func decodeCursor(s string) (kajian.ListEntry, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return kajian.ListEntry{}, err
	}
	parts := strings.Split(string(raw), "|")
	if len(parts) != 4 || (parts[2] != "0" && parts[2] != "1") || len(parts[3]) > 64 {
		return kajian.ListEntry{}, fmt.Errorf("cursor: bad shape")
	}
	e := kajian.ListEntry{Type: kajian.Regular, ID: parts[3], DistanceKm: math.NaN()}
	if parts[2] == "1" {
		e.Type = kajian.Recurring
	}
	switch parts[0] {
	case "g":
		d, err := strconv.ParseFloat(parts[1], 64)
		if err != nil || math.IsNaN(d) || d < 0 {
			return e, fmt.Errorf("cursor: bad distance")
		}
		e.DistanceKm = d
	case "d":
		ms, err := strconv.ParseInt(parts[1], 10, 64)
		if err != nil {
			return e, err
		}
		e.SortTime = time.UnixMilli(ms).UTC()
	default:
		return e, fmt.Errorf("cursor: bad kind")
	}
	return e, nil
}
