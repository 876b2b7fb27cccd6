// Package floors holds the test that keeps the layers of DESIGN.md §3 true:
// which of our packages may import which. It has no code of its own.
package floors
