package main

import (
	"bufio"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scriptedEngine is an engine whose process is a function: init and the
// rest talk to it through the usual pipe and line channel; reply answers
// each line sent. sent returns every line sent, once the engine is shut.
func scriptedEngine(proto string, reply func(line string) []string) (e *engine, sent func() []string) {
	pr, pw := io.Pipe()
	e = &engine{name: "scripted", proto: proto, in: pw, lines: make(chan string, 64)}
	var got []string
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			got = append(got, sc.Text())
			for _, r := range reply(sc.Text()) {
				e.lines <- r
			}
		}
	}()
	return e, func() []string {
		pw.Close()
		<-done
		return got
	}
}

// TestEngineOptionsSent: the user's options reach each protocol where it
// expects them, in the order given.
func TestEngineOptionsSent(t *testing.T) {
	e, sent := scriptedEngine("uci", func(l string) []string {
		switch l {
		case "uci":
			return []string{"id name Scripted", "option name Hash type spin default 16 min 1 max 64", "uciok"}
		case "isready":
			return []string{"readyok"}
		}
		return nil
	})
	e.options = engineOptions{"Hash=64", "Skill Level = 3"}
	require.NoError(t, e.init("shogi"))
	assert.Equal(t, []string{"uci", "setoption name UCI_Variant value shogi", "setoption name Hash value 64",
		"setoption name Skill Level value 3", "isready"}, sent())
	assert.Empty(t, e.unannounced())

	e, sent = scriptedEngine("xboard", func(l string) []string {
		switch l {
		case "protover 2":
			return []string{`feature myname="Scripted" option="Resign -check 0" ping=1`,
				`feature option="Resign Threshold -spin 800 200 1200" option="Ini File -file /x" done=1`}
		case "ping 1":
			return []string{"pong 1"}
		}
		return nil
	})
	e.options = engineOptions{"Resign Threshold=900", "Resign=1", "Hash=64"}
	require.NoError(t, e.init("normal"))
	assert.Equal(t, []string{"xboard", "protover 2", "ping 1", "option Resign Threshold=900", "option Resign=1", "option Hash=64"}, sent())
	assert.Equal(t, map[string]bool{"Resign": true, "Resign Threshold": true, "Ini File": true}, e.offered)
	assert.Equal(t, []string{"Hash"}, e.unannounced())
}

func TestEngineOptionsFlag(t *testing.T) {
	var o engineOptions
	require.NoError(t, o.Set("Hash=64"))
	require.NoError(t, o.Set("Ini File=/a=b")) // the first = splits
	assert.Equal(t, engineOptions{"Hash=64", "Ini File=/a=b"}, o)
	for _, bad := range []string{"Hash", "=5", " =5", "Hash=1\nquit", "Hash=1\r"} {
		assert.Error(t, o.Set(bad), bad)
	}
	assert.Len(t, o, 2)
}
