package server

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Per-user limits on writes that cost the server more than a row: a poster
// upload reads up to 20 MB, decodes it and stores four objects; a posting or
// an edit that moves the place calls the geocoder. A form needs a handful of
// each; these leave room for a busy organiser and stop a script.
var (
	posterUploadLimit = auth.Limit{Max: 30, Per: time.Hour}
	postingLimit      = auth.Limit{Max: 20, Per: time.Hour}
	postingEditLimit  = auth.Limit{Max: 60, Per: time.Hour}
)

// allowContent spends one of the user's events under limit, or answers
// 'Terlalu banyak {what}. Silakan coba lagi dalam N detik|menit.' with
// Retry-After.
func (s *Server) allowContent(w http.ResponseWriter, viewer kajian.Viewer, name string, limit auth.Limit, what string) error {
	ok, wait := s.limiter.Allow(name+":user:"+viewer.UserID, limit)
	if ok {
		return nil
	}
	secs := max(1, int(math.Ceil(wait.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	if secs <= 90 {
		return kajian.Errorf(kajian.KindRateLimited, "rate_limited",
			fmt.Sprintf("Terlalu banyak %s. Silakan coba lagi dalam %d detik.", what, secs))
	}
	return kajian.Errorf(kajian.KindRateLimited, "rate_limited",
		fmt.Sprintf("Terlalu banyak %s. Silakan coba lagi dalam %d menit.", what, (secs+59)/60))
}
