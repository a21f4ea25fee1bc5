package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// engine is an external engine process speaking UCI, CECP (XBoard) or
// GNU Shogi's xshogi dialect (xshogi.go).
type engine struct {
	name  string
	proto string // "uci", "usi", "ucci", "xboard" or "xshogi"
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	// features a CECP engine announced (usermove, variants, ...)
	features map[string]string
	pings    int
	// report: the score and depth the engine last reported while
	// thinking, as a PGN comment says them ("+0.35/10", "-M3/12")
	report string
	// nodes: the node count a UCI-like engine last reported
	nodes uint64
	// options: the user's "Name=Value" settings (options.go); offered:
	// the option names a CECP engine announced
	options []string
	offered map[string]bool
	// millis: a UCCI engine took its clocks in milliseconds (usemillisec)
	millis bool
	// gone is closed when the engine's output ends: it exited
	gone chan struct{}
	// hung: the engine did not answer when it had to (a UCI engine told
	// to stop, a new game's isready or ping)
	hung bool
}

// noteThinking keeps the score and depth of a line of thinking output:
// UCI's and USI's "info ... depth D ... score cp S|mate N", UCCI's
// "info depth D score S ..." or CECP's post line "DEPTH SCORE TIME NODES
// PV..." (scores of 100000 and more are mates). UCI-like engines' option
// announcements are kept too (noteOption).
func (e *engine) noteThinking(l string) {
	f := strings.Fields(l)
	if len(f) == 0 {
		return
	}
	if uciFamily(e.proto) {
		if f[0] == "option" {
			e.noteOption(l)
		}
		if f[0] != "info" {
			return
		}
		depth, score := "", ""
		for i := 1; i+1 < len(f); i++ {
			switch f[i] {
			case "depth":
				depth = f[i+1]
			case "nodes":
				if n, err := strconv.ParseUint(f[i+1], 10, 64); err == nil {
					e.nodes = n
				}
			case "score":
				if e.proto == "ucci" {
					score = ucciReport(f[i+1])
				} else if i+2 < len(f) {
					if n, err := strconv.Atoi(f[i+2]); err == nil {
						if f[i+1] == "mate" {
							score = fmt.Sprintf("%sM%d", sign(n), abs(n))
						} else {
							score = fmt.Sprintf("%+.2f", float64(n)/100)
						}
					}
				}
			}
		}
		if depth != "" && score != "" {
			e.report = score + "/" + depth
		}
		return
	}
	if len(f) < 4 {
		return
	}
	var n [4]int
	for i := range n {
		v, err := strconv.Atoi(strings.TrimRight(f[i], ".&?!"))
		if err != nil {
			return
		}
		n[i] = v
	}
	if abs(n[1]) >= 100000 {
		e.report = fmt.Sprintf("%sM%d/%d", sign(n[1]), abs(n[1])-100000, n[0])
		return
	}
	e.report = fmt.Sprintf("%+.2f/%d", float64(n[1])/100, n[0])
}

func sign(n int) string {
	if n < 0 {
		return "-"
	}
	return "+"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func startEngine(command, proto string) (*engine, error) {
	fields := strings.Fields(command)
	if len(fields) == 0 {
		return nil, fmt.Errorf("empty engine command")
	}
	cmd := exec.Command(fields[0], fields[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &engine{name: command, proto: proto, cmd: cmd, in: in, lines: make(chan string, 1024), gone: make(chan struct{})}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.gone)
		close(e.lines)
	}()
	return e, nil
}

// exited reports whether the engine's process has ended (its output
// closed).
func (e *engine) exited() bool {
	select {
	case <-e.gone:
		return true
	default:
		return false
	}
}

// broken reports whether the engine exited or hung: a match starts
// another process of it.
func (e *engine) broken() bool { return e.hung || e.exited() }

func (e *engine) send(format string, a ...any) {
	fmt.Fprintf(e.in, format+"\n", a...)
}

// waitFor reads lines until one starts with prefix, or with one of the
// others (or the time runs out).
func (e *engine) waitFor(prefix string, timeout time.Duration, others ...string) (string, error) {
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%s: engine exited", e.name)
			}
			e.noteThinking(l)
			l = strings.TrimSpace(l)
			if strings.HasPrefix(l, prefix) {
				return l, nil
			}
			for _, o := range others {
				if strings.HasPrefix(l, o) {
					return l, nil
				}
			}
		case <-deadline:
			return "", fmt.Errorf("%s: no %q within %v", e.name, prefix, timeout)
		}
	}
}

// waitMove reads a CECP engine's lines until its move. A rejected move
// ("Illegal move", "Error"), a resignation or a result claim ends the
// wait too: ended then says what happened (the referee, Chimera, judges
// the game's end itself, so a claim counts as giving up).
func (e *engine) waitMove(timeout time.Duration) (move, ended string, err error) {
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", "", fmt.Errorf("%s: engine exited", e.name)
			}
			l = strings.TrimSpace(l)
			e.noteThinking(l)
			f := strings.Fields(l)
			switch {
			case strings.HasPrefix(l, "move "):
				m, err := e.cecpJoinLegs(strings.TrimPrefix(l, "move "), deadline)
				return m, "", err
			case strings.HasPrefix(l, "Illegal move"):
				return "", "engine rejected a legal move: " + l, nil
			case strings.HasPrefix(l, "Error"):
				return "", "engine error: " + l, nil
			case len(f) > 0 && f[0] == "resign":
				return "", "resigns", nil
			case len(f) > 0 && (f[0] == "1-0" || f[0] == "0-1" || f[0] == "1/2-1/2"):
				return "", "claims " + l + " where the referee sees no end", nil
			}
		case <-deadline:
			return "", "", fmt.Errorf("%s: no move within %v", e.name, timeout)
		}
	}
}

func (e *engine) init(variant string) error {
	switch e.proto {
	case "uci", "usi", "ucci":
		return e.uciInit(variant)
	case "xshogi":
		return e.xshogiInit()
	default:
		e.send("xboard")
		e.send("protover 2")
		e.send("ping 1")
		e.features = map[string]string{}
		deadline := time.After(10 * time.Second)
	read:
		for {
			select {
			case l, ok := <-e.lines:
				if !ok {
					return fmt.Errorf("%s: engine exited", e.name)
				}
				l = strings.TrimSpace(l)
				if strings.HasPrefix(l, "pong") {
					break read
				}
				if f, ok := strings.CutPrefix(l, "feature "); ok {
					parseFeatures(f, e.features)
					e.noteOptionFeatures(f)
				}
			case <-deadline:
				return fmt.Errorf("%s: no pong within 10s (a UCI, USI or UCCI engine needs --proto1/--proto2 uci, usi or ucci; CECP is the default)", e.name)
			}
		}
		if list, ok := e.features["variants"]; ok && variant != "normal" {
			found := false
			for _, n := range strings.Split(list, ",") {
				found = found || strings.TrimSpace(n) == variant
			}
			if !found {
				return fmt.Errorf("%s does not play variant %q (it offers %s); name it with --variant1/--variant2 if it knows it by another name", e.name, variant, list)
			}
		}
		e.sendOptions()
		return nil
	}
}

// parseFeatures reads a CECP feature command's name=value pairs (values
// may be quoted). The engine's options, one feature each, are kept one a
// line under "option".
func parseFeatures(s string, into map[string]string) {
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		name, rest, ok := strings.Cut(s, "=")
		if !ok {
			return
		}
		var val string
		if strings.HasPrefix(rest, "\"") {
			val, rest, _ = strings.Cut(rest[1:], "\"")
		} else {
			val, rest, _ = strings.Cut(rest, " ")
		}
		if name = strings.TrimSpace(name); name == "option" && into[name] != "" {
			val = into[name] + "\n" + val
		}
		into[name] = val
		s = rest
	}
}

// sendMove tells a CECP engine a move, with the usermove command when the
// engine asked for it.
func (e *engine) sendMove(m string) {
	if e.features["usermove"] == "1" {
		e.send("usermove %s", m)
		return
	}
	e.send("%s", m)
}

// newGame starts a game; for CECP the engine is left in force mode.
// What the engine still said about the last game (a result claim after
// its mating move) is read and dropped first.
func (e *engine) newGame(variant string, base, inc time.Duration) {
	switch e.proto {
	case "uci", "usi", "ucci":
		e.uciNewGame()
	case "xshogi":
		e.xshogiNewGame(base)
	default:
		e.send("force")
		e.pings++
		e.send("ping %d", e.pings+1)
		if _, err := e.waitFor(fmt.Sprintf("pong %d", e.pings+1), 10*time.Second); err != nil {
			e.hung = true
		}
		e.send("new")
		if variant != "normal" {
			e.send("variant %s", variant)
		}
		e.cecpGameSetup()
		secs := int(base.Seconds())
		e.send("level 0 %d:%02d %g", secs/60, secs%60, inc.Seconds())
		e.send("post")
		e.send("force")
	}
}

func (e *engine) quit() {
	e.send("quit")
	done := make(chan struct{})
	go func() { e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		e.cmd.Process.Kill()
	}
}
