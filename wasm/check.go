//go:build js && wasm

package main

import "syscall/js"

// checkBlock is chimera.check(block): {error, warnings}, the block's error
// ({line, token, message}; the key is absent when there is none) and its
// warnings (an array of {line, token, message}, [] when there are none),
// for an editor to show beside the lines. Lines count from the block's
// first line as given; tokens are cut to 40 characters as in the diagram.
// The block is compiled as the diagram compiles it (its start position
// included) and thrown away. A block with an error has no warnings: the
// parser stopped at the error. The object is built by hand, as api.go's
// results are (no reflection in the page).
func checkBlock(a callArgs) (any, error) {
	text, err := a.text(0, "the parameter block")
	if err != nil {
		return nil, err
	}
	out := newJSObject()
	warnings := js.Global().Get("Array").New()
	g, err := newGame(text)
	if err != nil {
		e := toAPIError(err)
		e.Token = shortToken(e.Token)
		out.Set("error", e.jsValue())
	} else {
		for i, w := range g.block.Warnings {
			warnings.SetIndex(i, (&apiError{Line: w.Line, Token: shortToken(w.Token), Message: w.Msg}).jsValue())
		}
	}
	out.Set("warnings", warnings)
	return out, nil
}
