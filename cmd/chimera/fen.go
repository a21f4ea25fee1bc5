package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// runFEN prints the FEN of a position: the variant's start position, or
// the one reached by --play from it or from --fen. It is how to learn a
// variant's start FEN (for another engine, a test or a page's setFen).
// For a variant that shuffles its array (shuffle=), --shuffle starts
// from a random array (--seed N: the same one for the same N) and
// --array N from array number N; the FEN writes the number's array with
// Shredder-FEN castling rights, which perft and the others take by --fen.
func runFEN(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("fen", flag.ContinueOnError)
	var pf posFlags
	pf.register(fs)
	shuffle := fs.Bool("shuffle", false, "start from a random shuffled array (variants with shuffle=)")
	seed := fs.Int64("seed", -1, "with --shuffle: the random seed (the same seed, the same array)")
	array := fs.Int64("array", -1, "start from shuffled array number N (0 to the number of arrays - 1; Chess960: Scharnagl's number, 518 = orthodox)")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if !*shuffle && *array < 0 {
		if *seed >= 0 {
			return errors.New("fen: --seed needs --shuffle")
		}
		p, err := pf.position()
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(out, notation.FEN(p))
		return err
	}
	if pf.fen != "" {
		return errors.New("fen: --shuffle and --array start from an array of the variant, not from --fen")
	}
	v, err := loadVariant(pf.variant)
	if err != nil {
		return err
	}
	n := v.ShuffleCount()
	if n == 0 {
		return errors.New("fen: variant " + pf.variant + " does not shuffle its array (no shuffle= parameter)")
	}
	index := uint64(*array)
	switch {
	case *array >= 0 && *shuffle:
		return errors.New("fen: --shuffle picks a random array, --array a given one: use one of them")
	case *array >= 0 && uint64(*array) >= n:
		return fmt.Errorf("fen: --array %d: the variant has arrays 0 to %d", *array, n-1)
	case *seed >= 0:
		index = rand.New(rand.NewPCG(uint64(*seed), 0)).Uint64N(n)
	case *shuffle:
		index = rand.Uint64N(n)
	}
	p, err := core.ShuffledPosition(v, index)
	if err != nil {
		return err
	}
	if pf.play != "" {
		if _, err := notation.PlayText(p, pf.play); err != nil {
			return err
		}
	}
	_, err = fmt.Fprintln(out, notation.FEN(p))
	return err
}
