//go:build js && wasm

package main

// warningsBox lists the block's warnings inside the diagram; the zero
// elem when there are none.
func (d *diagram) warningsBox() elem { return elem{} }
