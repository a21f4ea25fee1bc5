//go:build js && wasm

package main

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// How a piece is drawn, first choice first:
//
//  1. the page's own image, when the block sets graphicsDir: graphicsDir +
//     whitePrefix/blackPrefix + image + "." + graphicsType, as in the
//     Interactive Diagram (image: the piece line's 4th field, else the
//     piece's name); an image that fails to load is replaced by 2 or 3;
//  2. the piece's face in the board style (look.FaceOf): a disc with its
//     Chinese character (xiangqi, janggi) or a shogi pentagon with its
//     kanji (look/faces.txt);
//  3. Chimera's built-in piece, a symbol of pieces.svg (our own drawings,
//     loaded once by chimera.js): by image name, then by piece name;
//  4. a lettered disc with the piece's ID (also the orthodox Unicode
//     glyphs when pieces.svg could not be loaded).

const svgNS = "http://www.w3.org/2000/svg"

// brokenImages are the graphicsDir images that failed to load, so that
// redrawing the board does not ask for them again.
var brokenImages = map[string]bool{}

// symbolFor returns the id of the built-in symbol for type t ("" when
// none fits).
func (d *diagram) symbolFor(t int) string {
	pt := d.g.block.Variant.Types[t]
	for _, n := range []string{pt.Image, pt.Name} {
		// without spaces (Split and Join, which the page links anyway,
		// for strings.ReplaceAll: 2.4 KB of the wasm's code)
		id := "cq-p-" + strings.Join(strings.Split(strings.ToLower(strings.TrimSpace(n)), " "), "")
		if n != "" && !document().Call("getElementById", id).IsNull() {
			return id
		}
	}
	return ""
}

// imageURL is the page's image for a piece, or "" without graphicsDir.
func (d *diagram) imageURL(pc core.Piece) string {
	params := d.g.block.Variant.Params
	dir, ok := params["graphicsdir"]
	if !ok {
		return ""
	}
	param := func(key, def string) string {
		if v, ok := params[key]; ok {
			return v
		}
		return def
	}
	pt := d.g.block.Variant.Types[pc.Type()]
	image := pt.Image
	if image == "" {
		image = strings.TrimSpace(pt.Name)
	}
	prefix := param("whiteprefix", "w")
	if pc.Color() == core.Black {
		prefix = param("blackprefix", "b")
	}
	return dir + prefix + image + "." + param("graphicstype", "png")
}

// pieceNode is the element that shows piece pc (class cq-piece).
func (d *diagram) pieceNode(pc core.Piece) elem {
	if url := d.imageURL(pc); url != "" && !brokenImages[url] {
		img := d.el("img", "cq-piece cq-img cq-"+pc.Color().String())
		img.SetAttribute("alt", d.pieceName(pc))
		img.SetAttribute("draggable", "false")
		img.AddEventListener("error", func(event) {
			brokenImages[url] = true
			if parent := img.Value.Get("parentNode"); !parent.IsNull() {
				parent.Call("replaceChild", d.builtinNode(pc).Value, img.Value)
			}
		}, d.failed)
		img.SetAttribute("src", url)
		return img
	}
	return d.builtinNode(pc)
}

// builtinNode draws pc with its face in the board style, or Chimera's own
// pieces, or as a lettered disc (always, when the page asked for letters).
func (d *diagram) builtinNode(pc core.Piece) elem {
	t := pc.Type()
	if d.letters {
		return d.letterNode(pc)
	}
	if f, ok := look.FaceOf(d.g.block.Variant, t, pc.Color()); ok {
		return faceNode(f, pc.Color())
	}
	if t >= len(d.symbols) {
		d.symbols = append(d.symbols, make([]string, t+1-len(d.symbols))...)
	}
	if d.symbols[t] == "" {
		d.symbols[t] = "-"
		if id := d.symbolFor(t); id != "" {
			d.symbols[t] = id
		}
	}
	id := d.symbols[t]
	if id == "-" {
		id = ""
	}
	color := pc.Color().String()
	if id != "" {
		doc := document()
		svg := doc.Call("createElementNS", svgNS, "svg")
		svg.Call("setAttribute", "class", "cq-piece cq-svg cq-"+color)
		svg.Call("setAttribute", "viewBox", "0 0 45 45")
		svg.Call("setAttribute", "aria-hidden", "true")
		svg.Call("setAttribute", "data-piece", strings.TrimPrefix(id, "cq-p-"))
		use := doc.Call("createElementNS", svgNS, "use")
		use.Call("setAttribute", "href", "#"+id)
		svg.Call("appendChild", use)
		return elem{svg}
	}
	pt := d.g.block.Variant.Types[t]
	if gl, ok := glyphs[strings.ToLower(pt.Name)]; ok && len(pt.ID) == 1 && !spriteLoaded() {
		return d.text("span", "cq-piece cq-glyph cq-"+color, gl)
	}
	return d.letterNode(pc)
}

// letterNode draws pc as a disc with its ID.
func (d *diagram) letterNode(pc core.Piece) elem {
	pt := d.g.block.Variant.Types[pc.Type()]
	cls := "cq-piece cq-letter cq-" + pc.Color().String()
	switch n := len([]rune(pt.ID)); {
	case n > 2:
		cls += " cq-letter-3"
	case n == 2:
		cls += " cq-letter-2"
	}
	return d.text("span", cls, pt.ID)
}

// spriteLoaded tells whether chimera.js put pieces.svg into the page.
func spriteLoaded() bool {
	return !document().Call("getElementById", "cq-p-pawn").IsNull()
}
