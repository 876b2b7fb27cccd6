package ai

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// OCRTimeout bounds one tesseract run; a poster takes a few seconds.
const OCRTimeout = 60 * time.Second

// tesseractCommand is the program OCR runs; tests may point it elsewhere.
var tesseractCommand = "tesseract"

// OCR reads the text of an image with the tesseract command, in Indonesian
// and English (`tesseract stdin stdout -l ind+eng`). The image goes in on
// standard input, so no temporary file is left behind.
func OCR(ctx context.Context, image []byte) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, OCRTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tesseractCommand, "stdin", "stdout", "-l", "ind+eng", "--psm", "3")
	cmd.Stdin = bytes.NewReader(image)
	// one thread per run: the server may run several at once, and OpenMP's
	// default of one thread per core makes concurrent runs slower, not faster
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return "", fmt.Errorf("tesseract: %w", ctx.Err())
		}
		return "", fmt.Errorf("tesseract: %w: %s", err, firstLine(stderr.String()))
	}
	return out.String(), nil
}

// TesseractAvailable reports whether the tesseract command exists and has
// the Indonesian language data ("ind") installed.
func TesseractAvailable() bool {
	if _, err := exec.LookPath(tesseractCommand); err != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, tesseractCommand, "--list-langs").CombinedOutput()
	if err != nil {
		return false
	}
	return hasLanguage(string(out), "ind")
}

// hasLanguage reads `tesseract --list-langs` output, one language a line
// after a heading.
func hasLanguage(listing, lang string) bool {
	for _, l := range strings.Split(listing, "\n") {
		if strings.TrimSpace(l) == lang {
			return true
		}
	}
	return false
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
