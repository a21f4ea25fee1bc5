//go:build js && wasm

package main

import (
	"errors"
	"math"
	"runtime"
	"strconv"
	"strings"
	"syscall/js"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/internal/version"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// The JavaScript API, for pages that drive games themselves:
//
//	chimera.create(text)         {id, fen, error}  a game from a parameter block
//	chimera.moves(id, square)    [move]       legal moves (from square, or all when "" or left out)
//	chimera.play(id, notation)   {fen, error} play a legal move given in SAN
//	chimera.undo(id)             {fen, error}
//	chimera.fen(id)              string
//	chimera.setFen(id, fen)      {fen, error}
//	chimera.record(id)           string       the move list
//	chimera.result(id)           {over, winner, draw, reason}
//	chimera.think(text, moves, level) {best, depth, score, nodes, error}
//	                             (blocks: run it in a Web Worker)
//	chimera.benchSearch(block, depth) {nodes, ms}
//	chimera.benchPerft(block, depth)  {nodes, ms}
//	chimera.check(block)         {error, warnings}
//	chimera.version              string       this build's version
//
// A move is {from, to, captures, promotion, drop, notation}, as in
// `chimera moves --json`; an error is {line, token, message}. A call with
// the wrong number of arguments, an argument of the wrong type or an id
// that no game has returns {error} instead of its result (and so does an
// internal error, which is also logged once on the console): it never
// throws and never stops the page's other games. A play or setFen that
// fails leaves the game as it was, and says so, with the game's FEN.

// The results are JavaScript objects built by hand, each type's jsValue
// setting its keys in the order written in the list above; a nil pointer
// or slice is null. (Building them by reflection would link the reflect
// package into the page, about 25 KB after brotli.)

// apiError is {line, token, message}.
type apiError struct {
	_       lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	Line    int
	Token   string
	Message string
}

func (e *apiError) jsValue() js.Value {
	if e == nil {
		return js.Null()
	}
	o := newJSObject()
	o.Set("line", e.Line)
	o.Set("token", e.Token)
	o.Set("message", e.Message)
	return o
}

// apiMove is {from, to, captures, promotion, drop, notation}.
type apiMove struct {
	From, To  string
	Captures  []string
	Promotion string
	Drop      string
	Notation  string
}

func (m *apiMove) jsValue() js.Value {
	o := newJSObject()
	o.Set("from", m.From)
	o.Set("to", m.To)
	o.Set("captures", newJSArray(m.Captures, func(s *string) js.Value { return js.ValueOf(*s) }))
	o.Set("promotion", m.Promotion)
	o.Set("drop", m.Drop)
	o.Set("notation", m.Notation)
	return o
}

// apiResult is {id, fen, error}.
type apiResult struct {
	ID    int
	FEN   string
	Error *apiError
}

func (r *apiResult) jsValue() js.Value {
	o := newJSObject()
	o.Set("id", r.ID)
	o.Set("fen", r.FEN)
	o.Set("error", r.Error.jsValue())
	return o
}

// apiOutcome is {over, winner, draw, reason}.
type apiOutcome struct {
	Over   bool
	Winner string
	Draw   bool
	Reason string
}

func (r *apiOutcome) jsValue() js.Value {
	o := newJSObject()
	o.Set("over", r.Over)
	o.Set("winner", r.Winner)
	o.Set("draw", r.Draw)
	o.Set("reason", r.Reason)
	return o
}

// newJSObject is a new empty object, as new Object().
func newJSObject() js.Value { return js.Global().Get("Object").New() }

// newJSArray is a new array of the items as f makes them, or null for a nil
// slice.
func newJSArray[T any](items []T, f func(*T) js.Value) js.Value {
	if items == nil {
		return js.Null()
	}
	a := js.Global().Get("Array").New()
	for i := range items {
		a.SetIndex(i, f(&items[i]))
	}
	return a
}

// games are the games chimera.create made, game id i at index i-1: ids
// are never reused and games never dropped, so a slice does (a map[int]
// would link the runtime's map code for 8-byte keys into the wasm)
var games []*game

func toAPIError(err error) *apiError {
	if err == nil {
		return nil
	}
	// errors.AsType rather than errors.As: As finds the type by
	// reflection (internal/reflectlite, about 12 KB brotli once no other
	// file of the page calls As)
	if be, ok := errors.AsType[*notation.BlockError](err); ok {
		return &apiError{Line: be.Line, Token: be.Token, Message: be.Msg}
	}
	if ae, ok := errors.AsType[*argError](err); ok {
		return &apiError{Token: ae.token, Message: ae.msg}
	}
	if me, ok := errors.AsType[*moveError](err); ok {
		return &apiError{Token: me.token, Message: me.Error()}
	}
	return &apiError{Message: err.Error()}
}

func moveJSON(g *game, m *core.MoveDetail, legal []core.MoveDetail) apiMove {
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
	// fn exports f as chimera.name: it is called only with between min and
	// max arguments, and an error it returns, or a panic, becomes {error}
	fn := func(name string, min, max int, f func(a callArgs) (any, error)) {
		where := "chimera." + name
		api.Set(name, jsFunc(where, func(this js.Value, args []js.Value) any {
			a := callArgs{fn: where, args: args}
			out, err := a.count(min, max)
			if err == nil {
				out, err = f(a)
			}
			if err != nil {
				return errorValue(err)
			}
			return out
		}, nil))
	}
	// chimera.version: the version this wasm was built as, which the shim
	// compares with its own
	api.Set("version", version.Version)
	// chimera.check(block): the block's error and warnings, for editors
	fn("check", 1, 1, checkBlock)
	fn("create", 1, 1, func(a callArgs) (any, error) {
		text, err := a.text(0, "the parameter block")
		if err != nil {
			return nil, err
		}
		if len(games) >= maxGames {
			return nil, a.fail(0, "this page already has "+strconv.Itoa(maxGames)+" games, the most it may create")
		}
		g, err := newGame(text)
		if err != nil {
			return (&apiResult{Error: toAPIError(err)}).jsValue(), nil
		}
		games = append(games, g)
		return (&apiResult{ID: len(games), FEN: g.fen()}).jsValue(), nil
	})
	fn("moves", 1, 2, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		from := ""
		if len(a.args) > 1 && jsType(a.args[1]) != js.TypeUndefined {
			if from, err = a.text(1, "a square name"); err != nil {
				return nil, err
			}
			if from != "" && g.block.Variant.Geometry.ParseSquare(from) < 0 {
				return nil, a.fail(1, "not a square of this board")
			}
		}
		legal := g.legal()
		out := []apiMove{}
		for i := range legal {
			am := moveJSON(g, &legal[i], legal)
			if from == "" || am.From == from {
				out = append(out, am)
			}
		}
		return newJSArray(out, (*apiMove).jsValue), nil
	})
	fn("play", 2, 2, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		san, err := a.text(1, "a move in SAN")
		if err != nil {
			return nil, err
		}
		m, err := notation.FindSAN(g.pos, san)
		if err != nil {
			return (&apiResult{FEN: g.fen(), Error: &apiError{Token: shortToken(san),
				Message: lite.Quote(shortToken(san)) + " is not a legal move here (" + g.pos.Side().String() + " to move); the game is unchanged"}}).jsValue(), nil
		}
		g.play(g.pos.Detail(m))
		return (&apiResult{FEN: g.fen()}).jsValue(), nil
	})
	fn("undo", 1, 1, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		if !g.undo() {
			return (&apiResult{FEN: g.fen(), Error: &apiError{Message: "no move to undo"}}).jsValue(), nil
		}
		return (&apiResult{FEN: g.fen()}).jsValue(), nil
	})
	fn("fen", 1, 1, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		return g.fen(), nil
	})
	fn("setFen", 2, 2, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		fen, err := a.text(1, "a FEN")
		if err != nil {
			return nil, err
		}
		if err := g.setFEN(fen); err != nil {
			ae := toAPIError(err)
			ae.Token = shortToken(fen)
			ae.Message += "; the game is unchanged"
			return (&apiResult{FEN: g.fen(), Error: ae}).jsValue(), nil
		}
		return (&apiResult{FEN: g.fen()}).jsValue(), nil
	})
	fn("record", 1, 1, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		return g.record(), nil
	})
	fn("result", 1, 1, func(a callArgs) (any, error) {
		g, err := a.game(0)
		if err != nil {
			return nil, err
		}
		out := outcomeJSON(g)
		return out.jsValue(), nil
	})
	fn("think", 2, 4, func(a callArgs) (any, error) {
		text, err := a.text(0, "the parameter block")
		if err != nil {
			return nil, err
		}
		moves, err := a.text(1, "the moves played (SAN, may be empty)")
		if err != nil {
			return nil, err
		}
		limits, _ := levelLimits("club")
		if len(a.args) > 2 && jsType(a.args[2]) != js.TypeUndefined {
			if limits, err = a.level(2); err != nil {
				return nil, err
			}
		}
		var net []byte
		if len(a.args) > 3 && jsType(a.args[3]) != js.TypeUndefined && jsType(a.args[3]) != js.TypeNull {
			if net, err = a.bytes(3, "a network file (evalNet=)", maxNetBytes); err != nil {
				return nil, err
			}
		}
		return think(text, moves, limits, net), nil
	})
	fn("benchSearch", 2, 2, func(a callArgs) (any, error) {
		text, err := a.text(0, "the parameter block")
		if err != nil {
			return nil, err
		}
		depth, err := a.integer(1, "a search depth", 1, 64)
		if err != nil {
			return nil, err
		}
		return benchSearch(text, depth)
	})
	fn("benchPerft", 2, 2, func(a callArgs) (any, error) {
		text, err := a.text(0, "the parameter block")
		if err != nil {
			return nil, err
		}
		depth, err := a.integer(1, "a perft depth", 1, 20)
		if err != nil {
			return nil, err
		}
		return benchPerft(text, depth)
	})
	return api
}

// maxGames is how many games chimera.create makes at most on a page (each
// keeps its variant in memory for as long as the page lives).
const maxGames = 1000

// maxThinkMillis is the longest think() accepts, in milliseconds.
const maxThinkMillis = 600000

// errorValue is the API's error result: {error: {line, token, message}}.
func errorValue(err error) js.Value {
	o := newJSObject()
	o.Set("error", toAPIError(err).jsValue())
	return o
}

// callArgs are the arguments of one call of an API function, read with
// their types checked: a wrong value is an error naming the function,
// the argument and what was given, never a panic.
type callArgs struct {
	fn   string
	args []js.Value
}

// argError is a wrong argument: its description is the token.
type argError struct {
	_          lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	token, msg string
}

func (e *argError) Error() string { return e.msg }

func (a callArgs) fail(i int, msg string) error {
	tok := ""
	if i < len(a.args) {
		tok = describe(a.args[i])
	}
	return &argError{token: tok, msg: a.fn + ": argument " + strconv.Itoa(i+1) + ": " + msg}
}

func (a callArgs) count(min, max int) (any, error) {
	n := len(a.args)
	if n >= min && n <= max {
		return nil, nil
	}
	want := strconv.Itoa(min)
	if max > min {
		want = strconv.Itoa(min) + " to " + strconv.Itoa(max)
	}
	return nil, &argError{token: strconv.Itoa(n) + " arguments", msg: a.fn + " takes " + want + " arguments, not " + strconv.Itoa(n)}
}

// text is argument i, which must be a string.
func (a callArgs) text(i int, what string) (string, error) {
	if i >= len(a.args) || jsType(a.args[i]) != js.TypeString {
		return "", a.fail(i, "must be a string ("+what+"), not "+describe(a.argOrUndefined(i)))
	}
	return a.args[i].String(), nil
}

// bytes is argument i, a Uint8Array of at most limit bytes, copied.
func (a callArgs) bytes(i int, what string, limit int) ([]byte, error) {
	v := a.argOrUndefined(i)
	if jsType(v) != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return nil, a.fail(i, "must be a Uint8Array ("+what+"), not "+describe(v))
	}
	n := v.Get("length").Int()
	if n > limit {
		return nil, a.fail(i, "holds "+strconv.Itoa(n)+" bytes, more than "+strconv.Itoa(limit)+" ("+what+")")
	}
	b := make([]byte, n)
	js.CopyBytesToGo(b, v)
	return b, nil
}

// maxNetBytes bounds a network file the page hands the AI: a network
// of 256 hidden units for a game of 16,384 features.
const maxNetBytes = 4 << 20

// integer is argument i, which must be a whole number from lo to hi.
func (a callArgs) integer(i int, what string, lo, hi int) (int, error) {
	if i < len(a.args) && jsType(a.args[i]) == js.TypeNumber {
		if f := a.args[i].Float(); f == math.Trunc(f) && f >= float64(lo) && f <= float64(hi) {
			return int(f), nil
		}
	}
	return 0, a.fail(i, "must be "+what+", a whole number from "+strconv.Itoa(lo)+" to "+strconv.Itoa(hi)+", not "+describe(a.argOrUndefined(i)))
}

// game is the game whose id is argument i.
func (a callArgs) game(i int) (*game, error) {
	if i < len(a.args) && jsType(a.args[i]) == js.TypeNumber {
		f := a.args[i].Float()
		if f == math.Trunc(f) && f >= 1 && f <= float64(len(games)) {
			return games[int(f)-1], nil
		}
		return nil, a.fail(i, "no game has the id "+describe(a.args[i])+" (ids come from chimera.create)")
	}
	return nil, a.fail(i, "must be a game id (a number from chimera.create), not "+describe(a.argOrUndefined(i)))
}

// level is argument i as search limits: a level name or milliseconds.
func (a callArgs) level(i int) (search.Limits, error) {
	if jsType(a.args[i]) == js.TypeString {
		if l, ok := levelLimits(a.args[i].String()); ok {
			return l, nil
		}
		return search.Limits{}, a.fail(i, "the level must be "+strings.Join(aiLevels, ", ")+" or a number of milliseconds")
	}
	ms, err := a.integer(i, "the level (beginner, club, strong) or milliseconds", 1, maxThinkMillis)
	return search.Limits{Time: search.Duration(ms) * search.Millisecond}, err
}

func (a callArgs) argOrUndefined(i int) js.Value {
	if i < len(a.args) {
		return a.args[i]
	}
	return js.Undefined()
}

// typeOther is the type of a value syscall/js has no type for (a BigInt),
// whose Type method panics.
const typeOther js.Type = -1

// jsType is v's type, or typeOther.
func jsType(v js.Value) (t js.Type) {
	defer func() {
		if recover() != nil {
			t = typeOther
		}
	}()
	return v.Type()
}

// describe says what a JavaScript value is, briefly, for an error
// message: a string quoted and shortened, a number as written, the kind
// of anything else.
func describe(v js.Value) string {
	defer func() { _ = recover() }()
	switch jsType(v) {
	case js.TypeString:
		return lite.Quote(shortToken(v.String()))
	case js.TypeNumber:
		return decimal(v.Float(), 6, true)
	case js.TypeBoolean:
		return strconv.FormatBool(v.Bool())
	case js.TypeNull:
		return "null"
	case js.TypeObject:
		if js.Global().Get("Array").Call("isArray", v).Bool() {
			return "an array"
		}
		return "an object"
	case js.TypeFunction:
		return "a function"
	case js.TypeSymbol:
		return "a symbol"
	case js.TypeUndefined:
		return "undefined (missing)"
	}
	return "a value of another type"
}

// shortToken cuts a long text from the page to its first 40 characters,
// for error messages.
func shortToken(s string) string {
	const max = 40
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max]) + "…"
}

// aiLevels are the page's strengths, weakest first.
var aiLevels = search.Levels

// levelLimits are the search limits of a strength (search.Level).
func levelLimits(level string) (search.Limits, bool) { return search.Level(level) }

// think searches the position reached by playing moves (a move list) from
// the start of the variant in text, within the limits, and returns
// {best, depth, score, nodes, net, netError, error}: net is true when
// the network file net (chimera tune --net's, which a block names with
// evalNet=; nil: none) evaluated, netError says why it did not. If the
// global chimeraProgress is a function it receives each finished
// iteration. The page runs it in a Web Worker (js/chimera-worker.js), so
// the page never waits for it.
func think(text, moves string, limits search.Limits, net []byte) any {
	type result struct {
		Best                string
		Depth, Score, Nodes int
		Net                 bool
		NetError            string
		Error               *apiError
	}
	value := func(r result) js.Value {
		o := newJSObject()
		o.Set("best", r.Best)
		o.Set("depth", r.Depth)
		o.Set("score", r.Score)
		o.Set("nodes", r.Nodes)
		o.Set("net", r.Net)
		o.Set("netError", r.NetError)
		o.Set("error", r.Error.jsValue())
		return o
	}
	g, err := newGame(text)
	if err == nil {
		err = g.loadText(moves)
	}
	if err != nil {
		return value(result{Error: toAPIError(err)})
	}
	legal := g.legal()
	s, netErr := searcherFor(text, g.pos, net)
	progress := js.Global().Get("chimeraProgress")
	if jsType(progress) == js.TypeFunction {
		s.OnInfo = func(i search.Info) {
			progress.Invoke(value(result{Best: g.san(&i.Best, legal), Depth: i.Depth, Score: i.Score,
				Nodes: int(i.Nodes)}))
		}
	}
	// a collection the set-up started would mark beside the search on
	// this single thread, slowing every pointer write by its barrier:
	// finish it first (a few milliseconds)
	runtime.GC()
	info := s.Think(limits)
	r := result{Depth: info.Depth, Score: info.Score, Nodes: int(info.Nodes), Net: net != nil && netErr == "", NetError: netErr}
	if info.Found {
		r.Best = g.san(&info.Best, legal)
	}
	return value(r)
}
