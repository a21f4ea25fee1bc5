//go:build js && wasm

package main

import (
	"strconv"

	"github.com/chimera-variants/chimera/notation"
)

// maxWarningsShown is how many warnings the diagram lists; a block with
// more (a hostile one: thousands of unknown keys) says how many it left
// out instead of building thousands of elements.
const maxWarningsShown = 100

// warningsBox lists the block's warnings inside the diagram, folded (a
// details element whose summary counts them), each naming its line and
// token; the zero elem when there are none. The page's text goes in as
// text only, tokens and messages cut when long.
func (d *diagram) warningsBox() elem {
	ws := d.g.block.Warnings
	if len(ws) == 0 {
		return elem{}
	}
	box := d.el("details", "cq-warnings")
	count := strconv.Itoa(len(ws)) + " warnings"
	if len(ws) == 1 {
		count = "1 warning"
	}
	sum := d.text("summary", "", count)
	sum.SetAttribute("title", "what this diagram's parameter block says but most likely does not mean")
	box.AppendChild(sum)
	list := d.el("ul", "")
	for i, w := range ws {
		if i == maxWarningsShown {
			list.AppendChild(d.text("li", "cq-warning-more", "and "+strconv.Itoa(len(ws)-i)+" more"))
			break
		}
		list.AppendChild(d.warningItem(w))
	}
	box.AppendChild(list)
	return box
}

// warningItem is one warning: "Line 3, promoZon=1: unknown parameter…",
// the token in a code element.
func (d *diagram) warningItem(w *notation.BlockError) elem {
	li := d.el("li", "cq-warning")
	li.SetAttribute("data-line", strconv.Itoa(w.Line))
	where, sep := "", ""
	if w.Line > 0 {
		where, sep = "Line "+strconv.Itoa(w.Line), ": "
	}
	if w.Token != "" && where != "" {
		where += ", "
	}
	if where != "" {
		li.AppendChild(d.text("span", "cq-warning-line", where))
	}
	if w.Token != "" {
		li.AppendChild(d.text("code", "cq-warning-token", shortToken(w.Token)))
		sep = ": "
	}
	li.AppendChild(d.text("span", "cq-warning-text", sep+shortMessage(w.Msg)))
	return li
}
