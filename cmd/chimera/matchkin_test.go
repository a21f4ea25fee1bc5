package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// fakeKinEngine speaks USI or UCCI (proto) in variant as a weak engine
// does: it writes what it hears to logFile, announces no options (so a
// UCCI engine gets its clocks in seconds), reads "position startpos moves
// ..." in its protocol's coordinates and answers go with the first legal
// move, or with USI's resign or UCCI's nobestmove when it has none.
func fakeKinEngine(proto, variant, logFile string) {
	log, err := os.Create(logFile)
	if err != nil {
		return
	}
	defer log.Close()
	v, err := loadVariant(variant)
	if err != nil {
		return
	}
	d, none := usiCoords, "bestmove resign"
	if proto == "ucci" {
		d, none = ucciCoords, "nobestmove"
	}
	p, _ := core.StartPosition(v)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		fmt.Fprintln(log, in.Text())
		switch f := strings.Fields(in.Text()); {
		case len(f) == 0:
		case f[0] == proto:
			fmt.Println("id name Fake " + proto)
			fmt.Println(proto + "ok")
		case f[0] == "isready":
			fmt.Println("readyok")
		case f[0] == "position":
			if q, err := readPosition(d, v, f[1:], "fen", "FEN", parseFEN); err == nil {
				p = q
			}
		case f[0] == "go":
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				fmt.Println(none)
				continue
			}
			fmt.Println("bestmove " + coordMoveIn(d, v, p.Details(ml.Moves), &p.Details(ml.Moves)[0]))
		case f[0] == "quit":
			return
		}
	}
}

// A match drives USI and UCCI engines: Chimera's own (chimera usi,
// chimera ucci) against a fake of each that plays its first legal move.
// Chimera wins every game; the fake hears the game in its protocol's
// coordinates and its clocks as its protocol names them.
func TestMatchUSIAndUCCI(t *testing.T) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	for _, tc := range []struct {
		proto, variant string
		hello, moves   string // the start of what the fake hears
		clock          string // its go commands
	}{
		{"usi", "shogi", `^usi\nisready\nisready\nusinewgame\n`, `position startpos moves [1-9][a-i][1-9][a-i]\+? `,
			`go btime \d+ wtime \d+ binc 50 winc 50`},
		{"ucci", "xiangqi", `^ucci\nisready\nisready\nsetoption newgame\n`, `position startpos moves [a-i][0-9][a-i][0-9] `,
			`go time [0-9] increment 0 opptime [0-9] oppincrement 0`},
	} {
		dir := t.TempDir()
		log, pgn := filepath.Join(dir, "fake.log"), filepath.Join(dir, "m.pgn")
		var out bytes.Buffer
		err := runMatch([]string{"--variant", tc.variant, "--games", "2", "--tc", "2+0.05",
			"--engine1", os.Args[0] + " " + tc.proto, "--proto1", tc.proto,
			"--engine2", fmt.Sprintf("%s fake-kin %s %s %s", os.Args[0], tc.proto, tc.variant, log), "--proto2", tc.proto,
			"--pgn", pgn}, &out)
		require.NoError(t, err, out.String())
		s := out.String()
		assert.Contains(t, s, "engine 1 score 2.0/2 (+2 =0 -0)", "%s: %s", tc.proto, s)
		assert.NotContains(t, s, "illegal move", tc.proto)
		heard, err := os.ReadFile(log)
		require.NoError(t, err)
		h := string(heard)
		assert.Regexp(t, tc.hello, h, tc.proto)
		assert.Regexp(t, tc.moves, h, tc.proto)
		assert.Regexp(t, tc.clock, h, tc.proto)
		assert.NotContains(t, h, "setoption name", "%s: no variant option for the protocol's own game", tc.proto)
	}
}
