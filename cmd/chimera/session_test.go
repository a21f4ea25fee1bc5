package main

import (
	"io"
	"testing"
	"time"
)

// pipeSession is the test's end of an engine loop run in-process: lines
// go in through a pipe, the loop's output lines come back on a channel.
type pipeSession struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
}

func (s *pipeSession) send(lines ...string) {
	for _, l := range lines {
		io.WriteString(s.in, l+"\n")
	}
}

// untilLine returns the lines up to and including the first for which
// last is true, failing the test when the loop ends or the time runs out
// first (want says what was awaited).
func (s *pipeSession) untilLine(last func(string) bool, want string, timeout time.Duration) []string {
	s.t.Helper()
	var got []string
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("the engine loop ended waiting for %s; got %q", want, got)
			}
			got = append(got, l)
			if last(l) {
				return got
			}
		case <-deadline:
			s.t.Fatalf("no %s within %v; got %q", want, timeout, got)
		}
	}
}
