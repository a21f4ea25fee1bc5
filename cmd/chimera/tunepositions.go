package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// A positions file keeps what tune gathered, so another fit or training
// need not play or read the games again: a line per position, its FEN,
// the game's result for White (1, 0.5, 0) and the win chance for White
// an engine's score foretold there (-1: none), separated by tabs.

// writePositions writes samples to a positions file.
func writePositions(name string, samples []tuneSample) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for _, s := range samples {
		fmt.Fprintf(w, "%s\t%g\t%.4f\n", s.fen, s.game, s.chance)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readPositions reads a positions file; a position's target mixes its
// foretold chance, where it has one, into the game's result by mix.
func readPositions(name string, mix float64) ([]tuneSample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parsePositions(f, name, mix)
}

func parsePositions(r io.Reader, name string, mix float64) ([]tuneSample, error) {
	var samples []tuneSample
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want a FEN, a result and a chance, separated by tabs", name, line)
		}
		game, err1 := strconv.ParseFloat(f[1], 64)
		chance, err2 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || !(game >= 0 && game <= 1) || !(chance >= 0 && chance <= 1 || chance == -1) {
			return nil, fmt.Errorf("%s:%d: result %q and chance %q: want 0 to 1 (chance -1: none)", name, line, excerpt(f[1]), excerpt(f[2]))
		}
		s := tuneSample{fen: f[0], result: game, game: game, chance: chance}
		if chance >= 0 {
			s.result = mix*chance + (1-mix)*game
		}
		samples = append(samples, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return samples, nil
}
