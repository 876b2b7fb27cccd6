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

// OCRSlots is how many tesseract runs one server copy makes at once; more
// wait their turn (within OCRTimeout). Each run holds up to about 100 MB for
// a 2000 px image and one core.
const OCRSlots = 2

// OCRMemoryLimit caps each tesseract run's address space (through prlimit,
// when the system has it): an image that would make it grow further fails
// that run instead of the machine.
const OCRMemoryLimit = 512 << 20

var ocrSlots = make(chan struct{}, OCRSlots)

// prlimitCommand limits a child's resources; "" when the system lacks it.
var prlimitCommand = func() string {
	path, err := exec.LookPath("prlimit")
	if err != nil {
		return ""
	}
	return path
}()

// OCR reads the text of an image with the tesseract command, in Indonesian
// and English (`tesseract stdin stdout -l ind+eng`), at most OCRSlots at once
// in this process, each within OCRMemoryLimit. The image goes in on standard
// input, so no temporary file is left behind. Callers hand it images that
// media.ForReading made: decoded within the pixel budget and at most 2000 px.
func OCR(ctx context.Context, image []byte) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, OCRTimeout)
	defer cancel()
	select {
	case ocrSlots <- struct{}{}:
		defer func() { <-ocrSlots }()
	case <-ctx.Done():
		return "", fmt.Errorf("tesseract: waiting for a slot: %w", ctx.Err())
	}
	args := []string{tesseractCommand, "stdin", "stdout", "-l", "ind+eng", "--psm", "3"}
	if prlimitCommand != "" {
		args = append([]string{prlimitCommand, fmt.Sprintf("--as=%d", OCRMemoryLimit), "--"}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
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
