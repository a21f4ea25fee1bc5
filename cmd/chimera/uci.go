package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/internal/version"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// loopOptions are what tests and fuzz targets set on a protocol loop:
// caps on every search (to keep each input fast; 0: none) and a check of
// each move the engine plays.
type loopOptions struct {
	nodes uint64
	depth int
	// verify, when set, is shown each move the engine is about to answer
	// (bestmove, CECP's move) with the position it was found in
	verify func(p *core.Position, move string)
}

// apply narrows limits to the caps.
func (c loopOptions) apply(l search.Limits) search.Limits {
	if c.nodes > 0 && (l.Nodes == 0 || l.Nodes > c.nodes) {
		l.Nodes = c.nodes
	}
	if c.depth > 0 && (l.Depth == 0 || l.Depth > c.depth) {
		l.Depth = c.depth
	}
	return l
}

// searchJob is a search running in the background.
type searchJob struct {
	s    *search.Searcher
	done chan struct{}
	// unbounded: go infinite (it ends only when stopped)
	unbounded bool
	// draw: the GUI offers a draw (UCCI's go draw, ponderhit draw); the
	// best move then says whether the engine takes it
	draw atomic.Bool
}

// stop ends the search and waits for it. Stop is repeated until the
// search has ended: a stop that comes before the search has begun would
// otherwise be forgotten when it begins.
func (j *searchJob) stop() {
	for {
		j.s.Stop()
		select {
		case <-j.done:
			return
		case <-time.After(2 * time.Millisecond):
		}
	}
}

// uciCommands are the commands of the UCI protocol; a line is read from
// its first known command on (the protocol asks unknown tokens to be
// skipped: "joho debug on" is "debug on").
var uciCommands = map[string]bool{
	"uci": true, "debug": true, "isready": true, "setoption": true, "register": true, "ucinewgame": true,
	"position": true, "go": true, "stop": true, "ponderhit": true, "quit": true,
}

// uciSession is the state of one UCI session.
type uciSession struct {
	out   io.Writer
	outMu sync.Mutex
	caps  loopOptions

	variantName string
	// blockFile: the parameter-block file the session plays (its
	// argument or VariantFile), "" for a shipped variant
	blockFile string
	v         *core.Variant
	pos       *core.Position
	searcher  *search.Searcher
	// contempt: the Contempt option's value, nil until set (the
	// variant's eval.contempt, or DefaultContempt, then)
	contempt *int
	// hashMB: the Hash option's size of the transposition table, in
	// megabytes (search.DefaultHashMB until set)
	hashMB int
	// weightsFile and weights: the Weights option's file and its
	// settings for the current variant (applied over the variant's own)
	weightsFile string
	weights     []core.EvalSetting
	// netFile and net: the EvalFile option's network (a learnt
	// evaluation, chimera tune --net) and the file it came from:
	// shippedNet (the default) for the network shipped with the
	// variant, if any; "" for none
	netFile string
	net     *nnet.Net
	job     *searchJob // the running or last search, nil before the first

	// dialect is how the protocol (UCI, USI, UCCI) writes moves, scores
	// and its answers
	dialect *dialect
	// exclude: root moves the search must not play (UCCI's banmoves)
	exclude []core.MoveDetail
	// batch: the session reads no command while it searches (UCCI)
	batch bool
}

// dialect is what sets UCI's kin apart in a session's answers.
type dialect struct {
	coords *coords
	// noBest is the answer when there is no move (UCI's bestmove 0000,
	// USI's bestmove resign, UCCI's nobestmove)
	noBest string
	// score writes a score (mates in moves or in plies, or a number)
	score func(int) string
	// info writes a finished iteration: depth, score, nodes, time (ms)
	// and the principal variation; nil: UCI's one line
	info func(depth int, score string, nodes uint64, ms int64, pv string) string
	// message starts a line of text for the user (UCI's info string)
	message string
}

// uciDialect is UCI's: mates counted in moves, best move 0000 when none.
var uciDialect = &dialect{coords: uciCoords, noBest: "bestmove 0000", score: uciScore, message: "info string"}

func (u *uciSession) say(format string, a ...any) {
	u.outMu.Lock()
	fmt.Fprintf(u.out, format+"\n", a...)
	u.outMu.Unlock()
}

// sayError reports a command the engine cannot follow, as UCI allows: an
// info string (UCCI: an info message).
func (u *uciSession) sayError(format string, a ...any) {
	u.say("%s error: %s", u.dialect.message, oneLine(fmt.Errorf(format, a...)))
}

// runUCI speaks the UCI protocol on in/out: uci, isready, setoption
// (UCI_Variant: a shipped variant; VariantFile: a parameter-block file;
// Contempt; Hash: the transposition table's megabytes; Weights: a weights
// file, over the variant's own weights), ucinewgame, position, go (depth, nodes, movetime,
// wtime/btime/winc/binc/movestogo, infinite), stop, quit.
func runUCI(args []string, in io.Reader, out io.Writer) error {
	return uciLoop(args, in, out, loopOptions{})
}

// uciLoop runs a UCI session on in/out with opts (caps on every search).
// Lines longer than maxLineBytes are answered with an error and skipped.
// At the end of the input a go infinite search is stopped; others finish.
func uciLoop(args []string, in io.Reader, out io.Writer, opts loopOptions) error {
	u, err := newSession(args, out, opts, "chess", uciDialect)
	if err != nil {
		return err
	}
	return u.serve(in, uciCommands, u.command)
}

// newSession starts a session of a UCI-like protocol in variant (a
// shipped variant or a parameter-block file: args[0], else def).
func newSession(args []string, out io.Writer, opts loopOptions, def string, d *dialect) (*uciSession, error) {
	u := &uciSession{out: out, caps: opts, variantName: def, dialect: d, netFile: shippedNet, hashMB: search.DefaultHashMB}
	if len(args) > 0 {
		u.variantName = args[0]
		if _, shipped := variants.Block(args[0]); !shipped {
			u.blockFile = args[0]
		}
	}
	v, err := loadVariant(u.variantName)
	if err == nil {
		err = u.setVariant(v)
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}

// serve reads the commands of a UCI-like session (UCI, USI, UCCI) from
// in and hands each line to command (handle) until it returns false or
// the input ends.
func (u *uciSession) serve(in io.Reader, known map[string]bool, command func([]string) bool) error {
	lr := newLineReader(in, maxLineBytes)
	for {
		line, err := lr.next()
		if err == errLineTooLong {
			u.sayError("line longer than %d bytes ignored", maxLineBytes)
			continue
		}
		if err != nil {
			if u.job != nil {
				if u.job.unbounded {
					u.job.stop()
				}
				<-u.job.done
			}
			if err == io.EOF {
				return nil
			}
			return err
		}
		if !u.handle(line, known, command) {
			return nil
		}
		if u.batch && u.job != nil && !u.job.unbounded {
			// UCCI's batch mode: the next command waits for the search
			// (but for one without end, which only stop or ponderhit ends)
			<-u.job.done
		}
	}
}

// setVariant switches to a variant and its start position.
func (u *uciSession) setVariant(v *core.Variant) error {
	p, err := core.StartPosition(v)
	if err != nil {
		return err
	}
	u.v, u.pos = v, p
	u.searcher = nil // a new variant needs a new evaluation
	u.weights = nil
	if u.weightsFile != "" {
		w, err := readWeights(u.weightsFile, v)
		if err != nil {
			u.weightsFile = ""
			return err
		}
		u.weights = w
	}
	n, soft, err := optionNet(u.netFile, v)
	if soft != nil {
		u.sayError("%v", soft) // the variant is set all the same
	}
	if err != nil {
		u.netFile = ""
		return err
	}
	u.net = n
	return nil
}

// shippedNet is the EvalFile option's default: the network shipped
// with the variant (variants/nets), where there is one.
const shippedNet = "<shipped>"

// optionNet is the network the EvalFile option's value gives variant v:
// none for "" (and "<empty>"), the variant's own for shippedNet
// (variantNet), else the file. A variant's own network that fails (its
// block's evalNet= names a missing file) is soft: the session plays on
// without one, and says why. A named file that fails is err.
func optionNet(file string, v *core.Variant) (n *nnet.Net, soft, err error) {
	switch file {
	case "", "<empty>":
		return nil, nil, nil
	case shippedNet:
		n, soft = variantNet(v)
		return n, soft, nil
	}
	n, err = readNet(file, v)
	return n, nil, err
}

// settle ends the running search before a command that changes the
// position or the options (a GUI stops the search first; one that does
// not gets it stopped).
func (u *uciSession) settle() {
	if u.job != nil {
		u.job.stop()
	}
}

// handle hands command the words of a line from its first known command
// on (the protocols ask unknown tokens to be skipped: "joho debug on" is
// "debug on"); it returns false on quit. A panic while handling it is
// reported as an internal error and the session goes on.
func (u *uciSession) handle(line string, known map[string]bool, command func([]string) bool) (goOn bool) {
	defer func() {
		if r := recover(); r != nil {
			u.sayError("internal error: %v", r)
			goOn = true
		}
	}()
	fields := strings.Fields(line)
	for len(fields) > 0 && !known[fields[0]] {
		fields = fields[1:]
	}
	if len(fields) == 0 {
		return true
	}
	return command(fields)
}

// sayID is the start of the answer to the protocol's greeting.
func (u *uciSession) sayID() {
	u.say("id name Chimera " + version.Version)
	u.say("id author the Chimera developers")
}

// newGame returns to the variant's start and forgets what the searcher
// learnt (UCI's ucinewgame, USI's usinewgame, UCCI's newgame option).
func (u *uciSession) newGame() {
	if p, err := core.StartPosition(u.v); err == nil {
		u.pos, u.exclude = p, nil
	}
	if u.searcher != nil {
		u.searcher.Clear()
	}
}

// command handles the words of one line of a UCI session; it returns
// false on quit.
func (u *uciSession) command(fields []string) bool {
	switch fields[0] {
	case "uci":
		u.sayID()
		u.say("option name UCI_Variant type combo default %s var %s", excerpt(u.variantName), strings.Join(variants.Names(), " var "))
		u.say("option name VariantFile type string default <empty>")
		u.say("option name Contempt type spin default %d min -1000 max 1000", search.DefaultContempt)
		u.say("option name Hash type spin default %d min %d max %d", search.DefaultHashMB, search.MinHashMB, search.MaxHashMB)
		u.say("option name Weights type string default <empty>")
		u.say("option name EvalFile type string default %s", shippedNet)
		u.say("uciok")
	case "isready":
		// answered at once, a search going on or not
		u.say("readyok")
	case "setoption":
		u.settle()
		u.setOption(fields[1:])
	case "ucinewgame":
		u.settle()
		u.newGame()
	case "position":
		u.settle()
		p, err := uciPosition(u.v, fields[1:])
		if err != nil {
			u.sayError("%v", err)
			return true
		}
		u.pos = p
	case "go":
		u.settle()
		u.goSearch(fields[1:])
	case "stop":
		u.settle()
	case "quit":
		u.settle()
		return false
	}
	return true
}

// setOption reads "name NAME [value VALUE]".
func (u *uciSession) setOption(f []string) {
	line := strings.Join(f, " ")
	name, value, _ := strings.Cut(strings.TrimPrefix(line, "name "), " value ")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	// option names are matched without regard to case, as GUIs expect
	for _, known := range []string{"UCI_Variant", "VariantFile", "Contempt", "Hash", "Weights", "EvalFile"} {
		if strings.EqualFold(name, known) {
			name = known
		}
	}
	switch name {
	case "UCI_Variant", "VariantFile":
		v, err := loadVariant(value)
		if err == nil && name == "UCI_Variant" && u.blockFile != "" && sameRules(u.v, v) {
			// GUIs and chimera match name the variant as a matter of
			// course: a block file that plays that game keeps its own
			// weights and network
			u.say("info string %s: playing it as %s says", excerpt(value), excerpt(u.blockFile))
			return
		}
		if err == nil {
			err = u.setVariant(v)
		}
		if err == nil && name == "VariantFile" {
			u.blockFile = value
		}
		if err != nil {
			u.sayError("%s: %v", name, err)
			return
		}
		if name == "UCI_Variant" {
			u.variantName, u.blockFile = value, ""
		}
	case "Contempt":
		n, err := strconv.Atoi(value)
		if err != nil || n < -1000 || n > 1000 {
			u.sayError("Contempt: want a number of centipawns from -1000 to 1000, not %q", excerpt(value))
			return
		}
		u.contempt = &n
	case "Hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < search.MinHashMB || n > search.MaxHashMB {
			u.sayError("Hash: want a number of megabytes from %d to %d, not %q", search.MinHashMB, search.MaxHashMB, excerpt(value))
			return
		}
		u.hashMB = n
		if u.searcher != nil {
			u.searcher.SetHashSize(n)
		}
	case "Weights":
		u.weightsFile, u.weights, u.searcher = "", nil, nil
		if value == "" || value == "<empty>" {
			return
		}
		w, err := readWeights(value, u.v)
		if err != nil {
			u.sayError("Weights: %v", err)
			return
		}
		u.weightsFile, u.weights = value, w
	case "EvalFile":
		u.netFile, u.net, u.searcher = "", nil, nil
		n, soft, err := optionNet(value, u.v)
		if soft != nil {
			u.sayError("%v", soft)
		}
		if err != nil {
			u.sayError("EvalFile: %v", err)
			return
		}
		if value != "<empty>" {
			u.netFile, u.net = value, n
		}
	}
}

// prepareSearcher makes the session's searcher, with the options'
// weights and network, or sets the current position in the one made.
func (u *uciSession) prepareSearcher() {
	if u.searcher != nil {
		u.searcher.SetPosition(u.pos)
		return
	}
	u.searcher = search.New(u.pos)
	if u.hashMB != search.DefaultHashMB {
		u.searcher.SetHashSize(u.hashMB)
	}
	if u.weights != nil {
		u.searcher.SetWeights(u.weights)
	}
	if u.net != nil {
		if err := u.searcher.SetNet(u.net); err != nil {
			u.sayError("EvalFile: %v", err)
		}
	}
}

// legalMoves lists p's legal moves as details: the protocols and the
// match runner keep moves beyond the position they were generated in.
func legalMoves(p *core.Position) []core.MoveDetail {
	var ml core.MoveList
	p.GenerateLegal(&ml)
	out := make([]core.MoveDetail, len(ml.Moves))
	for i, m := range ml.Moves {
		out[i] = p.Detail(m)
	}
	return out
}
