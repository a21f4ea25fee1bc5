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
// as long as the page.
func (e elem) AddEventListener(typ string, f func(event)) {
	e.Call("addEventListener", typ, js.FuncOf(func(this js.Value, args []js.Value) any {
		f(event{args[0]})
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
