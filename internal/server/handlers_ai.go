package server

import (
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
)

// aiLimit bounds the AI calls one user makes: each costs the operator money
// (or a tesseract run), and a form needs a handful.
var aiLimit = auth.Limit{Max: 30, Per: 10 * time.Minute}

// textLimit bounds announcement parsing, which runs here and costs only CPU.
var textLimit = auth.Limit{Max: 120, Per: 10 * time.Minute}

// aiResultDTO is what reading a poster or an announcement gives the form:
// the cleaned fields and where they came from.
type aiResultDTO struct {
	ai.Extraction
	Source string `json:"source"` // ai (the OpenAI-compatible model), ocr (tesseract + parser) or text (parser)
}

// allowAI spends one of the user's calls under limit.
func (s *Server) allowAI(viewer kajian.Viewer, name string, limit auth.Limit) error {
	if ok, _ := s.limiter.Allow(name+":user:"+viewer.UserID, limit); !ok {
		return ai.ErrRateLimited
	}
	return nil
}

// posterKeyRequest names an uploaded poster to read instead of sending it again.
type posterKeyRequest struct {
	Key string `json:"key"`
}

// handleAIPoster reads a poster into form fields: the OpenAI-compatible
// model when a key is configured, else tesseract OCR into the built-in
// parser, else 'ai_not_configured'. The poster comes as a multipart upload
// ("poster") or, to spare a slow connection a second upload, as the key of a
// poster the viewer uploaded.
func (s *Server) handleAIPoster() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		if s.ai.OpenAI == nil && !s.ai.Tesseract {
			return ai.ErrPosterNotConfigured
		}
		if err := s.allowAI(viewer, "ai", aiLimit); err != nil {
			return err
		}
		var (
			image       []byte
			contentType string
		)
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" {
			part, err := posterPart(w, r)
			if err != nil {
				return err
			}
			defer part.Close()
			if image, err = readPosterBytes(part, ai.MaxPosterBytes); err != nil {
				return posterUploadError(err, ai.ErrPosterFailed)
			}
			contentType = part.Header.Get("Content-Type")
		} else {
			req, err := decode[posterKeyRequest](r)
			if err != nil {
				return err
			}
			key := strings.TrimSpace(req.Key)
			if key == "" || !ownsPoster(viewer, key) {
				return errBadPoster
			}
			rc, attrs, err := s.bucket.Open(r.Context(), key)
			if err != nil {
				return errBadPoster.Wrap(err)
			}
			defer rc.Close()
			if image, err = readPosterBytes(rc, ai.MaxPosterBytes); err != nil {
				return posterUploadError(err, ai.ErrPosterFailed)
			}
			contentType = attrs.ContentType
		}
		source := "ocr"
		if s.ai.OpenAI != nil {
			source = "ai"
		}
		x, err := s.ai.ReadPoster(r.Context(), image, contentType)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, aiResultDTO{Extraction: x, Source: source})
	})
}

// readPosterBytes reads at most limit bytes; more is ai.ErrPosterTooLarge.
func readPosterBytes(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, ai.ErrPosterTooLarge
	}
	return b, nil
}

type aiTextRequest struct {
	Text string `json:"text"`
}

// handleAIText reads a pasted announcement ('Tempel teks pengumuman') with
// the built-in parser; it needs no key.
func (s *Server) handleAIText() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		if err := s.allowAI(viewer, "ai-text", textLimit); err != nil {
			return err
		}
		req, err := decode[aiTextRequest](r)
		if err != nil {
			return err
		}
		x, err := s.ai.ReadText(req.Text)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, aiResultDTO{Extraction: x, Source: "text"})
	})
}

// aiDescriptionRequest is what the form knows when the user asks for a description.
type aiDescriptionRequest struct {
	Title          string   `json:"title"`
	Ustaz          string   `json:"ustaz"`
	Speakers       []string `json:"speakers"`
	Location       string   `json:"location"`
	Address        string   `json:"address"`
	Date           string   `json:"date"`
	DayOfWeek      *int     `json:"day_of_week"`
	Time           string   `json:"time"`
	TimezoneRegion string   `json:"timezone_region"`
	IsOnline       bool     `json:"is_online"`
}

type aiDescriptionDTO struct {
	Description string `json:"description"`
}

// handleAIDescription writes a description with the text model. Title, ustaz
// and location come first ('Isi judul, ustaz, dan lokasi terlebih dahulu…');
// without a key the feature says it is not configured.
func (s *Server) handleAIDescription() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		req, err := decode[aiDescriptionRequest](r)
		if err != nil {
			return err
		}
		in := ai.DescriptionInput{Title: req.Title, Ustaz: req.Ustaz, Speakers: req.Speakers, Location: req.Location,
			Address: req.Address, Date: req.Date, DayOfWeek: req.DayOfWeek, Time: req.Time,
			Zone: kajian.Zone(strings.ToUpper(strings.TrimSpace(req.TimezoneRegion))), IsOnline: req.IsOnline}
		if !in.Valid() {
			return ai.ErrDescriptionInput
		}
		if s.ai.OpenAI == nil {
			return ai.ErrDescriptionNotConfigured
		}
		if err := s.allowAI(viewer, "ai", aiLimit); err != nil {
			return err
		}
		text, err := s.ai.WriteDescription(r.Context(), in)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, aiDescriptionDTO{Description: text})
	})
}
