//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"
	"time"

	"github.com/norunners/vert"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// The JavaScript API, for pages that drive games themselves:
//
//	chimera.create(text)         {id, error}  a game from a parameter block
//	chimera.moves(id, square)    [move]       legal moves (from square, or all when "")
//	chimera.play(id, notation)   {fen, error} play a legal move given in SAN
//	chimera.undo(id)             {fen, error}
//	chimera.fen(id)              string
//	chimera.setFen(id, fen)      {fen, error}
//	chimera.record(id)           string       the move list
//	chimera.result(id)           {over, winner, draw, reason}
//	chimera.think(text, moves, ms) {best, depth, score, nodes, error}
//	                             (blocks: run it in a Web Worker)
//
// A move is {from, to, captures, promotion, drop, notation}, as in
// `chimera moves --json`; an error is {line, token, message}.

type apiError struct {
	Line    int    `js:"line"`
	Token   string `js:"token"`
	Message string `js:"message"`
}

type apiMove struct {
	From      string   `js:"from"`
	To        string   `js:"to"`
	Captures  []string `js:"captures"`
	Promotion string   `js:"promotion"`
	Drop      string   `js:"drop"`
	Notation  string   `js:"notation"`
}

type apiResult struct {
	ID    int       `js:"id"`
	FEN   string    `js:"fen"`
	Error *apiError `js:"error"`
}

type apiOutcome struct {
	Over   bool   `js:"over"`
	Winner string `js:"winner"`
	Draw   bool   `js:"draw"`
	Reason string `js:"reason"`
}

var games = map[int]*game{}

func toAPIError(err error) *apiError {
	if err == nil {
		return nil
	}
	var be *notation.BlockError
	if errors.As(err, &be) {
		return &apiError{Line: be.Line, Token: be.Token, Message: be.Msg}
	}
	return &apiError{Message: err.Error()}
}

func moveJSON(g *game, m *core.Move, legal []core.Move) apiMove {
	v := g.block.Variant
	geo := v.Geometry
	am := apiMove{To: geo.SquareName(int(m.To)), Captures: []string{}, Notation: g.san(m, legal)}
	switch {
	case m.Flags&core.FlagDrop != 0:
		am.Drop = v.Types[m.Piece.Type()].ID
	case m.From >= 0:
		am.From = geo.SquareName(int(m.From))
	}
	for k := 0; k < int(m.NVictims); k++ {
		am.Captures = append(am.Captures, geo.SquareName(int(m.Victims[k])))
	}
	if m.Result != m.Piece && m.Piece != core.NoPiece {
		am.Promotion = v.Types[m.Result.Type()].ID
	}
	return am
}

func outcomeJSON(g *game) apiOutcome {
	o := g.pos.Outcome(nil)
	out := apiOutcome{Over: o.Over, Draw: o.Draw, Reason: o.Reason}
	if o.Over && !o.Draw {
		out.Winner = o.Winner.String()
	}
	return out
}

func newAPI() js.Value {
	api := js.Global().Get("Object").New()
	fn := func(name string, f func(args []js.Value) any) {
		api.Set(name, js.FuncOf(func(this js.Value, args []js.Value) any { return f(args) }))
	}
	get := func(args []js.Value) *game {
		if len(args) == 0 {
			return nil
		}
		return games[args[0].Int()]
	}
	str := func(args []js.Value, i int) string {
		if len(args) <= i || args[i].Type() != js.TypeString {
			return ""
		}
		return args[i].String()
	}
	fn("create", func(args []js.Value) any {
		g, err := newGame(str(args, 0))
		if err != nil {
			return vert.ValueOf(apiResult{Error: toAPIError(err)}).JSValue()
		}
		id := len(games) + 1
		games[id] = g
		return vert.ValueOf(apiResult{ID: id, FEN: g.fen()}).JSValue()
	})
	fn("moves", func(args []js.Value) any {
		g := get(args)
		if g == nil {
			return js.Null()
		}
		from := str(args, 1)
		legal := g.legal()
		out := []apiMove{}
		for i := range legal {
			am := moveJSON(g, &legal[i], legal)
			if from == "" || am.From == from {
				out = append(out, am)
			}
		}
		return vert.ValueOf(out).JSValue()
	})
	fn("play", func(args []js.Value) any {
		g := get(args)
		if g == nil {
			return js.Null()
		}
		m, err := notation.FindSAN(g.pos, str(args, 1))
		if err == nil {
			g.play(m)
		}
		return vert.ValueOf(apiResult{FEN: g.fen(), Error: toAPIError(err)}).JSValue()
	})
	fn("undo", func(args []js.Value) any {
		g := get(args)
		if g == nil {
			return js.Null()
		}
		g.undo()
		return vert.ValueOf(apiResult{FEN: g.fen()}).JSValue()
	})
	fn("fen", func(args []js.Value) any {
		if g := get(args); g != nil {
			return g.fen()
		}
		return js.Null()
	})
	fn("setFen", func(args []js.Value) any {
		g := get(args)
		if g == nil {
			return js.Null()
		}
		err := g.setFEN(str(args, 1))
		return vert.ValueOf(apiResult{FEN: g.fen(), Error: toAPIError(err)}).JSValue()
	})
	fn("record", func(args []js.Value) any {
		if g := get(args); g != nil {
			return g.record()
		}
		return js.Null()
	})
	fn("think", func(args []js.Value) any {
		limits, _ := levelLimits("club")
		if len(args) > 2 {
			switch args[2].Type() {
			case js.TypeNumber:
				limits = search.Limits{Time: time.Duration(args[2].Int()) * time.Millisecond}
			case js.TypeString:
				if l, ok := levelLimits(args[2].String()); ok {
					limits = l
				}
			}
		}
		return think(str(args, 0), str(args, 1), limits)
	})
	fn("benchSearch", benchSearch)
	fn("result", func(args []js.Value) any {
		if g := get(args); g != nil {
			return vert.ValueOf(outcomeJSON(g)).JSValue()
		}
		return js.Null()
	})
	return api
}

// aiLevels are the page's strengths, weakest first.
var aiLevels = []string{"beginner", "club", "strong"}

// levelLimits are the search limits of a strength: a beginner searches
// three plies with noisy evaluations (legal, sensible moves that still
// take a piece left hanging, but weak and varied ones), a club player a
// second, a strong one four.
func levelLimits(level string) (search.Limits, bool) {
	switch level {
	case "beginner":
		return search.Limits{Depth: 3, Time: 500 * time.Millisecond, Noise: 120}, true
	case "club":
		return search.Limits{Time: time.Second}, true
	case "strong":
		return search.Limits{Time: 4 * time.Second}, true
	}
	return search.Limits{}, false
}

// think searches the position reached by playing moves (a move list) from
// the start of the variant in text, within the limits, and returns
// {best, depth, score, nodes, error}. If the global chimeraProgress is a
// function it receives each finished iteration. The page runs it in a Web
// Worker (js/chimera-worker.js), so the page never waits for it.
func think(text, moves string, limits search.Limits) any {
	type result struct {
		Best  string    `js:"best"`
		Depth int       `js:"depth"`
		Score int       `js:"score"`
		Nodes int       `js:"nodes"`
		Error *apiError `js:"error"`
	}
	g, err := newGame(text)
	if err == nil {
		err = g.loadText(moves)
	}
	if err != nil {
		return vert.ValueOf(result{Error: toAPIError(err)}).JSValue()
	}
	legal := g.legal()
	s := searcherFor(text, g.pos)
	progress := js.Global().Get("chimeraProgress")
	if progress.Type() == js.TypeFunction {
		s.OnInfo = func(i search.Info) {
			progress.Invoke(vert.ValueOf(result{Best: g.san(&i.Best, legal), Depth: i.Depth, Score: i.Score,
				Nodes: int(i.Nodes)}).JSValue())
		}
	}
	info := s.Think(limits)
	r := result{Depth: info.Depth, Score: info.Score, Nodes: int(info.Nodes)}
	if info.Found {
		r.Best = g.san(&info.Best, legal)
	}
	return vert.ValueOf(r).JSValue()
}
