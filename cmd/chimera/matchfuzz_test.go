package main

import (
	"math"
	"strings"
	"testing"
)

// The match's own parsers (--sprt, --option1/--option2, CECP option
// features) against arbitrary input: no panic, and what they accept is
// well formed.

func FuzzSPRT(f *testing.F) {
	for _, s := range []string{"0,10", "-5,5", "0,1e300", "NaN,1", ",", "10,0", "0, 5.5", "1e-320,1e-310"} {
		f.Add(s, 0.05, 0.05)
	}
	f.Fuzz(func(t *testing.T, s string, alpha, beta float64) {
		test, err := parseSPRT(s, alpha, beta)
		if err != nil {
			return
		}
		if !(test.elo0 < test.elo1) {
			t.Fatalf("%q: elo0 %g not below elo1 %g", s, test.elo0, test.elo1)
		}
		lower, upper := test.bounds()
		if !(lower < 0 && upper > 0) {
			t.Fatalf("%q %g %g: bounds %g %g", s, alpha, beta, lower, upper)
		}
		for _, c := range [][5]int{{}, {4: 1}, {3, 0, 0, 0, 0}, {1, 4, 9, 5, 2}, {2: 100}} {
			r := pairTally{counts: c}
			if llr := test.llr(r); math.IsNaN(llr) || math.IsInf(llr, 0) {
				t.Fatalf("%q: LLR %g for %+v", s, llr, r)
			}
		}
	})
}

func FuzzEngineOption(f *testing.F) {
	for _, s := range []string{"Hash=64", "Skill Level=3", "=1", "a", "x=1\nquit", "Ini File=/a=b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var o engineOptions
		if o.Set(s) != nil {
			if len(o) != 0 {
				t.Fatalf("%q refused but kept", s)
			}
			return
		}
		if strings.ContainsAny(s, "\r\n") {
			t.Fatalf("%q has a line break", s)
		}
		for _, proto := range []string{"uci", "xboard"} {
			e, sent := scriptedEngine(proto, func(string) []string { return nil })
			e.options = o
			e.sendOptions()
			if lines := sent(); len(lines) != 1 {
				t.Fatalf("%q: %s sent %q", s, proto, lines)
			}
		}
	})
}

func FuzzOptionFeatures(f *testing.F) {
	for _, s := range []string{`option="Resign -check 0" option="Resign Threshold -spin 800 200 1200"`,
		`option="`, `option="x`, `myname="a" option="" done=1`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := &engine{proto: "xboard"}
		e.noteOptionFeatures(s)
		for name := range e.offered {
			if !strings.Contains(s, name) {
				t.Fatalf("%q: offered %q", s, name)
			}
		}
	})
}
