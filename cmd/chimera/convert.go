package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chimera-variants/chimera/notation"
)

// runConvert prints the parameter block equivalent to a section of a
// Fairy-Stockfish variants.ini: chimera convert FILE.ini:NAME (or
// FILE.ini for its last section). Warnings go to stderr.
func runConvert(args []string, out io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: chimera convert FILE.ini[:NAME]")
	}
	path, section := splitINISection(args[0])
	b, err := readSmallFile(path, maxBlockBytes)
	if err != nil {
		return fmt.Errorf("%q: %v", excerpt(path), err)
	}
	block, warnings, err := notation.ConvertINI(string(b), section)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, w := range warnings {
		fmt.Fprintf(os.Stderr, "%s: warning: %v\n", path, w)
	}
	// the block must compile as it is printed
	if _, err := notation.ParseBlock(block); err != nil {
		return fmt.Errorf("%s: the translation does not compile: %w", path, err)
	}
	_, err = io.WriteString(out, strings.TrimLeft(block, "\n"))
	return err
}
