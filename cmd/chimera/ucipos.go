package main

// This file reads the position command's set-up and moves.

import (
	"fmt"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// uciPosition reads "startpos|fen FEN... [moves m1 m2 ...]": at most
// maxPositionMoves moves, a FEN of at most maxFENBytes.
func uciPosition(v *core.Variant, f []string) (*core.Position, error) {
	return readPosition(uciCoords, v, f, "fen", "FEN", parseFEN)
}

// parseFEN reads a FEN as UCI's and UCCI's position commands do.
func parseFEN(v *core.Variant, fen string) (*core.Position, error) {
	return notation.ParseFEN(v, fen, notation.FENOptions{})
}

// readPosition reads the words of a position command after "position"
// (splitPosition): the start position or the one parse reads from the
// setup's fields, then the moves, written in the coordinates d.
func readPosition(d *coords, v *core.Variant, f []string, keyword, what string,
	parse func(*core.Variant, string) (*core.Position, error)) (*core.Position, error) {
	setup, moves, err := splitPosition(f, keyword, what)
	if err != nil {
		return nil, err
	}
	var p *core.Position
	if setup == nil {
		p, err = core.StartPosition(v)
	} else {
		p, err = parse(v, strings.Join(setup, " "))
	}
	if err != nil {
		return nil, fmt.Errorf("position: %v", err)
	}
	if err := playCoordMoves(d, p, moves); err != nil {
		return nil, err
	}
	return p, nil
}

// splitPosition splits the words of a position command after
// "position": "startpos" or keyword (fen, sfen) and the position's
// fields (what names them in messages), then "moves" and the moves. It
// keeps to maxFENBytes and maxPositionMoves; setup is nil for startpos.
func splitPosition(f []string, keyword, what string) (setup, moves []string, err error) {
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		i = 1
	case len(f) > 0 && f[0] == keyword:
		n := 0
		for i = 1; i < len(f) && f[i] != "moves"; i++ {
			if n += len(f[i]) + 1; n > maxFENBytes {
				return nil, nil, fmt.Errorf("position %s: a%s %s longer than %d bytes", keyword, article(what), what, maxFENBytes)
			}
			setup = append(setup, f[i])
		}
		if len(setup) == 0 {
			return nil, nil, fmt.Errorf("position %s: no %s", keyword, what)
		}
	default:
		return nil, nil, fmt.Errorf("position: want startpos or %s, not %q", keyword, excerpt(strings.Join(f, " ")))
	}
	if i < len(f) && f[i] != "moves" {
		return nil, nil, fmt.Errorf("position: want moves after startpos, not %q", excerpt(f[i]))
	}
	if i < len(f) {
		moves = f[i+1:]
	}
	if len(moves) > maxPositionMoves {
		return nil, nil, fmt.Errorf("position: %d moves, more than %d", len(moves), maxPositionMoves)
	}
	return setup, moves, nil
}

// article is "n" before an initial written as a vowel sound (an SFEN).
func article(word string) string {
	if strings.HasPrefix(word, "S") {
		return "n"
	}
	return ""
}

// playCoordMoves plays the moves of a position command, written in the
// coordinates d, on p.
func playCoordMoves(d *coords, p *core.Position, moves []string) error {
	v := p.Variant()
	for k, s := range moves {
		m, ok := findCoordMove(d, v, legalMoves(p), s)
		if !ok {
			return fmt.Errorf("position: move %d, %s, is not legal", k+1, excerpt(s))
		}
		p.MakeDetail(&m)
	}
	return nil
}
