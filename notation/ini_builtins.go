package notation

import (
	_ "embed"
	"slices"
	"sync"
)

// builtinsINI is Chimera's own description of the Fairy-Stockfish
// built-in variants a variants.ini section may inherit from, written in
// the same INI dialect (ini_builtins.ini).
//
//go:embed ini_builtins.ini
var builtinsINI string

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
	slices.SortStableFunc(builtinNames, func(a, b string) int {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	})
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
