package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// loadVariant compiles a shipped variant by name, or a parameter-block
// file. Warnings (unknown keys) go to stderr.
func loadVariant(nameOrFile string) (*core.Variant, error) {
	text, ok := variants.Block(nameOrFile)
	source := "variant " + nameOrFile
	if !ok {
		b, err := readSmallFile(nameOrFile, maxBlockBytes)
		switch {
		case errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || nameOrFile == "":
			return nil, fmt.Errorf("%q is neither a shipped variant (%s) nor a readable file", excerpt(nameOrFile), strings.Join(variants.Names(), ", "))
		case err != nil:
			return nil, fmt.Errorf("variant file %q: %v", excerpt(nameOrFile), err)
		}
		text = string(b)
		source = nameOrFile
	}
	block, err := notation.ParseBlock(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	for _, w := range block.Warnings {
		fmt.Fprintf(os.Stderr, "%s: warning: %v\n", source, w)
	}
	if block.Variant.Name == "" {
		block.Variant.Name = nameOrFile
	}
	return block.Variant, nil
}

// loadPosition builds the position named by --fen (start position when
// empty).
func loadPosition(v *core.Variant, fen, virgin string) (*core.Position, error) {
	if virgin != "" && virgin != "all" {
		return nil, fmt.Errorf("--virgin takes only \"all\"")
	}
	return notation.ParseFEN(v, fen, notation.FENOptions{AllVirgin: virgin == "all"})
}
