package notation

// The piece lines the translator writes, one per type with its per-piece
// keys, and the capture matrix that keeps Janggi cannons and mutually
// immune types apart.

import (
	"strconv"
	"strings"
)

// captureMatrix keeps Janggi cannons from hopping over or taking cannons,
// as Fairy-Stockfish's janggiCannon does, and pieces of a
// mutuallyImmuneTypes type from taking the opponent's of the same type
// (atomar's kings): a promoted type is of the type it promotes to, as in
// Fairy-Stockfish.
func (t *iniTranslator) captureMatrix(types []*emitted) {
	var rows [][]byte
	n := len(types)
	wall := t.wallID()
	if wall != "" {
		n++ // the wall type, last
	}
	row := func(i int) []byte {
		if rows == nil {
			rows = make([][]byte, n)
		}
		if rows[i] == nil {
			rows[i] = make([]byte, 1+2*n)
			for k := range rows[i] {
				rows[i][k] = '.'
			}
		}
		return rows[i]
	}
	line := 0
	var cannons []int
	for i, em := range types {
		if em.p.key == "janggiCannon" && !strings.HasPrefix(em.id, "+") {
			cannons = append(cannons, i)
		}
	}
	for _, i := range cannons {
		r := row(i)
		for _, j := range cannons {
			r[1+j], r[1+n+j] = '&', '&'
		}
		line = t.keyLine["janggiCannon"]
	}
	if t.mutuallyImmune.all || t.mutuallyImmune.letters != "" {
		for i, em := range types {
			if !t.mutuallyImmune.all && strings.IndexByte(t.mutuallyImmune.letters, em.p.letter) < 0 {
				continue
			}
			for j, victim := range types {
				if victim.p.letter == em.p.letter && row(i)[1+j] == '.' {
					rows[i][1+j] = '!'
				}
			}
			line = t.keyLine["mutuallyImmuneTypes"]
		}
	}
	// petrifyOnCaptureTypes: a capture turns the capturer into a wall;
	// a royal one would vanish, so it never captures
	if wall != "" && (t.petrify.all || t.petrify.letters != "") {
		for i, em := range types {
			if em.crossed || strings.HasPrefix(em.id, "+") || !t.petrify.all && strings.IndexByte(t.petrify.letters, em.p.letter) < 0 {
				continue
			}
			sym := wall[0]
			if em.p.king || t.extinctionRoyal && (t.extinctionTypes.all || strings.IndexByte(t.extinctionTypes.letters, em.p.letter) >= 0) {
				sym = '!'
			}
			for j := range types {
				if row(i)[1+j] == '.' {
					rows[i][1+j] = sym
				}
			}
		}
		line = t.keyLine["petrifyOnCaptureTypes"]
	}
	if rows == nil {
		return
	}
	text := make([]string, len(rows))
	for i, r := range rows {
		text[i] = string(r)
	}
	t.line(line, "captureMatrix="+strings.Join(text, "/"))
}

func (t *iniTranslator) pieceLine(em *emitted, fen iniFEN) {
	var w, b []string
	if !em.crossed {
		sq := fen.squares[em.id]
		for _, s := range sq[0] {
			w = append(w, t.sqName(s))
		}
		for _, s := range sq[1] {
			b = append(b, t.sqName(s))
		}
	}
	squares := strings.Join(w, ",")
	if len(b) > 0 {
		squares += ",," + strings.Join(b, ",")
	}
	count := ""
	if !em.crossed && !strings.HasPrefix(em.id, "+") {
		switch h := fen.hand[em.p.letter]; {
		case h[0] != h[1]:
			count = ":" + strconv.Itoa(h[0]) + "/" + strconv.Itoa(h[1]) // White's/Black's
		case h[0] > 0:
			count = ":" + strconv.Itoa(h[0])
		}
	}
	betza := em.betza
	if betza == "" {
		betza = "@" // no moves: only dropped
	}
	t.line(em.p.line, em.name+":"+em.id+":"+betza+":"+em.image+":"+squares+count)
	if em.promoted != "" {
		t.line(t.keyLine["promotedPieceType"], "promoted="+em.promoted)
	}
	if !blankMorph(em.morph[0]) || !blankMorph(em.morph[1]) {
		t.line(em.p.line, "morph="+t.morphText(em.morph[0]))
		t.line(em.p.line, "blackMorph="+t.morphText(em.morph[1]))
	}
	if em.home != "" {
		t.line(t.keyLine["castlingDroppedPiece"], "home="+em.home)
	}
	if em.value > 0 {
		t.line(t.keyLine["materialCounting"], "value="+strconv.Itoa(em.value))
	}
	if em.chase != "" {
		t.line(t.keyLine["chasingRule"], "chase="+em.chase)
	}
	if em.chaseValue > 0 {
		t.line(t.keyLine["chasingRule"], "value="+strconv.Itoa(em.chaseValue))
	}
	if em.countsAs != "" {
		t.line(t.keyLine["promotedPieceType"], "countsAs="+em.countsAs)
	}
	if em.dropFileLimit > 0 {
		t.line(t.keyLine["dropNoDoubledCount"], "dropFileLimit="+strconv.Itoa(em.dropFileLimit))
	}
	if em.lineMoves != "" {
		t.line(t.keyLine["diagonalLines"], "linemoves="+em.lineMoves)
	}
}
