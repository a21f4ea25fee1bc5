package notation

import (
	"strconv"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
)

// Limits. Every parser in this package reads text a page may not trust
// (a parameter block, a FEN, a move list pasted by a visitor), so each
// checks the size of what it is about to do before doing it and answers
// with an error naming the limit. The limits are far above anything a
// real variant or game needs; they exist so that hostile text is refused
// in time linear in its length and in bounded memory, and so that the
// worst block within them still compiles quickly (see
// BenchmarkWorstBlock). They are unexported, since a caller has nothing
// to do with them but read the error; the doc comments of ParseBlock and
// ParseFEN and the README's Limits table quote the numbers, so a change
// here belongs there too.
const (
	// maxMoveLength is the longest XBetza move string, in bytes. The
	// longest built-in move is 20 characters; Chu Shogi's Lion 12.
	maxMoveLength = 1000
	// maxGroups is the number of parenthesised groups "(X)n" in one
	// move string (real moves use one).
	maxGroups = 8
	// maxGroupRepeat is the largest repeat count of a group, and the
	// count of a group written without one: no board is longer.
	maxGroupRepeat = core.MaxBoardSize
	// maxExpansions is the number of group-free strings the groups of
	// one move string expand to (the product of count+1 over the groups;
	// a Mao rider "afs(afzafz)W" makes 37).
	maxExpansions = 1024
	// maxExpandedLength is the total length, in bytes, of those strings
	// (the Mao rider's 37 strings hold 4144 bytes).
	maxExpandedLength = 16384
	// maxLegsPerPath is the number of legs of one path of a multi-leg
	// move (the quintessence "(az)N" reaches 73).
	maxLegsPerPath = 128
	// maxPathsPerMove is the number of distinct paths one move string
	// compiles to (identical paths count once; "nN" makes 8).
	maxPathsPerMove = 512
	// maxRange is the largest range written after an atom ("R1000").
	maxRange = 1000
	// maxMoveWork bounds the squares the move generator may visit for
	// one piece with one move string on an empty board of the largest
	// size (see moveWork): it keeps multi-leg moves that branch at every
	// leg ("aaaaaaK") from making move generation explode. A queen costs
	// 296, the Lion "KNADcaKmcabK" 312, a quintessence "(az)N" 32856.
	maxMoveWork = 200_000

	// maxBlockLength is the longest parameter block, in bytes (the
	// largest shipped block, Chu Shogi, has 2.6 KB).
	maxBlockLength = 256 << 10
	// maxBlockLines is the number of lines of a block.
	maxBlockLines = 10_000
	// maxLineLength is the longest line of a block, in bytes (a capture
	// matrix written out in full for 128 types is 33 KB).
	maxLineLength = 64 << 10
	// maxBlockTokens is the number of whitespace-separated tokens of a
	// block.
	maxBlockTokens = 50_000
	// maxPieceTypes is the number of piece lines of a block (Taikyoku
	// shogi, the largest game known, has 209 kinds of piece, Chu Shogi
	// 46 with its promoted forms).
	maxPieceTypes = 512
	// maxIDLength is the longest piece ID, in bytes (real ones have one
	// letter, or '+' and a letter).
	maxIDLength = 8
	// maxHandCount is the largest count of pieces in hand (the 6th field
	// of a piece line); the pieces in each hand together may not exceed
	// it either, so that every position of the game writes as a FEN
	// within maxFENLength.
	maxHandCount = core.MaxBoardSize * core.MaxBoardSize
	// maxNumber is the largest value of a numeric parameter (moveRule,
	// repetition, checkLimit, promoLimit, flyRank, ...) and of a FEN's
	// counters.
	maxNumber = 1_000_000
	// maxBlockMoveLength is the total length, in bytes, of the move
	// strings of a block after group expansion (Chu Shogi's come to 500;
	// a Mao rider "afs(afzafz)W" alone to 4144).
	maxBlockMoveLength = 64 << 10
	// maxBlockWork bounds the work of compiling a block: per piece type
	// of each colour and square of the board, a fixed cost and what the
	// dead-square table spends looking for one move of the type there
	// (see typeWork and checkBlockWork; the walks of hoppers and
	// multi-leg moves that table needs are bounded by core on its own,
	// to a million squares). The worst block within the limits compiles
	// in under 50 ms (TestWorstBlockWithinLimits). Chu Shogi costs 0.1
	// million, a Tai Shogi-size block (25x25, 93 types) 0.9 million, a
	// Taikyoku-size one (36x36, 209 types) 4.1 million, a quintessence
	// "(az)N" on 24x24 0.14 million (TestLargeVariantsCompile).
	maxBlockWork = 6_000_000

	// maxFENLength is the longest FEN, in bytes: FEN writes every
	// position within the other limits in less (a 36x36 board of
	// promoted pieces, maxFENPieces in the hands, a castling letter for
	// every piece).
	maxFENLength = 16 << 10
	// maxFENPieces is the number of pieces on the board and in the hands
	// of a FEN together. No move adds a piece, and a start position holds
	// at most 36x36 on the board and maxHandCount in each hand, so every
	// position of a game stays within it.
	maxFENPieces = 4096
	// maxFENFields is the number of space-separated FEN fields (board,
	// side, castling, e.p., check counters, clocks, turn).
	maxFENFields = 8
)

// Limits of a move list. PlayText and FindSAN keep to them, and so must
// a caller that plays a pasted move list its own way (package board
// does, to name the move and the side in its errors).
const (
	// MaxGameLength is the longest move list, in bytes.
	MaxGameLength = 1 << 20
	// MaxGameMoves is the number of moves of a move list.
	MaxGameMoves = 20_000
	// MaxMoveTokenLength is the longest single move (or move number) of
	// a move list, in bytes; the longest real ones ("+Lxaa35xab36@h3=+L/Eh1")
	// have about 30.
	MaxMoveTokenLength = 64
)

// clipLength is how much of a long token an error message shows.
const clipLength = 40

// clip shortens s for an error message: its first clipLength characters
// and "…" (whole UTF-8 characters when s is valid UTF-8).
func clip(s string) string {
	if len(s) <= clipLength+3 {
		return s
	}
	n := clipLength
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// parseCount reads a non-negative decimal number of at most max; it
// fails (without overflowing) on anything else, however long.
func parseCount(s string, max int) (int, bool) {
	if s == "" {
		return 0, false
	}
	for len(s) > 1 && s[0] == '0' {
		s = s[1:]
	}
	if len(s) > len(strconv.Itoa(max)) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n <= max
}

// digitsAt returns the end of the run of decimal digits starting at i.
func digitsAt(s string, i int) int {
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// tooLong is the message of a size limit.
func tooLong(what string, n int, unit string, limit int) string {
	return what + " is " + strconv.Itoa(n) + " " + unit + "; the limit is " + strconv.Itoa(limit)
}
