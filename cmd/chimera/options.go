package main

import (
	"fmt"
	"strings"
)

// engineOptions is a repeatable flag of engine options, each "Name=Value"
// (--option1 Hash=64 --option1 "Skill Level=3").
type engineOptions []string

func (o *engineOptions) String() string { return strings.Join(*o, " ") }

// Set checks one "Name=Value": a name, and no line break that would let
// the value smuggle a command of its own into the protocol.
func (o *engineOptions) Set(s string) error {
	name, _, ok := strings.Cut(s, "=")
	switch {
	case !ok || strings.TrimSpace(name) == "":
		return fmt.Errorf("want Name=Value, not %q", s)
	case strings.ContainsAny(s, "\r\n"):
		return fmt.Errorf("option %q has a line break", s)
	}
	*o = append(*o, s)
	return nil
}

// sendOptions sets the user's options: UCI's and USI's `setoption name N
// value V` (after uciok, before isready), UCCI's `setoption N V`, CECP's `option N=V` (after the feature
// negotiation). CECP engines that did not announce an option get it all
// the same (some take options they do not list); unannounced names it.
func (e *engine) sendOptions() {
	for _, o := range e.options {
		name, value, _ := strings.Cut(o, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		switch e.proto {
		case "uci", "usi":
			e.send("setoption name %s value %s", name, value)
		case "ucci":
			e.send("setoption %s %s", name, value)
		default:
			e.send("option %s=%s", name, value)
		}
	}
}

// noteOptionFeatures keeps the names of the options a CECP engine
// announces in a feature line: option="NAME -TYPE ...", any number of
// them among other features.
func (e *engine) noteOptionFeatures(features string) {
	for {
		i := strings.Index(features, `option="`)
		if i < 0 {
			return
		}
		features = features[i+len(`option="`):]
		def, rest, _ := strings.Cut(features, `"`)
		// the name is everything before the first " -TYPE"
		name, _, _ := strings.Cut(def, " -")
		if e.offered == nil {
			e.offered = map[string]bool{}
		}
		e.offered[strings.TrimSpace(name)] = true
		features = rest
	}
}

// unannounced lists the options given to a CECP engine that it did not
// announce (UCI engines ignore an unknown option, so none are listed).
func (e *engine) unannounced() []string {
	var names []string
	if uciFamily(e.proto) {
		return nil
	}
	for _, o := range e.options {
		name, _, _ := strings.Cut(o, "=")
		if !e.offered[strings.TrimSpace(name)] {
			names = append(names, strings.TrimSpace(name))
		}
	}
	return names
}
