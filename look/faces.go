package look

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// Face is how a piece is written in a style that writes pieces as
// characters: the characters, their ink, the piece's shape and size.
type Face struct {
	// Text is one or two characters (two are stacked on the piece).
	Text string
	// Ink is the colour of the characters: "red", "black" or "green".
	Ink string
	// Pentagon: a shogi piece pointing at the opponent; else a disc.
	Pentagon bool
	// Size is "l", "m" or "s" for janggi's three piece sizes, else "".
	Size string
	// Promoted: the piece is another's promoted form (written in red in
	// the shogi family).
	Promoted bool
}

// facesText is faces.txt, as a constant that go generate writes (see
// internal/textconst: the embed package would cost the page 40 KB).
//
//go:generate go run ../internal/textconst -pkg look -name facesText -in faces.txt -out faces_text.go

// faceRow is one line of faces.txt.
type faceRow struct {
	_    lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	text [2]string
	size string
}

// faceTables are faces.txt read: table -> piece name -> row. It is read
// at start-up; a malformed line is a bug caught by the tests
// (TestFacesFileWellFormed), not something a page can cause.
var faceTables = readFaces(facesText)

func readFaces(text string) map[string]map[string]faceRow {
	tables := map[string]map[string]faceRow{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 5 {
			continue
		}
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		row := faceRow{text: [2]string{f[2], f[3]}, size: f[4]}
		if row.text[1] == "-" {
			row.text[1] = row.text[0]
		}
		if tables[f[0]] == nil {
			tables[f[0]] = map[string]faceRow{}
		}
		tables[f[0]][f[1]] = row
	}
	return tables
}

// FaceOf is how piece type t of side c is written in variant v's style;
// false when the style draws pieces as pictures (chess, makruk) or has
// no face for the piece's name (then the page draws its picture or
// lettered disc). The piece is found by its name, then its image name.
func FaceOf(v *core.Variant, t int, c core.Color) (Face, bool) {
	s := StyleOf(v)
	if len(s.faces) == 0 || t < 0 || t >= len(v.Types) {
		return Face{}, false
	}
	pt := v.Types[t]
	for _, table := range s.faces {
		for _, key := range []string{pt.Name, pt.Image} {
			row, ok := faceTables[table][strings.ToLower(strings.TrimSpace(key))]
			if !ok {
				continue
			}
			f := Face{Text: row.text[c&1], Pentagon: s.pentagon, Promoted: isPromoted(v, t)}
			if s.pentagon {
				f.Ink = "black"
				if f.Promoted {
					f.Ink = "red"
				}
			} else {
				f.Ink = s.inks[c&1]
				f.Size = row.size
			}
			return f, true
		}
	}
	return Face{}, false
}

// isPromoted tells whether type t is a promoted form: another type
// promotes to it (promoted=), or its ID starts with '+' as shogi IDs of
// promoted pieces do.
func isPromoted(v *core.Variant, t int) bool {
	if strings.HasPrefix(v.Types[t].ID, "+") {
		return true
	}
	for u, pt := range v.Types {
		if u != t && pt.Promoted == t {
			return true
		}
	}
	return false
}
