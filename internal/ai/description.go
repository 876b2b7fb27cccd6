package ai

import (
	"context"
	"errors"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// DescriptionInput is what the posting form knows when the user asks for a
// description.
type DescriptionInput struct {
	Title     string
	Ustaz     string
	Speakers  []string // other speakers, if any, after the main one
	Location  string
	Address   string
	Date      string // YYYY-MM-DD for a one-off session
	DayOfWeek *int   // 0-6 for a weekly session
	Time      string // HH:MM
	Zone      kajian.Zone
	IsOnline  bool
}

// Valid reports whether the input has what a description needs: title, ustaz
// and location (content-side §5). An online session has no location, so
// there being online stands in for it; otherwise the button could never work
// for online sessions, whose location the form clears.
func (in DescriptionInput) Valid() bool {
	has := func(s string) bool { return strings.TrimSpace(s) != "" }
	return has(in.Title) && has(in.Ustaz) && (has(in.Location) || in.IsOnline)
}

func (in DescriptionInput) speakerNames() []string {
	names := nonEmpty(in.Ustaz)
	for _, s := range in.Speakers {
		if s = strings.TrimSpace(s); s != "" && !strings.EqualFold(s, strings.TrimSpace(in.Ustaz)) {
			names = append(names, s)
		}
	}
	return names
}

// schedule describes when the session is, in Indonesian.
func (in DescriptionInput) schedule() string {
	var parts []string
	if in.DayOfWeek != nil && *in.DayOfWeek >= 0 && *in.DayOfWeek <= 6 {
		parts = append(parts, "setiap "+kajian.DayName(*in.DayOfWeek))
	} else if d, err := kajian.ParseDate(strings.TrimSpace(in.Date)); err == nil {
		parts = append(parts, d.LongIndonesian())
	}
	if t := NormalizeTime(in.Time); t != "" {
		z := in.Zone
		if !z.Valid() {
			z = kajian.DefaultZone
		}
		parts = append(parts, "pukul "+t+" "+string(z))
	}
	return strings.Join(parts, ", ")
}

// WriteDescription asks the text model for an Indonesian description of
// 80-120 words with three benefits and a call to action. Without title,
// ustaz and location it fails with ErrDescriptionInput; an empty answer is
// ErrNoDescription; key, quota and rate problems keep their own errors and
// anything else is ErrDescriptionFailed.
func (c *Client) WriteDescription(ctx context.Context, in DescriptionInput) (string, error) {
	if !in.Valid() {
		return "", ErrDescriptionInput
	}
	req := chatRequest{
		Model:       orDefault(c.TextModel, DefaultTextModel),
		Messages:    []chatMessage{{Role: "user", Content: descriptionPrompt(in)}},
		MaxTokens:   descriptionMaxTokens,
		Temperature: descriptionTemperature,
	}
	content, err := c.complete(ctx, req, ErrDescriptionFailed)
	if errors.Is(err, ErrNoResponse) {
		return "", ErrNoDescription.Wrap(err)
	}
	if err != nil {
		return "", err
	}
	text := strings.TrimSpace(strings.Trim(stripFences(content), "\"“”"))
	if text == "" {
		return "", ErrNoDescription
	}
	return text, nil
}
