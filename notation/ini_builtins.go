package notation

import (
	"sync"
)

// builtinsINI (ini_builtins_text.go, which go generate writes from
// ini_builtins.ini: the embed package would cost the page 40 KB) is
// Chimera's own description of the Fairy-Stockfish
// built-in variants a variants.ini section may inherit from
// ([mygame:chess]), written in the same INI dialect (ini_builtins.ini):
// written for Chimera from the games' rules and Fairy-Stockfish's
// documented keys, not taken from its source. A key not listed keeps
// Fairy-Stockfish's default (chess-like: 8x8, castling, pawn double
// steps, promotion to n b r q on the last rank, 50-move rule, threefold
// repetition); a section without a parent starts from those defaults
// with no pieces at all. The file carries no comments: it is built into
// the page's wasm.
//
//go:generate go run ../internal/textconst -pkg notation -name builtinsINI -in ini_builtins.ini -out ini_builtins_text.go

var (
	builtinOnce  sync.Once
	builtinSecs  map[string]*iniSection
	builtinNames []string
)

func loadBuiltinINI() {
	secs, err := parseINI(builtinsINI)
	if err != nil {
		panic("notation: ini_builtins.ini: " + err.Error())
	}
	builtinSecs = map[string]*iniSection{}
	for i := range secs {
		s := &secs[i]
		// a built-in's keys are ours: line 0 marks them (no warnings)
		for j := range s.entries {
			s.entries[j].line = 0
		}
		builtinSecs[s.name] = s
		builtinNames = append(builtinNames, s.name)
	}
	// insertion sort: a few dozen names, and no generic sort in the wasm
	for i := 1; i < len(builtinNames); i++ {
		for j := i; j > 0 && builtinNames[j] < builtinNames[j-1]; j-- {
			builtinNames[j], builtinNames[j-1] = builtinNames[j-1], builtinNames[j]
		}
	}
}

// builtinINI is the built-in variant name, or nil.
func builtinINI(name string) *iniSection {
	builtinOnce.Do(loadBuiltinINI)
	return builtinSecs[name]
}

// builtinININames lists the built-ins a section may inherit from.
func builtinININames() []string {
	builtinOnce.Do(loadBuiltinINI)
	return builtinNames
}
