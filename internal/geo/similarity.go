package geo

// similarity is the Jaro similarity of two strings, from 0 (nothing in common)
// to 1 (equal), compared rune by rune. It forgives the typos of a phone
// keyboard — swapped neighbours ("Bandnug"), a dropped or doubled letter
// ("Surabya", "Makasar") — and stays strict with different names. The
// Winkler variant was tried and rejected: its bonus for a shared beginning
// made "Kuala Lumpur" a typo of "Kuala Kurun" and "Manila" of half the
// kabupaten starting "Ma", because Indonesian place names share first words
// and syllables so often.
func similarity(a, b string) float64 {
	return jaro([]rune(a), []rune(b))
}

// jaroBound is the highest Jaro similarity two strings of lengths la and lb
// can reach when at most common runes match, all in order. Suggest skips
// keys whose bound cannot clear the threshold, which is most of them.
func jaroBound(la, lb, common int) float64 {
	m := float64(min(la, lb, common))
	if m == 0 {
		return 0
	}
	return (m/float64(la) + m/float64(lb) + 1) / 3
}

// runeHist counts a string's runes by letter and digit; every other rune
// shares one bucket, which can only overestimate the runes in common.
type runeHist [37]uint8

func histOf(rs []rune) runeHist {
	var h runeHist
	for _, r := range rs {
		i := 36
		switch {
		case r >= 'a' && r <= 'z':
			i = int(r - 'a')
		case r >= '0' && r <= '9':
			i = 26 + int(r-'0')
		}
		if h[i] < 255 {
			h[i]++
		}
	}
	return h
}

// common is an upper bound on the runes two strings share; no more of them
// can match in the Jaro sense.
func (h *runeHist) common(o *runeHist) int {
	n := 0
	for i := range h {
		n += int(min(h[i], o[i]))
	}
	return n
}

// jaro computes similarity on rune slices, so that keys are converted once.
func jaro(ra, rb []rune) float64 {
	if len(ra) == 0 && len(rb) == 0 {
		return 1
	}
	if len(ra) == 0 || len(rb) == 0 {
		return 0
	}
	// Runes match when equal and no further apart than half the longer
	// length; transpositions are matched runes out of order.
	window := max(max(len(ra), len(rb))/2-1, 0)
	// Place names are short; stack buffers avoid garbage per comparison.
	var bufA, bufB [64]bool
	var matchedA, matchedB []bool
	if len(ra) > len(bufA) || len(rb) > len(bufB) {
		matchedA, matchedB = make([]bool, len(ra)), make([]bool, len(rb))
	} else {
		matchedA, matchedB = bufA[:len(ra)], bufB[:len(rb)]
	}
	matches := 0
	for i, r := range ra {
		for k := max(0, i-window); k < min(len(rb), i+window+1); k++ {
			if !matchedB[k] && rb[k] == r {
				matchedA[i], matchedB[k] = true, true
				matches++
				break
			}
		}
	}
	if matches == 0 {
		return 0
	}
	outOfOrder, k := 0, 0
	for i, r := range ra {
		if !matchedA[i] {
			continue
		}
		for !matchedB[k] {
			k++
		}
		if r != rb[k] {
			outOfOrder++
		}
		k++
	}
	m := float64(matches)
	return (m/float64(len(ra)) + m/float64(len(rb)) + (m-float64(outOfOrder/2))/m) / 3
}
