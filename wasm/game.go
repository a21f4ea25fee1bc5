//go:build js && wasm

package main

import (
	"fmt"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// game is one diagram's state: the variant, the start position and the
// moves played, with the current position kept in step.
type game struct {
	block *notation.Block
	start *core.Position
	pos   *core.Position
	moves []core.Move
}

func newGame(text string) (*game, error) {
	b, err := notation.ParseBlock(text)
	if err != nil {
		return nil, err
	}
	start, err := notation.ParseFEN(b.Variant, "startpos", notation.FENOptions{})
	if err != nil {
		return nil, err
	}
	return &game{block: b, start: start, pos: start.Copy()}, nil
}

// legal lists the legal moves of the position.
func (g *game) legal() []core.Move {
	var ml core.MoveList
	g.pos.GenerateLegal(&ml)
	return ml.Moves
}

func (g *game) play(m core.Move) {
	g.pos.Make(&m)
	g.moves = append(g.moves, m)
}

func (g *game) undo() bool {
	if len(g.moves) == 0 {
		return false
	}
	g.pos.Unmake()
	g.moves = g.moves[:len(g.moves)-1]
	return true
}

// setFEN restarts the game from a FEN, which must describe a position
// that can be played (core's Validate). On an error the game is left as
// it was.
func (g *game) setFEN(fen string) error {
	p, err := notation.ParseFEN(g.block.Variant, fen, notation.FENOptions{})
	if err != nil {
		return err
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("this position cannot be played: %w", err)
	}
	g.start, g.pos, g.moves = p, p.Copy(), nil
	return nil
}

// moveError is a move of a move list that cannot be played: which move
// (its number and side) and the token.
type moveError struct {
	number int
	side   core.Color
	token  string
	reason string
}

func (e *moveError) Error() string {
	return fmt.Sprintf("move %d (%s), %q: %s", e.number, e.side, e.token, e.reason)
}

// loadText restarts the game and plays a move list (SAN; move numbers
// and a result are skipped), within notation's limits. On an error, a
// *moveError naming the move, the game is left as it was.
func (g *game) loadText(text string) error {
	if len(text) > notation.MaxGameLength {
		return fmt.Errorf("the move list is %d bytes; the limit is %d", len(text), notation.MaxGameLength)
	}
	p := g.start.Copy()
	var moves []core.Move
	for tok := range strings.FieldsSeq(text) {
		if skippedToken(tok) {
			continue
		}
		fail := func(reason string) error {
			_, full := p.Counters()
			return &moveError{number: full, side: p.Side(), token: shortToken(tok), reason: reason}
		}
		if len(moves) == notation.MaxGameMoves {
			return fail(fmt.Sprintf("more than %d moves; the limit is %d", notation.MaxGameMoves, notation.MaxGameMoves))
		}
		if len(tok) > notation.MaxMoveTokenLength {
			return fail(fmt.Sprintf("the move is %d characters; the limit is %d", len(tok), notation.MaxMoveTokenLength))
		}
		m, err := notation.FindSAN(p, tok)
		if err != nil {
			if o := p.Outcome(nil); o.Over {
				return fail("the game is already over (" + o.Reason + ")")
			}
			return fail("not a legal move here")
		}
		p.Make(&m)
		moves = append(moves, m)
	}
	g.pos, g.moves = p, moves
	return nil
}

// skippedToken tells the tokens of a move list that are not moves: move
// numbers ("12.", "12...") and results.
func skippedToken(tok string) bool {
	switch tok {
	case "1-0", "0-1", "1/2-1/2", "*":
		return true
	}
	n := strings.TrimRight(tok, ".")
	if n == tok || n == "" {
		return false
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// restart takes back every move.
func (g *game) restart() { g.pos, g.moves = g.start.Copy(), nil }

// replay rebuilds the position from the start and the moves played: after
// an internal error in the middle of a move, the game is as it was before
// that move.
func (g *game) replay() {
	p := g.start.Copy()
	for i := range g.moves {
		p.Make(&g.moves[i])
	}
	g.pos = p
}

func (g *game) record() string { return notation.GameText(g.start, g.moves) }

func (g *game) fen() string { return notation.FEN(g.pos) }

func (g *game) san(m *core.Move, legal []core.Move) string { return notation.SAN(g.pos, m, legal) }
