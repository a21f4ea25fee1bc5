package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/texel"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// gameQuietNodes bounds the search that judges whether a position of a
// read game is quiet: enough for the quiescence search of a crowded
// board, so a position with a piece hanging is left out.
const gameQuietNodes = 400

// fileList is a repeatable flag of file names (--pgn, --positions,
// tune's --from).
type fileList []string

func (f *fileList) String() string { return strings.Join(*f, ",") }

func (f *fileList) Set(s string) error {
	*f = append(*f, s)
	return nil
}

// gameScores says whose scores in a read game's comments the fit uses
// (--pgn-scores; none when player is empty) and how much (--score-mix).
type gameScores struct {
	player string
	mix    float64
}

// readGames reads the games of PGN files of variant v (name: the name
// it was asked for, which a game's Variant tag must match when it has
// one, when v is shipped) and keeps their quiet positions from ply skip on, with the
// results; games without a result (*) are left out. The games' moves
// are Chimera's SAN, as chimera match writes them. With scores.player,
// a position after that player's move whose comment holds its score
// gets as its result the win chance the score foretells (calibrated on
// all such positions' results: texel.Calibrate), mixed with the game's
// result. score tallies the games kept ("+W =D -L" for White).
func readGames(v *core.Variant, name string, files []string, scores gameScores, skip, workers int, out io.Writer) (samples []tuneSample, score string, err error) {
	type job struct {
		fen      string // the start, when not the variant's
		details  []core.MoveDetail
		result   float64
		comments map[int]string
		scorer   [2]bool // the scores' player has White, Black
	}
	type scored struct {
		sample int     // in samples
		score  float64 // for the mover, in centipawns
	}
	var engine []scored
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
			j := job{fen: g.Tags["FEN"], details: details, result: result, comments: g.Comments}
			if scores.player != "" {
				for c, tag := range []string{"White", "Black"} {
					j.scorer[c] = strings.Contains(strings.ToLower(g.Tags[tag]), strings.ToLower(scores.player))
				}
			}
			jobs = append(jobs, j)
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
				mu.Lock()
				for _, g := range got {
					g.result, g.game, g.chance = j.result, j.result, -1
					if g.ply > 0 && j.scorer[g.mover] {
						if cp, ok := commentScore(j.comments[g.ply]); ok {
							engine = append(engine, scored{len(samples), cp})
						}
					}
					samples = append(samples, g)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if scores.player != "" {
		if len(engine) == 0 {
			return nil, "", fmt.Errorf("--pgn-scores %s: no position after a move of a player so named has a score in its comment", scores.player)
		}
		// the scores and results for the mover, calibrated
		s, r := make([]float64, len(engine)), make([]float64, len(engine))
		for i, e := range engine {
			s[i], r[i] = e.score, samples[e.sample].result
			if samples[e.sample].mover != core.White {
				r[i] = 1 - r[i]
			}
		}
		k, offset, mse := texel.Calibrate(s, r)
		for _, e := range engine {
			chance := texel.Sigmoid(k, e.score+offset)
			sm := &samples[e.sample]
			if sm.mover != core.White {
				chance = 1 - chance
			}
			sm.chance = chance
			sm.result = scores.mix*chance + (1-scores.mix)*sm.result
		}
		fmt.Fprintf(out, "  %d positions scored by %s: its scores foretell its results at K %.3f, offset %+.0f (error %.5f against %.5f for a coin)\n",
			len(engine), scores.player, k, offset, mse, texel.MeanSquaredError(0, s, r)) // (at k 0 every score foretells an even game)
	}
	return samples, fmt.Sprintf("+%d =%d -%d for White", tally[0], tally[1], tally[2]), nil
}

// commentScore reads an engine's score from a move's comment, as chimera
// match and cutechess write them: pawns, signed, then the depth
// ("+1.25/12", "-0.30/9 1.2s"), in centipawns; "book", mate scores and
// anything else are no score.
func commentScore(c string) (cp float64, ok bool) {
	f, _, _ := strings.Cut(strings.TrimSpace(c), " ")
	f, _, _ = strings.Cut(f, "/")
	if f == "" || f[0] != '+' && f[0] != '-' && (f[0] < '0' || f[0] > '9') {
		return 0, false
	}
	pawns, err := strconv.ParseFloat(f, 64)
	if err != nil || math.IsInf(pawns, 0) || math.IsNaN(pawns) {
		return 0, false
	}
	return 100 * pawns, true
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
// static evaluation (nothing hangs); *s is made on first use, and
// cleared for each game.
func quietPositions(p *core.Position, details []core.MoveDetail, skip int, s **search.Searcher) []tuneSample {
	var got []tuneSample
	if *s != nil {
		// what the searcher learnt in another game, which depends on
		// which worker read which games, must not decide what is quiet
		// here: the positions kept are the same from run to run
		(*s).Clear()
	}
	mover := p.Side() // of the move before p (as a start: White's position, so nobody's)
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
					got = append(got, tuneSample{fen: notation.FEN(p), ply: i, mover: mover})
				}
			}
		}
		mover = p.Side()
		p.MakeDetail(m)
	}
	return got
}
