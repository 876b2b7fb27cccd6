package server

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/kajiankita/kajian/internal/assist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/posting"
)

// rekapRequest is a pasted 'rekap' message.
type rekapRequest struct {
	Text string `json:"text"`
}

// rekapDraftDTO is one session read from a rekap.
type rekapDraftDTO struct {
	Extraction aiResultDTO `json:"extraction"`
	Missing    []string    `json:"missing"`
	// SourceLines are the numbers (from 1) of the message lines the draft came from ('Dari pesan').
	SourceLines []int             `json:"source_lines"`
	Existing    *rekapExistingDTO `json:"existing"` // 'Sudah ada': the session it repeats, or null
}

type rekapExistingDTO struct {
	Title  string `json:"title"`
	Path   string `json:"path"`
	Status string `json:"status"`
}

type rekapDTO struct {
	Drafts []rekapDraftDTO `json:"drafts"`
}

// handleRekapRead serves POST /api/v1/postings/rekap: the sessions of a rekap message as drafts.
func handleRekapRead(postings *posting.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		req, err := decode[rekapRequest](r)
		if err != nil {
			return err
		}
		drafts, err := postings.ReadRekap(r.Context(), viewer, req.Text)
		if err != nil {
			return err
		}
		out := rekapDTO{Drafts: make([]rekapDraftDTO, 0, len(drafts))}
		for _, d := range drafts {
			dto := rekapDraftDTO{Extraction: aiResultDTO{Extraction: d.Extraction, Source: string(assist.SourceText)}, Missing: d.Missing,
				SourceLines: d.Lines}
			if dto.Missing == nil {
				dto.Missing = []string{}
			}
			if dto.SourceLines == nil {
				dto.SourceLines = []int{}
			}
			if d.Existing != nil {
				dto.Existing = &rekapExistingDTO{Title: d.Existing.Title, Path: sessionPath(d.Existing), Status: string(d.Existing.Status)}
			}
			out.Drafts = append(out.Drafts, dto)
		}
		return encode(w, http.StatusOK, out)
	})
}

// batchRequest is 'Posting semua': the checked drafts as the posting form sends one.
type batchRequest struct {
	Postings []postingRequest `json:"postings"`
}

// batchResultDTO is one posting's outcome: saved (kajian and message) or refused (error).
type batchResultDTO struct {
	Kajian  *kajianDTO   `json:"kajian"`
	Message string       `json:"message"`
	Error   *errorDetail `json:"error"`
}

type batchDTO struct {
	Results []batchResultDTO `json:"results"`
}

// handlePostingBatch serves POST /api/v1/postings/batch: each posting created as POST
// /api/v1/postings creates it, with a result per posting in order.
func handlePostingBatch(postings *posting.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if !viewer.SignedIn() {
			return errLoginToPost
		}
		req, err := decode[batchRequest](r)
		if err != nil {
			return err
		}
		ps := make([]kajian.Posting, 0, len(req.Postings))
		for _, p := range req.Postings {
			t, ok := parsePostingType(p.KajianType)
			if !ok {
				return errBadPostingType
			}
			ps = append(ps, p.posting(t))
		}
		results, err := postings.CreateAll(r.Context(), viewer, ps)
		if err != nil {
			return err
		}
		out := batchDTO{Results: make([]batchResultDTO, 0, len(results))}
		for _, res := range results {
			if res.Err != nil {
				out.Results = append(out.Results, batchResultDTO{Error: batchError(r, res.Err)})
				continue
			}
			saved := toPostingSavedDTO(res.Saved, viewer, clock)
			out.Results = append(out.Results, batchResultDTO{Kajian: &saved.Kajian, Message: saved.Message})
		}
		return encode(w, http.StatusOK, out)
	})
}

// batchError is one refused posting's error as the API states errors; a failure of ours is
// logged and said generically, as writeError does.
func batchError(r *http.Request, err error) *errorDetail {
	var e *kajian.Error
	if !errors.As(err, &e) || e.Kind == kajian.KindInternal {
		slog.ErrorContext(r.Context(), "batch posting failed", "err", err)
		e = kajian.ErrInternal
	}
	return &errorDetail{Code: e.Code, Message: e.Message, Field: e.Field, Fields: e.Fields}
}
