//go:build js && wasm

package main

import (
	"errors"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/notation"
)

// game is a game record for the page (a diagram's, or one of the API's):
// package board's Game, with the fields the page reads kept in step
// (sync) after every change made through it or through the diagram's
// board controller.
type game struct {
	*board.Game
	block *notation.Block
	start *core.Position
	pos   *core.Position
	moves []core.MoveDetail
}

func newGame(text string) (*game, error) {
	g, err := board.NewGame(text)
	if err != nil {
		return nil, err
	}
	w := &game{Game: g}
	w.sync()
	return w, nil
}

// sync copies the record's fields after a change.
func (g *game) sync() { g.block, g.start, g.pos, g.moves = g.Block, g.Start, g.Pos, g.Moves }

// legal lists the legal moves of the position (shared: not to be
// modified).
func (g *game) legal() []core.MoveDetail { return g.Legal() }

func (g *game) play(m core.MoveDetail) { g.Play(m, false); g.sync() }

func (g *game) undo() bool { ok := g.Undo(); g.sync(); return ok }

// setFEN restarts the game from a FEN that can be played; on an error the
// game is left as it was.
func (g *game) setFEN(fen string) error { err := g.SetFEN(fen); g.sync(); return err }

// loadText restarts the game and plays a move list; on an error (a
// *board.MoveError naming the move) the game is left as it was.
func (g *game) loadText(text string) error {
	err := g.LoadText(text)
	g.sync()
	if me, ok := errors.AsType[*board.MoveError](err); ok {
		return &moveError{MoveError: me, token: me.Token}
	}
	return err
}

// moveError is a move of a move list that cannot be played, with its
// token as api.go reads it.
type moveError struct {
	_ lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	*board.MoveError
	token string
}

func (e *moveError) Error() string { return e.MoveError.Error() }

func (e *moveError) Unwrap() error { return e.MoveError }

func (g *game) restart() { g.Restart(); g.sync() }

func (g *game) replay() { g.Replay(); g.sync() }

func (g *game) record() string { return g.Record() }

func (g *game) fen() string { return g.FEN() }

func (g *game) san(m *core.MoveDetail, legal []core.MoveDetail) string { return g.SAN(m, legal) }
