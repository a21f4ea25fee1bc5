package main

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"
)

// engine is an external engine process speaking UCI or CECP (XBoard).
type engine struct {
	name  string
	proto string // "uci" or "xboard"
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
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
	e := &engine{name: command, proto: proto, cmd: cmd, in: in, lines: make(chan string, 1024)}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
		close(e.lines)
	}()
	return e, nil
}

func (e *engine) send(format string, a ...any) {
	fmt.Fprintf(e.in, format+"\n", a...)
}

// waitFor reads lines until one starts with prefix (or the time runs out).
func (e *engine) waitFor(prefix string, timeout time.Duration) (string, error) {
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%s: engine exited", e.name)
			}
			if strings.HasPrefix(strings.TrimSpace(l), prefix) {
				return strings.TrimSpace(l), nil
			}
		case <-deadline:
			return "", fmt.Errorf("%s: no %q within %v", e.name, prefix, timeout)
		}
	}
}

func (e *engine) init(variant string) error {
	switch e.proto {
	case "uci":
		e.send("uci")
		if _, err := e.waitFor("uciok", 10*time.Second); err != nil {
			return err
		}
		e.send("setoption name UCI_Variant value %s", variant)
		e.send("isready")
		_, err := e.waitFor("readyok", 10*time.Second)
		return err
	default:
		e.send("xboard")
		e.send("protover 2")
		e.send("ping 1")
		if _, err := e.waitFor("pong", 10*time.Second); err != nil {
			return err
		}
		return nil
	}
}

// newGame starts a game; for CECP the engine is left in force mode.
func (e *engine) newGame(variant string, base, inc time.Duration) {
	switch e.proto {
	case "uci":
		e.send("ucinewgame")
	default:
		e.send("new")
		if variant != "normal" {
			e.send("variant %s", variant)
		}
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
