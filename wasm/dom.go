//go:build js && wasm

package main

import "syscall/js"

// elem is a DOM element, used through syscall/js directly: a general DOM
// wrapper that looks up each element's constructor made drawing a board
// take hundreds of milliseconds, and its code a tenth of the wasm. Text
// goes in with textContent and setAttribute only, never as HTML.
type elem struct{ js.Value }

// event is a DOM event.
type event struct{ js.Value }

func document() js.Value { return js.Global().Get("document") }

func newElem(tag string) elem { return elem{document().Call("createElement", tag)} }

func (e elem) SetAttribute(name, value string) { e.Call("setAttribute", name, value) }

// SetStyle sets the element's inline style (declarations, as in a style
// attribute) through its style property: a page whose
// Content-Security-Policy has no 'unsafe-inline' for styles refuses a
// style attribute but allows this.
func (e elem) SetStyle(css string) { e.Get("style").Set("cssText", css) }

func (e elem) GetAttribute(name string) string {
	v := e.Call("getAttribute", name)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

func (e elem) SetTextContent(s string) { e.Set("textContent", s) }

func (e elem) TextContent() string { return e.Get("textContent").String() }

func (e elem) AppendChild(c elem) { e.Call("appendChild", c.Value) }

// InputValue and SetInputValue are an input's or a select's value, Checked a
// checkbox's state.
func (e elem) InputValue() string { return e.Get("value").String() }

func (e elem) SetInputValue(s string) { e.Set("value", s) }

func (e elem) Checked() bool { return e.Get("checked").Bool() }

// AddEventListener calls f on each event of the type; the function lives
// as long as the page. A panic in f is recovered (jsFunc) and handed to
// fail.
func (e elem) AddEventListener(typ string, f func(event), fail func(error)) {
	e.Call("addEventListener", typ, jsFunc("the "+typ+" handler", func(this js.Value, args []js.Value) any {
		ev := js.Undefined()
		if len(args) > 0 {
			ev = args[0]
		}
		f(event{ev})
		return nil
	}, func(err error) any {
		if fail != nil {
			fail(err)
		}
		return nil
	}))
}

func (ev event) PreventDefault() { ev.Call("preventDefault") }

func (ev event) Key() string { return ev.Get("key").String() }

// square is the data-sq of the board square the event happened in ("" when
// outside the squares).
func (ev event) square() string {
	t := ev.Get("target")
	if t.IsNull() || t.IsUndefined() || t.Get("closest").IsUndefined() {
		return ""
	}
	c := t.Call("closest", ".cq-sq")
	if c.IsNull() {
		return ""
	}
	return c.Get("dataset").Get("sq").String()
}

// firstArg is a callback's first argument (undefined when there is none).
func firstArg(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}

// field is v's property name, or undefined when v is not an object: a
// callback's argument is read without trusting its shape.
func field(v js.Value, name string) js.Value {
	if t := jsType(v); t != js.TypeObject && t != js.TypeFunction {
		return js.Undefined()
	}
	return v.Get(name)
}

// strField is a string property ("" when it is not a string).
func strField(v js.Value, name string) string {
	if f := field(v, name); jsType(f) == js.TypeString {
		return f.String()
	}
	return ""
}

// intField is a numeric property as a whole number (0 when it is not a
// finite number).
func intField(v js.Value, name string) int {
	f := field(v, name)
	if jsType(f) != js.TypeNumber {
		return 0
	}
	x := f.Float()
	if x != x || x > 1e15 || x < -1e15 {
		return 0
	}
	return int(x)
}
