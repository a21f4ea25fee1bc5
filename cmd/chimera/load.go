package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// loadVariant compiles a shipped variant by name, a parameter-block
// file, or a section of a Fairy-Stockfish variants.ini (FILE.ini:NAME).
// Warnings (unknown keys) go to stderr.
func loadVariant(nameOrFile string) (*core.Variant, error) {
	text, ok := variants.Block(nameOrFile)
	source := "variant " + nameOrFile
	section := ""
	if !ok {
		path := nameOrFile
		path, section = splitINISection(nameOrFile)
		b, err := readSmallFile(path, maxBlockBytes)
		switch {
		case errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || path == "":
			return nil, fmt.Errorf("%q is neither a shipped variant (%s) nor a readable file", excerpt(nameOrFile), strings.Join(variants.Names(), ", "))
		case err != nil:
			return nil, fmt.Errorf("variant file %q: %v", excerpt(path), err)
		}
		text = string(b)
		source = path
	}
	var block *notation.Block
	var err error
	if section != "" {
		block, err = notation.ParseINI(text, section)
	} else {
		block, err = notation.ParseBlock(text)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", source, err)
	}
	for _, w := range block.Warnings {
		fmt.Fprintf(os.Stderr, "%s: warning: %v\n", source, w)
	}
	if block.Variant.Name == "" {
		block.Variant.Name = nameOrFile
	}
	// a block's network file is found beside the block, as a page finds
	// it beside the page
	if net := block.Variant.Params["evalnet"]; net != "" && source != "variant "+nameOrFile && !filepath.IsAbs(net) {
		block.Variant.Params["evalnet"] = filepath.Join(filepath.Dir(source), net)
	}
	return block.Variant, nil
}

// splitINISection splits "FILE.ini:NAME" into the file and the section;
// any other argument is a file alone. A file whose own name holds
// ".ini:" is still found: the split is made only when the whole is not
// a file.
// startOf is the start position of a variant named as --variant takes it.
func startOf(nameOrFile string) (*core.Position, error) {
	v, err := loadVariant(nameOrFile)
	if err != nil {
		return nil, err
	}
	return core.StartPosition(v)
}

func splitINISection(arg string) (path, section string) {
	i := strings.LastIndexByte(arg, ':')
	if i < 0 || !strings.HasSuffix(strings.ToLower(arg[:i]), ".ini") {
		return arg, ""
	}
	if _, err := os.Stat(arg); err == nil {
		return arg, ""
	}
	return arg[:i], arg[i+1:]
}

// loadPosition builds the position named by --fen (start position when
// empty).
func loadPosition(v *core.Variant, fen, virgin string) (*core.Position, error) {
	if virgin != "" && virgin != "all" {
		return nil, fmt.Errorf("--virgin takes only \"all\"")
	}
	return notation.ParseFEN(v, fen, notation.FENOptions{AllVirgin: virgin == "all"})
}
