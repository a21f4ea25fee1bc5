//go:build js && wasm

// Command wasm is Chimera in the browser. It registers two globals for the
// page shim (js/chimera.js):
//
//	chimeraRender(element)  turns an element holding a parameter block into
//	                        a playable diagram, inside that element
//	chimera                 the game API, for pages that drive diagrams
//	                        themselves (see api.go)
//
// and then calls chimeraReady() if the page defined it.
package main

import "syscall/js"

func main() {
	js.Global().Set("chimeraRender", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			renderDiagram(args[0])
		}
		return nil
	}))
	js.Global().Set("chimera", newAPI())
	if ready := js.Global().Get("chimeraReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
