package main

// This file translates between Chimera and XBoard: variant names, square
// and move notation, the setup and piece commands, and results.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// XBoard's names for the shipped variants where they differ from Chimera's.
var xbNameOf = map[string]string{"chess": "normal", "chushogi": "chu"}

// xbBuiltin lists the variants XBoard knows by itself (rules, board and
// pieces) since 4.9: for them no setup or piece commands are sent. Janggi
// came later (XBoard 4.9.1, still common, does not know it), so it gets
// them; an XBoard that knows it ignores them.
var xbBuiltin = map[string]bool{
	"normal": true, "crazyhouse": true, "atomic": true, "3check": true, "shatranj": true,
	"shogi": true, "chu": true, "capablanca": true, "knightmate": true, "berolina": true,
	"makruk": true, "seirawan": true, "grand": true, "xiangqi": true,
}

// xbFENLetters maps the letters XBoard writes in the FENs of a built-in
// variant to Chimera's IDs where they differ (Xiangqi and Janggi: XBoard's
// horse is H and its elephant E).
var xbFENLetters = map[string]map[byte]byte{
	"xiangqi": {'H': 'N', 'E': 'B', 'h': 'n', 'e': 'b'},
	"janggi":  {'H': 'N', 'E': 'B', 'h': 'n', 'e': 'b'},
}

// xbName is the name XBoard knows a Chimera variant by.
func xbName(name string) string {
	if n, ok := xbNameOf[name]; ok {
		return n
	}
	return name
}

// xbSquare writes a square in XBoard's coordinates: boards of exactly ten
// ranks count them from 0, all others from 1 (a10, a12 on larger boards).
func xbSquare(g *core.Geometry, sq int) string {
	r := g.RankOf(sq)
	if g.Ranks != 10 {
		r++
	}
	return core.FileName(g.FileOf(sq)) + strconv.Itoa(r)
}

// cecpMove writes a move in XBoard's coordinate notation: from and to
// squares (e2e4), a promotion as the lower-case ID (e7e8q) or + for a
// shogi promotion, drops P@e4, a pass @@@@ (also a Lion's pass in place), Seirawan gating as the gated
// piece's letter (g1f3h; castling gated on the rook's square h1e1h),
// multi-leg moves as legs through each side-effect victim (d4e5,e5f6).
func cecpMove(v *core.Variant, m *core.MoveDetail) string {
	g := v.Geometry
	switch {
	case m.From < 0 && m.Flags&core.FlagPass != 0:
		return "@@@@"
	case m.From >= 0 && m.From == m.To && m.NVictims == 0 && m.Result == m.Piece && m.Gate == core.NoPiece &&
		m.Flags&(core.FlagDrop|core.FlagCastle|core.FlagUnload) == 0:
		// a piece's turn spent in place (a Chu Shogi Lion's pass): XBoard's
		// null move, as HaChu writes it and reads it (it refuses "c9c9")
		return "@@@@"
	case m.Flags&core.FlagDrop != 0:
		return v.Types[m.Result.Type()].ID + "@" + xbSquare(g, int(m.To))
	}
	from, to := int(m.From), int(m.To)
	if m.Gate != core.NoPiece && m.Flags&core.FlagCastle != 0 && m.GateSq != m.From {
		// gating on the partner's square: written as the partner's move onto the king
		from, to = int(m.PartnerFrom), int(m.From)
	}
	var sb strings.Builder
	sb.WriteString(xbSquare(g, from))
	for i := 0; i < int(m.NVictims); i++ {
		if sq := int(m.Victims[i]); sq != to && m.Flags&core.FlagEnPassant == 0 {
			sb.WriteString(xbSquare(g, sq) + "," + xbSquare(g, sq))
		}
	}
	sb.WriteString(xbSquare(g, to))
	pt, rt := m.Piece.Type(), m.Result.Type()
	if m.Result != m.Piece && v.Types[pt].ID != v.Types[rt].ID {
		if v.Types[pt].Promoted == rt || strings.HasPrefix(v.Types[rt].ID, "+") {
			sb.WriteByte('+')
		} else {
			sb.WriteString(strings.ToLower(v.Types[rt].ID))
		}
	}
	if m.Gate != core.NoPiece {
		sb.WriteString(strings.ToLower(v.Types[m.Gate.Type()].ID))
	}
	if m.Flags&core.FlagUnload != 0 {
		sb.WriteString("@" + xbSquare(g, int(m.UnloadSq)))
	}
	return sb.String()
}

// findXBMove finds the legal move written s (XBoard coordinates; Chimera's
// UCI form is accepted too on boards that do not have ten ranks). A
// missing or different promotion suffix is forgiven when only one legal
// move goes from that square to that square.
func findXBMove(v *core.Variant, legal []core.MoveDetail, s string) (core.MoveDetail, bool) {
	s = strings.TrimRight(strings.TrimSpace(s), "=")
	for i := range legal {
		if strings.EqualFold(cecpMove(v, &legal[i]), s) {
			return legal[i], true
		}
	}
	if v.Geometry.Ranks != 10 {
		for i := range legal {
			if strings.EqualFold(uciMove(v, &legal[i]), s) {
				return legal[i], true
			}
		}
	}
	// the same squares with another (or no) promotion suffix
	found, n := -1, 0
	for i := range legal {
		c := cecpMove(v, &legal[i])
		if strings.ContainsAny(c, ",@") {
			continue
		}
		base := strings.TrimRight(c, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+")
		// (one character of suffix at most: e2e4 with anything after it is no move)
		if len(base) < len(c) && (strings.EqualFold(base, s) || len(s) == len(base)+1 && strings.EqualFold(base, s[:len(base)]) && !isDigit(s[len(base)])) ||
			len(base) == len(c) && len(s) == len(c)+1 && strings.EqualFold(c, s[:len(c)]) && !isDigit(s[len(c)]) {
			found, n = i, n+1
		}
	}
	if n == 1 {
		return legal[found], true
	}
	return core.MoveDetail{}, false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// looksLikeMove tells a move from an unknown command: a square, a drop or
// a pass.
func looksLikeMove(s string) bool {
	if s == "@@@@" || strings.Contains(s, "@") {
		return true
	}
	return len(s) >= 4 && s[0] >= 'a' && s[0] <= 'z' && (isDigit(s[1]) || s[1] >= 'a' && s[1] <= 'z' && len(s) > 2 && isDigit(s[2]))
}

// xbAltSlot: XBoard's shogi places the lance, silver and gold on the
// piece types of the queen, ferz and wazir (their pictures in its shogi
// piece sets); used when the type of the letter itself is taken or too
// high for a piece that must go to the hand.
var xbAltSlot = map[string]int{"L": 4, "S": 5, "G": 9}

// xbSetup builds the setup and piece commands that teach XBoard an
// engine-defined variant: the piece-to-char table (which of XBoard's piece
// types shows each of the variant's IDs), the board size, holdings and
// parent variant, the start position, and each piece's moves in Betza
// notation. IDs that are not one letter (or + and a letter) are left out.
func xbSetup(v *core.Variant, start *core.Position) []string {
	const fairy = "PNBRQFEACWMOHIJGDVLSU" // XBoard's default letters of its first piece types
	const maxSlots = 65
	slot := map[string]int{} // ID -> XBoard piece type (-1 = king)
	used := make([]string, maxSlots)
	var order []int // the types that got a slot, once per ID
	isLetter := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	simple := func(id string) bool { return len(id) == 1 && isLetter(id[0]) }
	promotedForm := func(id string) bool { return len(id) == 2 && id[0] == '+' && isLetter(id[1]) }
	king := ""
	droppable := func(t int) bool {
		ty := &v.Types[t]
		if v.Holdings {
			return !ty.Royal && simple(ty.ID)
		}
		return ty.InHand != [2]int{} && !ty.Royal && simple(ty.ID)
	}
	for t := range v.Types {
		if ty := &v.Types[t]; ty.Royal && simple(ty.ID) && king == "" {
			king = ty.ID
			slot[ty.ID] = -1
			order = append(order, t)
		}
	}
	// wanted reports whether a type still without a slot has slot i as its own letter's
	wanted := func(i int) bool {
		for t := range v.Types {
			id := v.Types[t].ID
			if _, ok := slot[id]; !ok && simple(id) && strings.Index(fairy, id) == i {
				return true
			}
		}
		return false
	}
	// place gives type t XBoard's piece type of the same letter when it is
	// free (preferred only), else the first free one
	place := func(t int, low, preferred bool) {
		id := v.Types[t].ID
		if _, ok := slot[id]; ok {
			return
		}
		limit := maxSlots
		if low {
			limit = 11
		}
		s := strings.Index(fairy, id)
		if alt, ok := xbAltSlot[id]; (s < 0 || s >= limit || used[s] != "") && ok && alt < limit && used[alt] == "" {
			s = alt
		}
		if s < 0 || s >= limit || used[s] != "" {
			if preferred {
				return
			}
			s = -1
			for i := 0; i < limit; i++ {
				if used[i] == "" && !wanted(i) && (low || i >= 11 || i+11 >= maxSlots || used[i+11] == "") {
					s = i
					break
				}
			}
		}
		if s < 0 {
			return
		}
		used[s] = id
		slot[id] = s
		order = append(order, t)
	}
	// types that go to the hand or promote shogi-style need one of the
	// first 11 slots (XBoard's holdings and promotion pairs)
	for _, preferred := range []bool{true, false} {
		for t := range v.Types {
			ty := &v.Types[t]
			if simple(ty.ID) && (droppable(t) || ty.Promoted >= 0 && promotedForm(v.Types[ty.Promoted].ID)) {
				place(t, true, preferred)
			}
		}
	}
	for t := range v.Types {
		ty := &v.Types[t]
		if !promotedForm(ty.ID) {
			continue
		}
		base, ok := slot[ty.ID[1:]]
		if _, dup := slot[ty.ID]; dup || !ok || base < 0 || base >= 11 || used[base+11] != "" {
			continue
		}
		used[base+11] = ty.ID
		slot[ty.ID] = base + 11
		order = append(order, t)
	}
	for _, preferred := range []bool{true, false} {
		for t := range v.Types {
			if simple(v.Types[t].ID) {
				place(t, false, preferred)
			}
		}
	}
	n := 0
	hand := 0
	for i, id := range used {
		if id != "" {
			n = i + 1
		}
	}
	// the holdings hold the participating types up to the last one that
	// can be in hand (XBoard counts them, skipping unused and promoted ones)
	last := -1
	for t := range v.Types {
		if droppable(t) {
			if s, ok := slot[v.Types[t].ID]; ok && s > last {
				last = s
			}
		}
	}
	for i := 0; i <= last; i++ {
		if used[i] != "" && used[i][0] != '+' {
			hand++
		}
	}
	if n < 5 {
		n = 5
	}
	var white, black strings.Builder
	for i := 0; i < n; i++ {
		switch id := used[i]; {
		case id == "":
			white.WriteByte('.')
			black.WriteByte('.')
		case id[0] == '+':
			white.WriteByte('+')
			black.WriteByte('+')
		default:
			white.WriteString(id)
			black.WriteString(strings.ToLower(id))
		}
	}
	if king == "" {
		white.WriteByte('.')
		black.WriteByte('.')
	} else {
		white.WriteString(king)
		black.WriteString(strings.ToLower(king))
	}
	parent := "fairy"
	shogiLike := false
	for t := range v.Types {
		if s, ok := slot[v.Types[t].ID]; ok && s >= 11 && s < 22 && v.Types[t].ID[0] == '+' {
			shogiLike = true
		}
	}
	switch {
	case v.Holdings && shogiLike:
		parent = "shogi"
	case v.Holdings:
		parent = "crazyhouse"
	}
	lines := []string{fmt.Sprintf("setup (%s%s) %dx%d+%d_%s %s", white.String(), black.String(),
		v.Geometry.Files, v.Geometry.Ranks, hand, parent, notation.FEN(start))}
	for _, t := range order {
		ty := &v.Types[t]
		if strings.HasPrefix(ty.Betza, notation.ParlettMarker) || strings.HasPrefix(ty.Betza, notation.DagazMarker) {
			continue // no XBetza to send: XBoard keeps its own idea of the letter
		}
		if b := xbBetza(ty.Betza); b != "" {
			lines = append(lines, fmt.Sprintf("piece %s& %s", ty.ID, b))
		}
	}
	return lines
}

// xbBetza is a piece's XBetza without its drop moves (@, with their
// modifiers and rank digits): XBoard's move generator stops reading at
// the first one, and the GUI knows drops from the holdings anyway.
func xbBetza(b string) string {
	var out strings.Builder
	for i := 0; i < len(b); {
		j := i
		for j < len(b) && b[j] >= 'a' && b[j] <= 'z' {
			j++
		}
		if j < len(b) && b[j] == '@' {
			for j++; j < len(b) && isDigit(b[j]); j++ {
			}
			i = j
			continue
		}
		out.WriteString(b[i:j])
		if j < len(b) {
			out.WriteByte(b[j])
			j++
		}
		i = j
	}
	return out.String()
}

// xbResult writes the game end for XBoard: "1-0 {White mates}".
func xbResult(o core.Outcome) string {
	side := func(c core.Color) string {
		if c == core.White {
			return "White"
		}
		return "Black"
	}
	reason := o.Reason
	switch {
	case o.Draw && reason == "repetition":
		reason = "Draw by repetition"
	case o.Draw && reason == "move rule":
		reason = "Draw by the move rule"
	case o.Draw && reason != "":
		reason = strings.ToUpper(reason[:1]) + reason[1:]
	case reason == "checkmate":
		reason = side(o.Winner) + " mates"
	case reason == "stalemate":
		reason = side(o.Winner) + " wins by stalemate"
	default:
		reason = side(o.Winner) + " wins: " + reason
	}
	res := "1/2-1/2"
	if !o.Draw {
		res = map[core.Color]string{core.White: "1-0", core.Black: "0-1"}[o.Winner]
	}
	return res + " {" + reason + "}"
}
