package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// gameQuietNodes bounds the search that judges whether a position of a
// read game is quiet: enough for the quiescence search of a crowded
// board, so a position with a piece hanging is left out.
const gameQuietNodes = 400

// pgnFiles is the --pgn flag: files of games to fit to, repeatable.
type pgnFiles []string

func (f *pgnFiles) String() string { return strings.Join(*f, ",") }

func (f *pgnFiles) Set(s string) error {
	*f = append(*f, s)
	return nil
}

// readGames reads the games of PGN files of variant v (name: the name
// it was asked for, which a game's Variant tag must match when it has
// one, when v is shipped) and keeps their quiet positions from ply skip on, with the
// results; games without a result (*) are left out. The games' moves
// are Chimera's SAN, as chimera match writes them. score tallies the
// games kept ("+W =D -L" for White).
func readGames(v *core.Variant, name string, files []string, skip, workers int, out io.Writer) (samples []tuneSample, score string, err error) {
	type job struct {
		fen     string // the start, when not the variant's
		details []core.MoveDetail
		result  float64
	}
	var jobs []job
	var tally [3]int
	left := 0
	// a shipped variant's games say its name; a file's are taken as they
	// are (their moves must be legal in it)
	_, shipped := variants.Block(name)
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			return nil, "", err
		}
		games, err := notation.ParsePGN(string(text))
		if err != nil {
			return nil, "", fmt.Errorf("%s: %v", file, err)
		}
		for _, g := range games {
			result, ok := resultForWhite(g.Result())
			if tag := g.Tags["Variant"]; !ok || shipped && tag != "" && !strings.EqualFold(tag, name) {
				left++
				continue
			}
			p, err := gameStart(v, g.Tags["FEN"])
			if err != nil {
				return nil, "", fmt.Errorf("%s, the game on line %d: %v", file, g.Line, err)
			}
			details, err := notation.PlayText(p, g.Moves)
			if err != nil {
				return nil, "", fmt.Errorf("%s, the game on line %d: %v", file, g.Line, err)
			}
			jobs = append(jobs, job{g.Tags["FEN"], details, result})
			tally[int(2-2*result)]++
		}
	}
	if left > 0 {
		fmt.Fprintf(out, "  %d games left out (no result, or another variant)\n", left)
	}
	// the quiet positions, workers at once (a searcher each)
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := 0
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s *search.Searcher
			for {
				mu.Lock()
				if next == len(jobs) {
					mu.Unlock()
					return
				}
				j := jobs[next]
				next++
				mu.Unlock()
				p, _ := gameStart(v, j.fen) // read once already
				got := quietPositions(p, j.details, skip, &s)
				for i := range got {
					got[i].result = j.result
				}
				mu.Lock()
				samples = append(samples, got...)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return samples, fmt.Sprintf("+%d =%d -%d for White", tally[0], tally[1], tally[2]), nil
}

// resultForWhite is a Result tag's score for White; ok is false for an
// unfinished game.
func resultForWhite(result string) (score float64, ok bool) {
	switch result {
	case "1-0":
		return 1, true
	case "1/2-1/2":
		return 0.5, true
	case "0-1":
		return 0, true
	}
	return 0, false
}

// gameStart is the position a game starts from: the FEN, or the variant's
// start when it is empty.
func gameStart(v *core.Variant, fen string) (*core.Position, error) {
	if fen == "" {
		return core.StartPosition(v)
	}
	return notation.ParseFEN(v, fen, notation.FENOptions{})
}

// quietPositions replays a game from p and returns the positions, from
// ply skip on, where the side to move is not in check, the move played
// takes nothing and promotes nothing, and a short search agrees with the
// static evaluation (nothing hangs); *s is made on first use.
func quietPositions(p *core.Position, details []core.MoveDetail, skip int, s **search.Searcher) []tuneSample {
	var got []tuneSample
	for i := range details {
		m := &details[i]
		if i >= skip && m.NVictims == 0 && m.Result == m.Piece && !p.InCheck() {
			if *s == nil {
				*s = search.New(p)
			} else {
				(*s).SetPosition(p)
			}
			info := (*s).Think(search.Limits{Nodes: gameQuietNodes})
			if info.Found && abs(info.Score) < adjudicateScore {
				if static := (*s).Evaluator().Evaluate(p); abs(static-info.Score) <= quietMargin {
					got = append(got, tuneSample{fen: notation.FEN(p)})
				}
			}
		}
		p.MakeDetail(m)
	}
	return got
}
