package geo

import (
	"math"
	"testing"
)

func TestSimilarityJaro(t *testing.T) {
	// Reference Jaro values from the record-linkage literature.
	tests := []struct {
		a, b string
		want float64
	}{
		{"martha", "marhta", 0.9444},
		{"dwayne", "duane", 0.8222},
		{"dixon", "dicksonx", 0.7667},
		{"crate", "trace", 0.7333},
		{"bandung", "bandung", 1},
		{"", "", 1},
		{"abc", "", 0},
		{"abc", "xyz", 0},
	}
	for _, tt := range tests {
		if got := similarity(tt.a, tt.b); math.Abs(got-tt.want) > 0.0001 {
			t.Errorf("similarity(%q, %q) = %.4f, want %.4f", tt.a, tt.b, got, tt.want)
		}
		if got, rev := similarity(tt.a, tt.b), similarity(tt.b, tt.a); math.Abs(got-rev) > 1e-12 {
			t.Errorf("similarity is not symmetric for %q, %q: %v vs %v", tt.a, tt.b, got, rev)
		}
	}
	// The typos the suggestions must forgive clear the threshold.
	for _, pair := range [][2]string{{"bandnug", "bandung"}, {"surabya", "surabaya"}, {"makasar", "makassar"}, {"bogr", "bogor"}} {
		if s := similarity(pair[0], pair[1]); s <= FuzzyThreshold {
			t.Errorf("similarity(%q, %q) = %.3f, not above %v", pair[0], pair[1], s, FuzzyThreshold)
		}
	}
}

func TestSimilarityRejectsDifferentNames(t *testing.T) {
	// Names that share a first word or syllables are not typos of each other.
	for _, pair := range [][2]string{{"kuala lumpur", "kuala kurun"}, {"manila", "manna"}, {"bangkok", "bangka"}} {
		if s := similarity(pair[0], pair[1]); s > FuzzyThreshold {
			t.Errorf("similarity(%q, %q) = %.3f, above %v", pair[0], pair[1], s, FuzzyThreshold)
		}
	}
}
