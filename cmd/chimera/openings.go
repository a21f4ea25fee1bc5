package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// balanceNodes is the size of the quick search that judges a random
// opening: a few plies deep, enough to see a piece left hanging.
const balanceNodes = 5000

// maxOpeningTries bounds the draws for one balanced opening; after them
// the most balanced one drawn is taken.
const maxOpeningTries = 50

// openingDrawer draws random openings that Chimera's own quick search
// scores near equality, so that a pair of games from one opening is not
// decided by the dice.
type openingDrawer struct {
	v       *core.Variant
	rng     *rand.Rand
	plies   int // random moves from the start
	balance int // largest |score| kept, in centipawns; 0 keeps any
}

// draw returns a random opening of d.plies moves after which the game
// goes on, and the quick search's score of it for the side to move
// (0 when balance is off). Drawn again while the score is beyond the
// balance, at most maxOpeningTries times, then the best drawn is kept.
func (d *openingDrawer) draw() ([]core.MoveDetail, int) {
	var best []core.MoveDetail
	bestScore := 0
	for try := 0; try < maxOpeningTries; try++ {
		moves, p := d.randomMoves()
		if p == nil {
			continue // the game ended, or a side had no move
		}
		if d.balance <= 0 {
			return moves, 0
		}
		score, ok := d.score(p)
		if !ok {
			continue
		}
		if best == nil || abs(score) < abs(bestScore) {
			best, bestScore = moves, score
		}
		if abs(score) <= d.balance {
			break
		}
	}
	if best == nil {
		// every draw ended the game: play from the start
		return nil, 0
	}
	return best, bestScore
}

// drawAll draws n openings, in order, and their scores.
func (d *openingDrawer) drawAll(n int) ([][]core.MoveDetail, []int) {
	openings, scores := make([][]core.MoveDetail, n), make([]int, n)
	for i := range openings {
		openings[i], scores[i] = d.draw()
	}
	return openings, scores
}

// openingSummary says how the random openings came out: how many, and
// how many are beyond the balance (the best of their draws).
func openingSummary(plies, balance int, scores []int) string {
	if balance <= 0 {
		return fmt.Sprintf("openings: %d random, %d plies, balance not checked", len(scores), plies)
	}
	worst, beyond := 0, 0
	for _, s := range scores {
		worst = max(worst, abs(s))
		if abs(s) > balance {
			beyond++
		}
	}
	line := fmt.Sprintf("openings: %d random, %d plies, scored within ±%d cp by a %d-node search (largest |score| %d cp)",
		len(scores), plies, balance, balanceNodes, worst)
	if beyond > 0 {
		line += fmt.Sprintf("; %d beyond it after %d draws each", beyond, maxOpeningTries)
	}
	return line
}

// randomMoves plays d.plies random legal moves from the start; the
// position is nil when the game ended on the way.
func (d *openingDrawer) randomMoves() ([]core.MoveDetail, *core.Position) {
	p, err := core.StartPosition(d.v)
	if err != nil {
		return nil, nil
	}
	var moves []core.MoveDetail
	for range d.plies {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		if len(ml.Moves) == 0 {
			return nil, nil
		}
		m := ml.Moves[d.rng.Intn(len(ml.Moves))]
		moves = append(moves, p.Detail(m))
		p.Make(m)
	}
	if o := p.Outcome(nil); o.Over {
		return nil, nil
	}
	return moves, p
}

// score is the quick search's score of p for the side to move, by a
// searcher of its own: a reused one, even cleared, keeps its table's age
// and so can score a position differently after other searches, and
// each opening's score should depend on its position alone.
func (d *openingDrawer) score(p *core.Position) (int, bool) {
	info := search.New(p).Think(search.Limits{Nodes: balanceNodes})
	return info.Score, info.Found
}

// readOpenings reads an opening file: one opening per line, SAN moves
// from the variant's start ("1. e4 e5 2. Nf3"); empty lines and lines
// starting with # are skipped. A move that is not legal is an error
// naming the file and line, and so is a file beyond the limits
// (maxOpeningLineBytes, maxOpeningLines, maxOpeningPlies, maxOpenings).
func readOpenings(v *core.Variant, file string) ([][]core.MoveDetail, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", file)
	}
	return readOpeningsFrom(v, file, f)
}

// readOpeningsFrom reads the openings of an opening file from r; name
// names it in errors.
func readOpeningsFrom(v *core.Variant, name string, r io.Reader) ([][]core.MoveDetail, error) {
	var book [][]core.MoveDetail
	lr := newLineReader(r, maxOpeningLineBytes)
	for n := 1; ; n++ {
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if n > maxOpeningLines {
			return nil, fmt.Errorf("%s: more than %d lines", name, maxOpeningLines)
		}
		if err == errLineTooLong {
			return nil, fmt.Errorf("%s:%d: line longer than %d bytes", name, n, maxOpeningLineBytes)
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if len(book) == maxOpenings {
			return nil, fmt.Errorf("%s:%d: more than %d openings", name, n, maxOpenings)
		}
		plies := 0
		for _, tok := range strings.Fields(line) {
			if !isMoveNumber(tok) {
				plies++
			}
		}
		if plies > maxOpeningPlies {
			return nil, fmt.Errorf("%s:%d: more than %d moves", name, n, maxOpeningPlies)
		}
		p, err := core.StartPosition(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		moves, err := notation.PlayText(p, line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %s", name, n, oneLine(err))
		}
		if o := p.Outcome(nil); o.Over {
			return nil, fmt.Errorf("%s:%d: the game is over after this opening", name, n)
		}
		book = append(book, moves)
	}
	if len(book) == 0 {
		return nil, fmt.Errorf("%s: no openings", name)
	}
	return book, nil
}

// isMoveNumber reports whether tok is a move number: digits and dots
// ("12.", "12...").
func isMoveNumber(tok string) bool {
	digits := strings.TrimRight(tok, ".")
	return digits != "" && len(digits) < len(tok) && strings.Trim(digits, "0123456789") == ""
}
