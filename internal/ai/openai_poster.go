package ai

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ReadPoster asks the vision model to read a poster image and returns the
// cleaned extraction. contentType is used only when sniffing the bytes does
// not recognise the image. Failures are *kajian.Error values with the spec's
// messages (ErrInvalidAPIKey, ErrQuotaExceeded, ErrRateLimited,
// ErrNoResponse, ErrBadResponse, else ErrPosterFailed).
func (c *Client) ReadPoster(ctx context.Context, image []byte) (Extraction, error) {
	mime, err := checkPoster(image)
	if err != nil {
		return Extraction{}, err
	}
	today := kajian.Today(c.now(), kajian.DefaultZone)
	req := chatRequest{
		Model: orDefault(c.VisionModel, DefaultVisionModel),
		Messages: []chatMessage{{
			Role: "user",
			Content: []contentPart{
				{Type: "text", Text: posterPrompt(today)},
				{Type: "image_url", ImageURL: &imageURL{
					URL:    "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(image),
					Detail: "high",
				}},
			},
		}},
		MaxTokens:   posterMaxTokens,
		Temperature: posterTemperature,
	}
	content, err := c.complete(ctx, req, ErrPosterFailed)
	if err != nil {
		return Extraction{}, err
	}
	var d Draft
	if err := json.Unmarshal([]byte(jsonObject(stripFences(content))), &d); err != nil {
		return Extraction{}, ErrBadResponse.Wrap(fmt.Errorf("ai: poster answer: %w", err))
	}
	return Cleanup(d), nil
}
