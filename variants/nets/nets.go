// Package nets holds the learnt evaluations shipped with the variants:
// one network per file, NAME.net, made by chimera tune --net (the
// recipe is the README's, under "A learnt evaluation") and embedded in
// the native binary. The page does not link this package.
package nets

import (
	"embed"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

//go:embed *.net
var files embed.FS

// For returns the shipped network for variant v, or nil: when no
// network is shipped under v's name, or when v, though named as a
// shipped variant, is not the same game (other pieces, moves or board:
// a network's features are the pieces on the squares of its own game).
func For(v *core.Variant) *nnet.Net {
	name := strings.ToLower(v.Name)
	data, err := files.ReadFile(name + ".net")
	if err != nil {
		return nil
	}
	text, ok := variants.Block(name)
	if !ok {
		return nil
	}
	block, err := notation.ParseBlock(text)
	if err != nil || !v.SamePieces(block.Variant) {
		return nil
	}
	n, err := nnet.Decode(data, search.NetInputs(v, true))
	if err != nil || search.NetFits(v, n) != nil {
		return nil
	}
	return n
}

// Names lists the variants a network is shipped for.
func Names() []string {
	entries, _ := files.ReadDir(".")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".net"); ok {
			names = append(names, n)
		}
	}
	return names
}
