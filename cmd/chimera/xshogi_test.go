package main

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// fakeEngines are the engines the test binary plays when TestMain finds
// CHIMERA_FAKE_ENGINE set to one of their names.
var fakeEngines = map[string]func(){"xshogi": fakeXshogi, "hachu": fakeHaChu}

// fakePick picks a random legal move, preferring those that test the
// protocol's odd corners (promotions and drops; Lion double moves and
// Lion passes) when prefer says so.
func fakePick(rng *rand.Rand, legal []core.MoveDetail, prefer func(m *core.MoveDetail) bool) *core.MoveDetail {
	var odd []int
	for i := range legal {
		if prefer(&legal[i]) {
			odd = append(odd, i)
		}
	}
	if len(odd) > 0 && rng.Intn(2) == 0 {
		return &legal[odd[rng.Intn(len(odd))]]
	}
	return &legal[rng.Intn(len(legal))]
}

// fakeXshogi speaks GNU Shogi's xshogi dialect as gnushogi 1.4 does
// (see xshogi.go): force mode echoes moves; "black"/"white" set the side
// it plays the wrong way round and go turns it; its move comes as
// "N. ... move clock". Told to play the side not to move, it plays a
// move for that side all the same, written so (9a9a) that the referee
// finds it illegal.
func fakeXshogi() {
	v, _ := loadVariant("shogi")
	p, _ := core.StartPosition(v)
	rng := rand.New(rand.NewSource(1))
	computer := core.Black // gnushogi's white: the second player
	n := 0
	fmt.Println("GNU Shogi 1.4.2")
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		var ml core.MoveList
		p.GenerateLegal(&ml)
		switch f[0] {
		case "new":
			p, _ = core.StartPosition(v)
			computer, n = core.Black, 0
		case "force", "level", "time", "otime":
		case "black":
			computer = core.Black // the user plays black (the first player)
		case "white":
			computer = core.White
		case "go":
			computer = computer.Other()
			n++
			if computer != p.Side() || len(ml.Moves) == 0 {
				fmt.Printf("%d. ... 9a9a 9000\n", n)
				continue
			}
			m := fakePick(rng, p.Details(ml.Moves), func(m *core.MoveDetail) bool { return m.Flags&core.FlagDrop != 0 || m.Result != m.Piece })
			fmt.Printf("%d. ... %s 9000\n", n, coordMoveIn(usiCoords, v, p.Details(ml.Moves), m))
			p.MakeDetail(m)
		case "quit":
			return
		default:
			m, ok := findCoordMove(usiCoords, v, p.Details(ml.Moves), f[0])
			if !ok {
				fmt.Println("Illegal move (no match)", f[0])
				continue
			}
			n++
			fmt.Printf("%d. %s 9000\n", n, f[0])
			p.MakeDetail(&m)
		}
	}
}

// fakeHaChu speaks CECP as HaChu does in Chu shogi: it calls every move
// illegal until it is given memory (HaChu has no hash table without it)
// and until repeats are allowed (HaChu refuses repetitions by default),
// sends a Lion's double move in two lines ("move e7d8," "move d8d7")
// and a Lion's pass as @@@@, and reads a pass only so.
func fakeHaChu() {
	v, _ := loadVariant("chushogi")
	p, _ := core.StartPosition(v)
	rng := rand.New(rand.NewSource(1))
	memory, repeats := false, false
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := in.Text()
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		var ml core.MoveList
		p.GenerateLegal(&ml)
		switch f[0] {
		case "protover":
			fmt.Println(`feature variants="chu,shogi" ping=1 setboard=1 usermove=1 memory=1 myname="Fake HaChu"`)
			fmt.Println(`feature option="Allow repeats -check 0"`)
			fmt.Println(`feature option="Resign -check 0"`)
			fmt.Println("feature done=1")
		case "ping":
			fmt.Println("pong " + strings.Join(f[1:], " "))
		case "new":
			p, _ = core.StartPosition(v)
		case "memory":
			memory = true
		case "option":
			repeats = repeats || line == "option Allow repeats=1"
		case "go":
			if len(ml.Moves) == 0 {
				continue
			}
			m := fakePick(rng, p.Details(ml.Moves), func(m *core.MoveDetail) bool { return strings.Contains(cecpMove(v, m), ",") })
			if rng.Intn(8) == 0 {
				m = fakePick(rng, p.Details(ml.Moves), func(m *core.MoveDetail) bool { return m.From >= 0 && m.From == m.To && m.NVictims == 0 })
			}
			s := cecpMove(v, m)
			switch {
			case m.From == m.To && m.NVictims == 0:
				fmt.Println("move @@@@")
			case strings.Contains(s, ","):
				first, second, _ := strings.Cut(s, ",")
				fmt.Println("move " + first + ",")
				fmt.Println("move " + second)
			default:
				fmt.Println("move " + s)
			}
			p.MakeDetail(m)
		case "usermove":
			m, ok := findXBMove(v, p.Details(ml.Moves), strings.Join(f[1:], ""))
			if sq := strings.Join(f[1:], ""); sq != "@@@@" && len(sq) >= 4 && sq[:len(sq)/2] == sq[len(sq)/2:] {
				ok = false // as HaChu, a Lion's pass only as @@@@, not as c9c9
			}
			if !ok || !memory || !repeats {
				fmt.Println("Illegal move: " + strings.Join(f[1:], " "))
				continue
			}
			p.MakeDetail(&m)
		case "quit":
			return
		}
	}
}

// matchAgainstFakes plays games between two fake engines and returns the
// output and the PGN.
func matchAgainstFakes(t *testing.T, fake, variant, proto string, games int) (string, string) {
	t.Setenv("CHIMERA_FAKE_ENGINE", fake)
	pgn := filepath.Join(t.TempDir(), "games.pgn")
	var out strings.Builder
	err := runMatch([]string{"--variant", variant, "--games", fmt.Sprint(games), "--tc", "60+1", "--pgn", pgn,
		"--engine1", os.Args[0], "--proto1", proto, "--engine2", os.Args[0], "--proto2", proto}, &out)
	require.NoError(t, err, out.String())
	b, err := os.ReadFile(pgn)
	require.NoError(t, err)
	return out.String(), string(b)
}

// A match drives xshogi engines: moves in USI's notation both ways (the
// fake plays promotions and drops half the time), the engine made to
// play the side to move, every game ended by the rules (not by a
// rejected or illegal move).
func TestMatchXshogi(t *testing.T) {
	out, pgn := matchAgainstFakes(t, "xshogi", "shogi", "xshogi", 2)
	games := regexp.MustCompile(`(?m)^game \d: (1-0|0-1|1/2-1/2) \((.*)\), engine 1`).FindAllStringSubmatch(out, -1)
	require.Len(t, games, 2, out)
	for _, g := range games {
		assert.NotRegexp(t, `illegal|rejected|no move|claims|error`, g[2], out)
	}
	assert.Regexp(t, `[A-Z]@[a-i][1-9]`, pgn, "a drop was played")
	assert.Regexp(t, `=\+[A-Z]`, pgn, "a promotion was played")
}

// A match drives a HaChu-like CECP engine: it gets memory and leave to
// repeat (or it calls every move illegal), its Lion double moves in two
// lines are one move, and its @@@@ is a Lion's pass.
func TestMatchHaChu(t *testing.T) {
	out, pgn := matchAgainstFakes(t, "hachu", "chushogi", "xboard", 2)
	games := regexp.MustCompile(`(?m)^game \d: (1-0|0-1|1/2-1/2) \((.*)\), engine 1`).FindAllStringSubmatch(out, -1)
	require.Len(t, games, 2, out)
	for _, g := range games {
		assert.NotRegexp(t, `illegal|rejected|no move|claims|error`, g[2], out)
	}
	// SAN writes a Lion's double move with its second square (Nxi5-i6)
	// and its pass as a move to its own square (Nf6-f6)
	assert.Regexp(t, `x[a-l]\d+-[a-l]\d+`, pgn, "a Lion double move was played")
	assert.Regexp(t, `N([a-l]\d+)-([a-l]\d+)`, pgn, "a Lion pass was played")
	passes := 0
	for _, m := range regexp.MustCompile(`N([a-l]\d+)-([a-l]\d+)`).FindAllStringSubmatch(pgn, -1) {
		if m[1] == m[2] {
			passes++
		}
	}
	assert.Positive(t, passes, "a Lion pass was played")
}

// CECP option features are all kept, one a line.
func TestParseFeaturesOptions(t *testing.T) {
	f := map[string]string{}
	parseFeatures(`option="Allow repeats -check 0"`, f)
	parseFeatures(`memory=1 option="Resign -check 0"`, f)
	assert.Equal(t, "Allow repeats -check 0\nResign -check 0", f["option"])
	assert.Equal(t, "1", f["memory"])
}
