package lite

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// Quote agrees with strconv.Quote on ASCII, on printable text in other
// scripts and on bytes that are not UTF-8.
func TestQuoteMatchesStrconv(t *testing.T) {
	for _, s := range []string{"", "a", "files=8", `say "hi"`, `back\slash`, "tab\there",
		"nl\n cr\r bell\a bs\b ff\f vt\v", "\x00\x01\x1f\x7f", "Général", "♔♕ 王将", "😀",
		"\xff\xfe", "ok\xc3", "\u00ad\u200b\u2028\ufeff", "\u0085"} {
		if got, want := Quote(s), strconv.Quote(s); got != want {
			t.Errorf("Quote(%q) = %s, strconv.Quote gives %s", s, got, want)
		}
	}
	for c := 0; c < 0x80; c++ {
		s := string(rune(c))
		if got, want := Quote(s), strconv.Quote(s); got != want {
			t.Errorf("Quote(%q) = %s, strconv.Quote gives %s", s, got, want)
		}
	}
}

// Atoi agrees with strconv.Atoi, value and whether it fails, also at and
// beyond int's limits.
func TestAtoiMatchesStrconv(t *testing.T) {
	for _, s := range []string{"", "0", "7", "-0", "+5", "-12", "+", "-", "1a", "a1", " 1", "1 ",
		"1_000", "0x10", "007", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", "18446744073709551615", "18446744073709551616",
		"99999999999999999999x", "-9223372036854775809x", "٣"} {
		got, gotErr := Atoi(s)
		want, wantErr := strconv.Atoi(s)
		if got != want || (gotErr == nil) != (wantErr == nil) ||
			errors.Is(wantErr, strconv.ErrRange) != (gotErr == ErrRange) {
			t.Errorf("Atoi(%q) = %d, %v; strconv.Atoi gives %d, %v", s, got, gotErr, want, wantErr)
		}
	}
}

// SortInts gives slices.SortStableFunc's order, ties kept in their
// order, for every length up to 200 and for a long input; SortStrings
// gives slices.Sort's.
func TestSortMatchesSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var lengths []int
	for n := range 201 {
		lengths = append(lengths, n)
	}
	for _, n := range append(lengths, 100000) {
		for _, keys := range []int{3, n + 1} { // many ties, few ties
			key := make([]int, n)
			for i := range key {
				key[i] = r.IntN(keys)
			}
			// s lists indexes into key, sorted by key: ties show whether
			// the sort is stable
			byKey := func(a, b int) int { return cmp.Compare(key[a], key[b]) }
			s := make([]int, n)
			for i := range s {
				s[i] = i
			}
			want := slices.Clone(s)
			slices.SortStableFunc(want, byKey)
			SortInts(s, byKey)
			if !slices.Equal(s, want) {
				t.Fatalf("n=%d, %d keys: SortInts differs from slices.SortStableFunc", n, keys)
			}
			words := make([]string, n)
			for i := range words {
				words[i] = strconv.Itoa(key[i])
			}
			wantWords := slices.Clone(words)
			slices.Sort(wantWords)
			SortStrings(words)
			if !slices.Equal(words, wantWords) {
				t.Fatalf("n=%d, %d keys: SortStrings differs from slices.Sort", n, keys)
			}
		}
	}
}
