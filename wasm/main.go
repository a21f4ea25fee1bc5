//go:build js && wasm

// Command wasm is Chimera in the browser. It registers two globals for the
// page shim (js/chimera.js):
//
//	chimeraRender(element)  turns an element holding a parameter block into
//	                        a playable diagram, inside that element
//	chimera                 the game API, for pages that drive diagrams
//	                        themselves (see api.go)
//
// and then calls chimeraReady() if the page defined it. Every function
// given to JavaScript is made by jsFunc (guard.go): a panic in one is
// recovered and reported, so one broken diagram or call never stops the
// others.
package main

import "syscall/js"

func main() {
	js.Global().Set("chimeraRender", jsFunc("chimeraRender", func(this js.Value, args []js.Value) any {
		a := callArgs{fn: "chimeraRender", args: args}
		if _, err := a.count(1, 1); err != nil {
			return errorValue(err)
		}
		if el := args[0]; jsType(el) != js.TypeObject || !el.InstanceOf(js.Global().Get("Element")) {
			return errorValue(a.fail(0, "must be a page element holding a parameter block, not "+describe(el)))
		}
		renderDiagram(args[0])
		return nil
	}, nil))
	js.Global().Set("chimera", newAPI())
	if ready := js.Global().Get("chimeraReady"); jsType(ready) == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
