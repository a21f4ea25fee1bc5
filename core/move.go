package core

// MaxVictims is the number of pieces one move can remove besides what
// morph and area effects add. XBetza allows any number of locust
// victims; paths with more than this are cut at generation time.
const MaxVictims = 8

// MoveFlags describe what kind of move a Move is.
type MoveFlags uint16

const (
	// FlagDrop: a piece from the hand is put on To; From is -1.
	FlagDrop MoveFlags = 1 << iota
	// FlagCastle: a castling move; the partner moves from PartnerFrom to
	// PartnerTo.
	FlagCastle
	// FlagEnPassant: the move captures en passant.
	FlagEnPassant
	// FlagPromotion: the piece changes type (Result differs from Piece).
	FlagPromotion
	// FlagCapture: at least one enemy piece is removed.
	FlagCapture
	// FlagExempt: morph and capture-matrix effects do not apply
	// (XBetza apostrophe).
	FlagExempt
	// FlagUnload: a captured piece is put down on UnloadSq.
	FlagUnload
	// FlagPass: the piece ends where it started without capturing.
	FlagPass
	// FlagExplode: the capture explodes (capture matrix '@').
	FlagExplode
	// FlagWinningCapture: the capture wins the game (capture matrix '$').
	FlagWinningCapture
	// FlagGoal: the piece reaches a '+' goal square (wins if legal).
	FlagGoal
	// FlagGoalNow: the piece reaches a '#' goal square (wins at once).
	FlagGoalNow
	// FlagInitial: a move only an unmoved piece may make (XBetza i). A
	// royal piece may not make one while in check, as with castling.
	FlagInitial
	// FlagVanish: the piece ends on a black hole and disappears.
	FlagVanish
	// FlagCounterStrike: a piece of the counter-strike group was taken
	// by an outsider; the opponent may not answer in kind at once.
	FlagCounterStrike
	// FlagQuietPromotion: a promotion move that may not give check.
	FlagQuietPromotion
)

// MoveDetail is everything one move (one part of a turn) does. A Move
// packs the common case into 8 bytes; the moves that need more (several
// victims, a victim off the destination, en-passant rights, a castling
// partner, unloading, gating, the rarer flags) keep a MoveDetail in their
// position's move store (see Move). A MoveDetail is a plain value that
// stays valid forever: the form for game records and search results.
type MoveDetail struct {
	// From and To are the squares the piece leaves and ends on (From is
	// -1 for a drop).
	From, To int16
	Piece    Piece // the piece that moves or is dropped
	Result   Piece // what stands on To afterwards (promotion)
	// Flags say what kind of move it is.
	Flags MoveFlags
	// Victims are the squares whose pieces the move removes, To included
	// when the piece there is captured; the first NVictims count.
	Victims  [MaxVictims]int16
	NVictims uint8
	// ep lists the squares this move passes over that give the opponent
	// en-passant rights (lame and initial moves); Make reads them.
	ep  [2]int16
	nep uint8
	// PartnerFrom and PartnerTo are where a castling move's partner (the
	// rook) starts and ends.
	PartnerFrom int16
	PartnerTo   int16
	// UnloadSq is where a captured piece is put down again (FlagUnload).
	UnloadSq int16
	// Gate is a piece from the hand put on GateSq, a square the move
	// vacated (Seirawan gating); NoPiece when none.
	Gate   Piece
	GateSq int16
}

// IsCapture reports whether the move removes an enemy piece.
func (m *MoveDetail) IsCapture() bool { return m.Flags&FlagCapture != 0 }

// Same reports whether two moves do exactly the same thing: the same
// piece from the same square to the same square with the same result,
// kind, victims (in order), partner, unloading and gating. The squares
// a move gives en-passant rights on are not compared.
func (m *MoveDetail) Same(o *MoveDetail) bool { return m.sameBut(o, 0) }

// sameBut is Same with the flags in ignore left out of the comparison.
func (m *MoveDetail) sameBut(o *MoveDetail, ignore MoveFlags) bool {
	if m.From != o.From || m.To != o.To || m.Piece != o.Piece || m.Result != o.Result ||
		(m.Flags^o.Flags)&^ignore != 0 || m.NVictims != o.NVictims || m.Gate != o.Gate {
		return false
	}
	// the partner, the unload square and the gate's square count only
	// where the move has them
	if m.Flags&FlagCastle != 0 && (m.PartnerFrom != o.PartnerFrom || m.PartnerTo != o.PartnerTo) ||
		m.Flags&FlagUnload != 0 && m.UnloadSq != o.UnloadSq || m.Gate != NoPiece && m.GateSq != o.GateSq {
		return false
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] != o.Victims[i] {
			return false
		}
	}
	return true
}

func (m *MoveDetail) addVictim(sq int16) bool {
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] == sq {
			return true
		}
	}
	if int(m.NVictims) >= MaxVictims {
		return false
	}
	m.Victims[m.NVictims] = sq
	m.NVictims++
	return true
}

// MoveList is a reusable list of moves.
type MoveList struct {
	// Moves are the moves generated since the last Reset.
	Moves []Move
}

// Reset empties the list, keeping its storage.
func (l *MoveList) Reset() { l.Moves = l.Moves[:0] }

// Len is the number of moves.
func (l *MoveList) Len() int { return len(l.Moves) }
