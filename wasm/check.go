//go:build js && wasm

package main

import (
	"github.com/norunners/vert"
)

// apiCheck is what chimera.check returns: the block's error (absent when
// it has none) and its warnings ([] when it has none).
type apiCheck struct {
	Error    *apiError  `js:"error"`
	Warnings []apiError `js:"warnings"`
}

// checkBlock is chimera.check(block): the block's error and its warnings,
// each {line, token, message}, for an editor to show beside the lines.
// Lines count from the block's first line as given; tokens are cut to 40
// characters as in the diagram. The block is compiled as the diagram
// compiles it (its start position included) and thrown away: a block with
// an error has no warnings, since the parser stopped at the error.
func checkBlock(a callArgs) (any, error) {
	text, err := a.text(0, "the parameter block")
	if err != nil {
		return nil, err
	}
	out := apiCheck{Warnings: []apiError{}}
	g, err := newGame(text)
	if err != nil {
		out.Error = toAPIError(err)
		out.Error.Token = shortToken(out.Error.Token)
	} else {
		for _, w := range g.block.Warnings {
			out.Warnings = append(out.Warnings, apiError{Line: w.Line, Token: shortToken(w.Token), Message: w.Msg})
		}
	}
	v := vert.ValueOf(out).JSValue()
	if out.Error == nil {
		v.Delete("error")
	}
	return v, nil
}
