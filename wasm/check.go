//go:build js && wasm

package main

import "errors"

// checkBlock is chimera.check(block): the block's error and its warnings,
// each naming its line and token, for an editor to show beside the lines.
func checkBlock(a callArgs) (any, error) {
	return nil, errors.New("chimera.check is not written yet")
}
