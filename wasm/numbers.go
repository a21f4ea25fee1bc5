//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"strings"
)

// The page writes and reads decimal numbers (CSS lengths, drawing
// coordinates, scores) with these instead of strconv's float functions,
// whose shortest-representation algorithms and tables would add about
// 10 KB of brotli to the page for numbers that never need them.

// decimal writes x rounded to places decimals (at most 9), without
// trailing zeros when trim is set ("37.5", "2", "-0.25"); a value beyond
// ±1e15, or not a number, is written as JavaScript would say it.
func decimal(x float64, places int, trim bool) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1) || x > 1e15:
		return "Infinity"
	case math.IsInf(x, -1) || x < -1e15:
		return "-Infinity"
	}
	scale := math.Pow10(places)
	n := int64(math.Round(math.Abs(x) * scale))
	s := strconv.FormatInt(n/int64(scale), 10)
	if places > 0 {
		// the fraction with its leading zeros: after the 1 of scale+n%scale
		// (strings.Repeat would link 3 KB of code for this alone)
		frac := strconv.FormatInt(int64(scale)+n%int64(scale), 10)[1:]
		if trim {
			frac = strings.TrimRight(frac, "0")
		}
		if frac != "" {
			s += "." + frac
		}
	}
	if x < 0 && n != 0 {
		s = "-" + s
	}
	return s
}

// parseDecimal reads a decimal number as CSS computes lengths: an
// optional sign, digits, an optional fraction ("37.5", "-2", ".5").
func parseDecimal(s string) (float64, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" || len(whole) > 15 {
		return 0, false
	}
	x := 0.0
	for _, c := range whole {
		if c < '0' || c > '9' {
			return 0, false
		}
		x = x*10 + float64(c-'0')
	}
	scale := 0.1
	for _, c := range frac {
		if c < '0' || c > '9' {
			return 0, false
		}
		x += float64(c-'0') * scale
		scale /= 10
	}
	if neg {
		x = -x
	}
	return x, true
}
