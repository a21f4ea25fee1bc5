//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"

	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// A panic inside a function JavaScript called would end the Go program:
// every diagram on the page would stop and every later call throw "Go
// program has already exited". So every Go function handed to JavaScript
// is made with jsFunc, which recovers any panic, reports it once on the
// console and turns it into an ordinary error result.

// internalError is a recovered panic.
type internalError struct {
	_     lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	where string
	value any
}

func (e *internalError) Error() string {
	return "internal error in " + e.where + ": " + recovered.Text(e.value)
}

// loggedPanics are the panics already written to the console (by place
// and message), so that a page calling a broken function in a loop logs
// it once; at most maxLoggedPanics are logged in all.
var loggedPanics = map[string]bool{}

const maxLoggedPanics = 20

// safely runs f and returns a panic in it as an *internalError, logged
// once on the console with its stack.
func safely(where string, f func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		ie := &internalError{where: where, value: r}
		err = ie
		key := ie.Error()
		if loggedPanics[key] || len(loggedPanics) > maxLoggedPanics {
			return
		}
		loggedPanics[key] = true
		msg := "Chimera: " + key + "\n" + stack()
		if len(loggedPanics) > maxLoggedPanics {
			msg += "\n(further internal errors are not logged)"
		}
		// the console itself must not fail us here
		defer func() { _ = recover() }()
		js.Global().Get("console").Call("error", msg)
	}()
	f()
	return nil
}

// jsFunc makes f callable from JavaScript, as js.FuncOf does, with any
// panic in f recovered: the call then returns fail(err), or {error} when
// fail is nil. where names the function in the console's report.
func jsFunc(where string, f func(this js.Value, args []js.Value) any, fail func(err error) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
		var out any
		err := safely(where, func() { out = f(this, args) })
		if err == nil {
			return out
		}
		if fail != nil {
			var failed any
			if safely(where, func() { failed = fail(err) }) == nil {
				return failed
			}
		}
		return errorValue(err)
	})
}

// stack is the calling goroutine's stack trace, as runtime/debug.Stack
// gives it; runtime/debug itself would link fmt, reflect and os into the
// page (about 60 KB of brotli).
func stack() string {
	buf := make([]byte, 8192)
	for {
		n := runtime.Stack(buf, false)
		if n < len(buf) || len(buf) >= 1<<20 {
			return string(buf[:n])
		}
		buf = make([]byte, 2*len(buf))
	}
}
