//go:build js && wasm

package main

// The toolbar's icons: drawn for Chimera, each one SVG path on a 24x24
// grid, stroked in the text colour (controls.css), so they follow the
// theme and cost a few bytes each.
const (
	iconFirst   = "M6 5v14M18 6l-7 6 7 6"
	iconPrev    = "M15 6l-6 6 6 6"
	iconNext    = "M9 6l6 6-6 6"
	iconLast    = "M18 5v14M6 6l7 6-7 6"
	iconFlip    = "M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4"
	iconUndo    = "M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4"
	iconChip    = "M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4"
	iconStop    = "M7 7h10v10H7z"
	iconCaret   = "M8 10l4 4 4-4"
	iconMore    = "M5 12h.01M12 12h.01M19 12h.01"
	iconCopy    = "M9 9h10v11H9zM5 15V4h10"
	iconLoad    = "M12 4v11M7 10l5 5 5-5M5 20h14"
	iconSetup   = "M4 20h4L19 9l-4-4L4 16zM13 7l4 4"
	iconRestart = "M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
	iconGrip    = "M20 8L8 20M20 14l-6 6M20 19l-1 1"
)

// icon is an SVG icon, hidden from screen readers (its button has the
// name).
func icon(path string) elem {
	doc := document()
	svg := elem{doc.Call("createElementNS", svgNS, "svg")}
	svg.SetAttribute("class", "cq-icon")
	svg.SetAttribute("viewBox", "0 0 24 24")
	svg.SetAttribute("aria-hidden", "true")
	svg.SetAttribute("focusable", "false")
	p := elem{doc.Call("createElementNS", svgNS, "path")}
	p.SetAttribute("d", path)
	svg.AppendChild(p)
	return svg
}

// iconButton is a toolbar button showing an icon: name is its accessible
// name and tooltip, also kept as visually hidden text (so the button's
// text says what it does, to translators and to the tests' lookups by
// text), aria its aria-label when that says more than the name ("" : the
// name).
func (d *diagram) iconButton(name, aria, path string, onClick func()) elem {
	b := d.el("button", "cq-btn")
	b.SetAttribute("type", "button")
	if aria == "" {
		aria = name
	}
	b.SetAttribute("aria-label", aria)
	b.SetAttribute("title", name)
	b.AppendChild(icon(path))
	b.AppendChild(d.text("span", "cq-sr", name))
	b.AddEventListener("click", func(event) { onClick() }, d.failed)
	return b
}

// menuItem is a button of a popover menu: an icon and its text (onClick
// nil: the caller listens itself).
func (d *diagram) menuItem(label, path string, onClick func()) elem {
	b := d.el("button", "cq-item")
	b.SetAttribute("type", "button")
	b.AppendChild(icon(path))
	b.Call("append", label)
	if onClick != nil {
		b.AddEventListener("click", func(event) { onClick() }, d.failed)
	}
	return b
}
