//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/chimera-variants/chimera/internal/lite"
)

// buildRecord makes the move list: hidden while no move is played; a move
// clicked, or chosen with Enter or Space, shows the position after it.
func (d *diagram) buildRecord() elem {
	rec := d.el("div", "cq-record")
	rec.SetAttribute("role", "group")
	rec.SetAttribute("aria-label", "moves")
	rec.Set("hidden", true)
	showMove := func(e event) bool {
		ply := e.Get("target").Get("dataset").Get("ply")
		if jsType(ply) != js.TypeString || d.setup {
			return false
		}
		n, err := lite.Atoi(ply.String())
		if err != nil {
			return false
		}
		d.navigate(n + 1)
		return true
	}
	d.focusPly = -1
	rec.AddEventListener("click", func(e event) { showMove(e) }, d.failed)
	rec.AddEventListener("keydown", func(e event) {
		if k := e.Key(); k == "Enter" || k == " " {
			// the list is redrawn: the focus stays on this move
			if ply := e.Get("target").Get("dataset").Get("ply"); jsType(ply) == js.TypeString {
				if n, err := lite.Atoi(ply.String()); err == nil {
					d.focusPly = n
				}
			}
			if showMove(e) {
				e.PreventDefault()
			}
			d.focusPly = -1
		}
	}, d.failed)
	return rec
}

// showRecord writes the move list one turn per group: "1. e4 e5" for
// one move a side (laid out as a table: number, White's move, Black's),
// and in variants with several moves per turn (turns=) each side's turn
// on a line of its own ("2. Nf3 Nc3", "2... Nc6 Nf6 d6"). Each move can
// be clicked to see the position after it; the one shown is marked
// (cq-mv-current, aria-current) and scrolled into the list's view.
func (d *diagram) showRecord() {
	rec := d.record
	rec.SetTextContent("")
	tokens := strings.Fields(d.g.record())
	rec.Set("hidden", len(tokens) == 0)
	shown := len(d.g.moves) - 1
	if d.view >= 0 {
		shown = d.view - 1
	}
	// a "..." after the first token means turns of several moves; a game
	// from a position with Black to move starts with one too
	multi := false
	for i, tok := range tokens {
		if i > 0 && strings.HasSuffix(tok, "...") {
			multi = true
		}
	}
	var turn, current elem
	ply := 0
	for i, tok := range tokens {
		isNumber := strings.HasSuffix(tok, ".") && tok[0] >= '0' && tok[0] <= '9'
		if isNumber || turn.Value.IsUndefined() {
			if i > 0 {
				rec.Call("append", " ")
			}
			turn = d.el("span", "cq-turn")
			rec.AppendChild(turn)
		} else {
			turn.Call("append", " ")
		}
		if isNumber {
			turn.AppendChild(d.text("span", "cq-turn-no", tok))
			if !multi && strings.HasSuffix(tok, "...") {
				// White's cell of the table, empty (drawn by the style
				// sheet: the text stays the record's)
				turn.AppendChild(d.el("span", "cq-mv-skip"))
			}
			continue
		}
		mv := d.text("span", "cq-mv", tok)
		if ply == shown {
			mv.SetAttribute("class", "cq-mv cq-mv-current")
			mv.SetAttribute("aria-current", "true")
			current = mv
		}
		mv.SetAttribute("data-ply", strconv.Itoa(ply))
		mv.SetAttribute("tabindex", "0")
		mv.SetAttribute("role", "button")
		turn.AppendChild(mv)
		if ply == d.focusPly {
			mv.Call("focus", map[string]any{"preventScroll": true})
			d.focusPly = -1
		}
		ply++
	}
	cls := "cq-record"
	if multi {
		cls += " cq-multi"
	}
	rec.SetAttribute("class", cls)
	if jsType(current.Value) == js.TypeObject {
		scrollIntoList(rec, current)
	}
}

// scrollIntoList scrolls the list, and only the list (never the page), so
// that item is in its view.
func scrollIntoList(list, item elem) {
	top := item.Get("offsetTop").Float()
	h := item.Get("offsetHeight").Float()
	view := list.Get("clientHeight").Float()
	at := list.Get("scrollTop").Float()
	if top < at || top+h > at+view {
		list.Set("scrollTop", top-(view-h)/2)
	}
}
