package strlite

import (
	"errors"
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
