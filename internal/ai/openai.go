package ai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Defaults of the OpenAI-compatible client (content-side §7 and §9).
const (
	DefaultBaseURL     = "https://api.openai.com/v1"
	DefaultVisionModel = "gpt-4o"
	DefaultTextModel   = "gpt-4o-mini"
	DefaultTimeout     = 60 * time.Second

	posterMaxTokens        = 1000
	posterTemperature      = 0.1
	descriptionMaxTokens   = 400
	descriptionTemperature = 0.7
	maxResponseBytes       = 1 << 20
)

// Client calls an OpenAI-compatible chat-completions endpoint. The key stays
// on the server; it is sent only in the Authorization header and never
// appears in errors.
type Client struct {
	BaseURL     string       // e.g. https://api.openai.com/v1; DefaultBaseURL when empty
	APIKey      string       // the provider's secret key
	VisionModel string       // reads posters; DefaultVisionModel when empty
	TextModel   string       // writes descriptions; DefaultTextModel when empty
	HTTP        *http.Client // nil means a client with DefaultTimeout
	Clock       kajian.Clock // tells the prompt today's date; nil means the system clock
}

// chatRequest is the body of POST /chat/completions.
type chatRequest struct {
	Model       string        `json:"model"`
	Messages    []chatMessage `json:"messages"`
	MaxTokens   int           `json:"max_tokens"`
	Temperature float64       `json:"temperature"`
}

type chatMessage struct {
	Role    string `json:"role"`
	Content any    `json:"content"` // a string, or a list of contentParts
}

type contentPart struct {
	Type     string    `json:"type"`
	Text     string    `json:"text,omitempty"`
	ImageURL *imageURL `json:"image_url,omitempty"`
}

type imageURL struct {
	URL    string `json:"url"`
	Detail string `json:"detail,omitempty"`
}

// chatResponse is the part of a completion (or error) answer we read.
type chatResponse struct {
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
		} `json:"message"`
	} `json:"choices"`
	Error *providerError `json:"error"`
}

type providerError struct {
	Type string `json:"type"`
	Code any    `json:"code"` // a string, a number or null depending on the provider
}

func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return &http.Client{Timeout: DefaultTimeout}
}

func (c *Client) now() time.Time {
	if c.Clock != nil {
		return c.Clock.Now()
	}
	return time.Now()
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}

// complete sends one chat completion and returns the first choice's content.
// failed is the error for any failure not named by the provider.
func (c *Client) complete(ctx context.Context, req chatRequest, failed *kajian.Error) (string, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return "", failed.Wrap(err)
	}
	url := strings.TrimRight(orDefault(c.BaseURL, DefaultBaseURL), "/") + "/chat/completions"
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return "", failed.Wrap(errors.New("ai: bad base URL"))
	}
	httpReq.Header.Set("Content-Type", "application/json")
	httpReq.Header.Set("Authorization", "Bearer "+c.APIKey)
	resp, err := c.httpClient().Do(httpReq)
	if err != nil {
		return "", failed.Wrap(fmt.Errorf("ai: request failed: %w", redact(err)))
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
	if err != nil {
		return "", failed.Wrap(fmt.Errorf("ai: reading response: %w", redact(err)))
	}
	var answer chatResponse
	jsonErr := json.Unmarshal(raw, &answer)
	if resp.StatusCode != http.StatusOK || answer.Error != nil {
		return "", providerFailure(resp.StatusCode, answer.Error, failed)
	}
	if jsonErr != nil {
		return "", failed.Wrap(fmt.Errorf("ai: response is not JSON: %w", jsonErr))
	}
	if len(answer.Choices) == 0 || answer.Choices[0].Message.Content == nil {
		return "", ErrNoResponse.Wrap(errors.New("ai: no choices or no content"))
	}
	content := strings.TrimSpace(*answer.Choices[0].Message.Content)
	if content == "" {
		return "", ErrNoResponse.Wrap(errors.New("ai: empty content"))
	}
	return content, nil
}

// providerFailure maps a provider's error to ours by its code or type, the
// fields OpenAI documents as stable; its message is not kept because it may
// quote part of the key.
func providerFailure(status int, pe *providerError, failed *kajian.Error) error {
	code, typ := "", ""
	if pe != nil {
		code, typ = fmt.Sprint(pe.Code), pe.Type
	}
	cause := fmt.Errorf("ai: provider answered %d (code %q, type %q)", status, code, typ)
	switch {
	case code == "invalid_api_key" || typ == "invalid_api_key" || (status == http.StatusUnauthorized && code != "insufficient_quota"):
		return ErrInvalidAPIKey.Wrap(cause)
	case code == "insufficient_quota" || typ == "insufficient_quota":
		return ErrQuotaExceeded.Wrap(cause)
	case code == "rate_limit_exceeded" || typ == "rate_limit_exceeded" || status == http.StatusTooManyRequests:
		return ErrRateLimited.Wrap(cause)
	}
	return failed.Wrap(cause)
}

// redact keeps the kind of a transport error without its text, which for a
// misconfigured base URL could contain credentials embedded in the URL.
func redact(err error) error {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return context.DeadlineExceeded
	case errors.Is(err, context.Canceled):
		return context.Canceled
	}
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) && ne.Timeout() {
		return errors.New("timeout")
	}
	return errors.New("transport error")
}
