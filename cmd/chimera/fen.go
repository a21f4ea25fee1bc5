package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/chimera-variants/chimera/notation"
)

// runFEN prints the FEN of a position: the variant's start position, or
// the one reached by --play from it or from --fen. It is how to learn a
// variant's start FEN (for another engine, a test or a page's setFen).
func runFEN(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("fen", flag.ContinueOnError)
	var pf posFlags
	pf.register(fs)
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, notation.FEN(p))
	return err
}
