//go:build js && wasm

package main

import (
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

// setFEN restarts the game from a FEN.
func (g *game) setFEN(fen string) error {
	p, err := notation.ParseFEN(g.block.Variant, fen, notation.FENOptions{})
	if err != nil {
		return err
	}
	g.start, g.pos, g.moves = p, p.Copy(), nil
	return nil
}

// loadText restarts the game and plays a move list (SAN).
func (g *game) loadText(text string) error {
	p := g.start.Copy()
	moves, err := notation.PlayText(p, text)
	g.pos, g.moves = p, moves
	return err
}

func (g *game) record() string { return notation.GameText(g.start, g.moves) }

func (g *game) fen() string { return notation.FEN(g.pos) }

func (g *game) san(m *core.Move, legal []core.Move) string { return notation.SAN(g.pos, m, legal) }
