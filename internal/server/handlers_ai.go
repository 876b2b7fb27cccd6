package server

import (
	"mime"
	"net/http"
	"strings"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/assist"
	"github.com/kajiankita/kajian/internal/kajian"
)

// aiResultDTO is what reading a poster or an announcement gives the form:
// the cleaned fields and where they came from.
type aiResultDTO struct {
	ai.Extraction
	Source string `json:"source"` // ai (the OpenAI-compatible model), ocr (tesseract + parser) or text (parser)
}

// aiReadDTO answers a poster or an announcement read for the form: its fields and the required
// ones it could not read, which the form names ('Belum terbaca') rather than leave to a guess.
type aiReadDTO struct {
	aiResultDTO
	Missing []string `json:"missing"`
}

func newAIRead(x ai.Extraction, source string) aiReadDTO {
	missing := x.Missing()
	if missing == nil {
		missing = []string{}
	}
	return aiReadDTO{aiResultDTO: aiResultDTO{Extraction: x, Source: source}, Missing: missing}
}

// posterKeyRequest names an uploaded poster to read instead of sending it again.
type posterKeyRequest struct {
	Key string `json:"key"`
}

// handleAIPoster reads a poster into form fields. The poster comes as a
// multipart upload ("poster") or as the key of a poster the viewer uploaded.
func handleAIPoster(a *assist.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		var p assist.Poster
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" {
			part, err := posterPart(w, r)
			if err != nil {
				return err
			}
			defer part.Close()
			p = assist.Poster{Upload: part}
		} else {
			req, err := decode[posterKeyRequest](r)
			if err != nil {
				return err
			}
			p.Key = req.Key
		}
		x, source, err := a.ReadPoster(r.Context(), viewer, p)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newAIRead(x, string(source)))
	})
}

type aiTextRequest struct {
	Text string `json:"text"`
}

// handleAIText reads a pasted announcement ('Tempel teks pengumuman') with
// the built-in parser; it needs no key.
func handleAIText(a *assist.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		req, err := decode[aiTextRequest](r)
		if err != nil {
			return err
		}
		x, err := a.ReadText(r.Context(), viewer, req.Text)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, newAIRead(x, string(assist.SourceText)))
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
	Source      string `json:"source"` // "ai" or "template"
}

// aiStatusDTO says what writes descriptions: "ai" (a text model) or "template".
type aiStatusDTO struct {
	Description string `json:"description"`
}

// handleAIStatus tells the posting form how descriptions are written here.
func handleAIStatus(a *assist.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		return encode(w, http.StatusOK, aiStatusDTO{Description: a.DescriptionSource()})
	})
}

// handleAIDescription writes a description with the text model.
func handleAIDescription(a *assist.Service) http.Handler {
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
		text, err := a.WriteDescription(r.Context(), viewer, in)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, aiDescriptionDTO{Description: text, Source: a.DescriptionSource()})
	})
}
