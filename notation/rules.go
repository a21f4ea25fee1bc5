package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// applyPieceKeys reads the per-piece keys written after piece lines:
// morph= (the type's morph board) and promoted= (its shogi-style promoted
// form, which '?' and '^' in morph boards refer to; a captured promoted
// piece goes to the hand as its unpromoted form).
func applyPieceKeys(v *core.Variant, pieces []pieceLine, moves *moveBudget) error {
	ids := make([]string, len(v.Types))
	for i, t := range v.Types {
		ids[i] = t.ID
	}
	g := v.Geometry
	im := newIDMatcher(ids)
	for t, pl := range pieces {
		if kv, ok := pl.extra["promoted"]; ok {
			pt := v.TypeByID(kv.val)
			if pt < 0 || pt == t {
				return &BlockError{kv.line, kv.token, lite.Quote(kv.val) + " is not the ID of another piece"}
			}
			v.Types[t].Promoted = pt
			v.Types[pt].Demoted = t
		}
	}
	for t, pl := range pieces {
		if kv, ok := pl.extra["linemoves"]; ok {
			spec, err := moves.parse(kv.val, kv.line, kv.token)
			if err != nil {
				return err
			}
			if err := noPrograms(spec, kv, "linemoves="); err != nil {
				return err
			}
			v.Types[t].LineMoves = spec
		}
		if kv, ok := pl.extra["promomove"]; ok {
			// promoMove=XBetza>ID: promotion-only moves into type ID
			// (cut at the last '>': a move in Parlett's notation, or a dagaz= look
			// beside ([x>N]), has its own)
			cut := strings.LastIndexByte(kv.val, '>')
			found := cut >= 0
			betza, id := kv.val, ""
			if found {
				betza, id = kv.val[:cut], kv.val[cut+1:]
			}
			pt := v.TypeByID(id)
			if !found || pt < 0 {
				return &BlockError{kv.line, kv.token, "promoMove is written XBetza>ID, e.g. mF>F"}
			}
			spec, err := moves.parse(betza, kv.line, kv.token)
			if err != nil {
				return err
			}
			if err := noPrograms(spec, kv, "promoMove="); err != nil {
				return err
			}
			v.Types[t].PromoMoves, v.Types[t].PromoTo = spec, pt
		}
		if kv, ok := pl.extra["promofrom"]; ok {
			white, black, err := parseSquares(kv.val, g, symmetryOf(v))
			if err != nil {
				return &BlockError{kv.line, kv.token, err.Error()}
			}
			for c, list := range [2][]int{white, black} {
				set := make([]bool, g.Size())
				for _, sq := range list {
					set[sq] = true
				}
				v.Types[t].PromoFrom[c] = set
			}
		}
		if kv, ok := pl.extra["promolimit"]; ok {
			n, ok := parseCount(kv.val, maxNumber)
			if !ok {
				return &BlockError{kv.line, kv.token, "promoLimit must be a number from 0 to " + strconv.Itoa(maxNumber)}
			}
			v.Types[t].PromoLimit = n
		}
		if kv, ok := pl.extra["promoquiet"]; ok {
			v.Types[t].PromoQuiet = kv.val == "1"
		}
		if kv, ok := pl.extra["promoanywhereiflast"]; ok {
			v.Types[t].PromoAnywhereIfLast = kv.val == "1"
		}
		if kv, ok := pl.extra["wall"]; ok {
			v.Types[t].Wall = kv.val == "1"
		}
		if kv, ok := pl.extra["burns"]; ok {
			v.Types[t].Burns = kv.val == "1"
		}
		if kv, ok := pl.extra["countsas"]; ok {
			ct := v.TypeByID(kv.val)
			if ct < 0 {
				return &BlockError{kv.line, kv.token, lite.Quote(kv.val) + " is not the ID of a piece"}
			}
			v.Types[t].CountsAs = ct + 1
		}
		if kv, ok := pl.extra["chase"]; ok {
			switch strings.ToLower(kv.val) {
			case "both":
				v.Types[t].Chase = core.ChaseBoth
			case "victim":
				v.Types[t].Chase = core.ChaseVictim
			case "none":
				v.Types[t].Chase = core.ChaseNone
			default:
				return &BlockError{kv.line, kv.token, "chase must be both, victim or none"}
			}
		}
		if kv, ok := pl.extra["dropfilelimit"]; ok {
			n, ok := parseCount(kv.val, maxNumber)
			if !ok {
				return &BlockError{kv.line, kv.token, "dropFileLimit must be a number from 0 to " + strconv.Itoa(maxNumber)}
			}
			v.Types[t].DropFileLimit = n
		}
		if kv, ok := pl.extra["flyrank"]; ok {
			n, ok := parseCount(kv.val, maxNumber)
			if !ok {
				return &BlockError{kv.line, kv.token, "flyRank must be a number from 0 to " + strconv.Itoa(maxNumber)}
			}
			v.Types[t].FlyRank = n
		}
		if kv, ok := pl.extra["value"]; ok {
			n, err := lite.Atoi(kv.val)
			if err != nil || n < 1 || n > 100000 {
				return &BlockError{kv.line, kv.token, "value must be a number of centipawns from 1 to 100000"}
			}
			v.Types[t].Value = n
		}
		if kv, ok := pl.extra["home"]; ok {
			white, black, err := parseSquares(kv.val, g, symmetryOf(v))
			if err != nil {
				return &BlockError{kv.line, kv.token, err.Error()}
			}
			v.Types[t].Home = [2][]int{white, black}
		}
		if kv, ok := pl.extra["blackmorph"]; ok {
			m, err := parseMorph(kv.val, g.Files, g.Ranks, im, t)
			if err != nil {
				return &BlockError{kv.line, kv.token, err.Error()}
			}
			v.Types[t].BlackMorph = m
		}
		if kv, ok := pl.extra["morph"]; ok {
			m, err := parseMorph(kv.val, g.Files, g.Ranks, im, t)
			if err != nil {
				return &BlockError{kv.line, kv.token, err.Error()}
			}
			v.Types[t].Morph = m
		}
	}
	return nil
}

func parseValue(s string) (core.Value, bool) {
	switch strings.ToLower(s) {
	case "win":
		return core.ValueWin, true
	case "loss", "lose":
		return core.ValueLoss, true
	case "draw":
		return core.ValueDraw, true
	case "none", "0", "":
		return core.ValueNone, true
	}
	return core.ValueNone, false
}

// applyRules reads the game-end and capture parameters.
func applyRules(v *core.Variant, params map[string]string, line map[string]int) error {
	r := &v.Rules
	bad := func(key, msg string) error {
		return &BlockError{line[strings.ToLower(key)], key + "=" + params[strings.ToLower(key)], msg}
	}
	values := []struct {
		key string
		dst *core.Value
	}{{"checkmate", &r.Checkmate}, {"stalemate", &r.Stalemate}, {"bareKing", &r.BareKing},
		{"extinctionValue", &r.ExtinctionValue}, {"repetitionValue", &r.RepetitionValue}, {"bikjang", &r.Bikjang}}
	for _, kv := range values {
		if s, ok := params[strings.ToLower(kv.key)]; ok {
			val, ok := parseValue(s)
			if !ok {
				return bad(kv.key, "must be win, loss, draw or none")
			}
			*kv.dst = val
		}
	}
	ints := []struct {
		key string
		dst *int
	}{{"repetition", &r.Repetition}, {"moveRule", &r.MoveRule}, {"checkLimit", &r.CheckLimit},
		{"dropRanks", &v.DropRanks},
		{"extinctionCount", &r.ExtinctionCount}, {"extinctionOpponentCount", &r.ExtinctionOpponentCount}}
	for _, kv := range ints {
		if s, ok := params[strings.ToLower(kv.key)]; ok {
			n, ok := parseCount(s, maxNumber)
			if !ok {
				return bad(kv.key, "must be a number from 0 to "+strconv.Itoa(maxNumber))
			}
			*kv.dst = n
		}
	}
	if s, ok := params["initialranks"]; ok {
		// N: the first N ranks; M-N: ranks M to N; after '/', the ii
		// moves' own window
		first, second, split := strings.Cut(s, "/")
		for i, part := range [2]string{first, second} {
			if i == 1 && !split {
				break
			}
			lo, hi, isRange := strings.Cut(part, "-")
			m, ok1 := parseCount(lo, maxNumber)
			n, ok2 := m, true
			if isRange {
				n, ok2 = parseCount(hi, maxNumber)
			}
			if !ok1 || !ok2 || isRange && (m < 1 || m > n) || i == 1 && n < 1 {
				return bad("initialRanks", "must be a number N (the first N ranks) or a range M-N of ranks, 1 <= M <= N, and after '/' the same for the ii moves")
			}
			from := 0
			if isRange {
				from = m - 1
			}
			if i == 0 {
				v.InitialRanks, v.InitialFrom = n, from
			} else {
				v.InitialRanks2, v.InitialFrom2 = n, from
			}
		}
	}
	if _, ok := params["moverule"]; ok {
		r.MoveRule *= 2 // written in moves, kept in plies
	}
	bools := []struct {
		key string
		dst *bool
	}{{"royalsFacing", &r.RoyalsFacing}, {"promoFromZone", &v.PromoFromZone}, {"promoOnEntry", &v.PromoOnEntry}, {"dropPromoted", &v.DropPromoted}, {"immobileDrops", &v.ImmobileDrops},
		{"checksForbidden", &r.ChecksForbidden}, {"goalReply", &r.GoalReply}, {"mustDrop", &v.MustDrop},
		{"checkEndsTurn", &r.CheckEndsTurn}, {"rifleCaptures", &v.RifleCaptures},
		{"relocateCaptures", &v.RelocateCaptures}, {"gating", &v.Gating}, {"pass", &v.PassMoves},
		{"mustCapture", &v.MustCapture}, {"extinctionRoyal", &v.ExtinctionRoyal}, {"dupleCheck", &v.DupleCheck},
		{"checkedRoyalStays", &v.CheckedRoyalStays}, {"keepPromotion", &v.KeepPromotion},
		{"gatingDrops", &v.GatingDrops}, {"extinctionClaim", &r.ExtinctionClaim}}
	for _, kv := range bools {
		if s, ok := params[strings.ToLower(kv.key)]; ok {
			switch s {
			case "1", "true", "yes":
				*kv.dst = true
			case "0", "false", "no":
				*kv.dst = false
			default:
				return bad(kv.key, "must be 0 or 1")
			}
		}
	}
	// royalsFacing=1 means they MAY NOT face each other
	if s, ok := params["perpetualcheck"]; ok {
		val, ok := parseValue(s)
		if !ok {
			return bad("perpetualCheck", "must be loss or none")
		}
		r.PerpetualCheckLoses = val == core.ValueLoss
	}
	if s, ok := params["perpetualchase"]; ok {
		val, ok := parseValue(s)
		if !ok || (val != core.ValueLoss && val != core.ValueNone) {
			return bad("perpetualChase", "must be loss or none")
		}
		r.PerpetualChaseLoses = val == core.ValueLoss
	}
	if s, ok := params["extinction"]; ok {
		r.Extinction = nil
		if r.ExtinctionValue == core.ValueNone {
			r.ExtinctionValue = core.ValueLoss
		}
		if s == "*" {
			r.Extinction = []int{-1}
		} else {
			set, err := typeSet(v, s)
			if err != nil {
				return bad("extinction", err.Error())
			}
			for t, on := range set {
				if on {
					r.Extinction = append(r.Extinction, t)
				}
			}
		}
	}
	if s, ok := params["explosionimmune"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("explosionImmune", err.Error())
		}
		v.ExplosionImmune = set
	}
	if s, ok := params["blastimmune"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("blastImmune", err.Error())
		}
		v.BlastImmune = set
	}
	if s, ok := params["lines"]; ok {
		sqs, _, err := parseSquares(s, v.Geometry, "none")
		if err != nil {
			return bad("lines", err.Error())
		}
		v.Lines = make([]bool, v.Geometry.Size())
		for _, sq := range sqs {
			v.Lines[sq] = true
		}
	}
	if s, ok := params["diagonals"]; ok {
		d, err := parseDiagonals(s, v.Geometry)
		if err != nil {
			return bad("diagonals", err.Error())
		}
		v.Geometry.Diagonals = d
	}
	if s, ok := params["blackholes"]; ok {
		sqs, _, err := parseSquares(s, v.Geometry, "none")
		if err != nil {
			return bad("blackHoles", err.Error())
		}
		v.BlackHoles = make([]bool, v.Geometry.Size())
		for _, sq := range sqs {
			v.BlackHoles[sq] = true
		}
	}
	if s, ok := params["turns"]; ok {
		switch strings.ToLower(s) {
		case "fibonacci":
			r.TurnsFibonacci = true
		case "progressive":
			r.TurnsProgressive = true
		default:
			for _, f := range strings.Split(s, ",") {
				n, err := lite.Atoi(f)
				if err != nil || n < 1 || n > 60 {
					return bad("turns", "must be fibonacci, progressive or a list of move counts such as 1,2")
				}
				r.Turns = append(r.Turns, n)
			}
		}
	}
	if s, ok := params["oppositecolordrops"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("oppositeColorDrops", err.Error())
		}
		v.OppositeColorDrops = set
	}
	sets := []struct {
		key string
		dst *[]bool
	}{{"antiTrade", &v.AntiTrade.Protected}, {"antiTradeNever", &v.AntiTrade.Never},
		{"antiTradeBridge", &v.AntiTrade.Bridge}, {"counterStrike", &v.AntiTrade.CounterStrike}}
	for _, kv := range sets {
		if s, ok := params[strings.ToLower(kv.key)]; ok {
			set, err := typeSet(v, s)
			if err != nil {
				return bad(kv.key, err.Error())
			}
			*kv.dst = set
		}
	}
	if err := applyPlacementRules(v, params, bad); err != nil {
		return err
	}
	if err := applyGoalRule(v, params, bad); err != nil {
		return err
	}
	if err := applyWallPlacing(v, params, bad); err != nil {
		return err
	}
	if err := applySides(v, params, bad); err != nil {
		return err
	}
	if s, ok := params["antitradeadjacent"]; ok {
		v.AntiTrade.Adjacent = s == "1"
	}
	if s, ok := params["dropnomate"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("dropNoMate", err.Error())
		}
		v.DropNoMate = set
	}
	if s, ok := params["dropnocheck"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("dropNoCheck", err.Error())
		}
		v.DropNoCheck = set
	}
	if s, ok := params["mustdroptype"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("mustDropType", err.Error())
		}
		v.MustDropTypes = set
	}
	if s, ok := params["dropmateloses"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("dropMateLoses", err.Error())
		}
		v.DropMateLoses = set
	}
	for _, k := range [...]struct {
		key  string
		name string
		set  *[]bool
	}{{"matelosesby", "mateLosesBy", &v.Rules.MateLosesBy}, {"mateneedscheckby", "mateNeedsCheckBy", &v.Rules.MateNeedsCheckBy}} {
		if s, ok := params[k.key]; ok {
			set, err := typeSet(v, s)
			if err != nil {
				return bad(k.name, err.Error())
			}
			*k.set = set
		}
	}
	if s, ok := params["castlepartners"]; ok {
		w, b, two := strings.Cut(s, "/")
		if !two {
			b = w
		}
		for c, ids := range [2]string{w, b} {
			set, err := typeSet(v, ids)
			if err != nil {
				return bad("castlePartners", err.Error())
			}
			v.CastlePartners[c] = set
		}
	}
	if s, ok := params["castlefiles"]; ok {
		a, b, found := strings.Cut(s, ",")
		qa, qb := v.Geometry.ParseSquare(a+"1"), v.Geometry.ParseSquare(b+"1")
		if !found || qa < 0 || qb < 0 {
			return bad("castleFiles", "must be two files, e.g. castleFiles=c,g")
		}
		v.CastleFiles = [2]int{v.Geometry.FileOf(qa), v.Geometry.FileOf(qb)}
		v.Castle960 = true
	}
	if s, ok := params["shuffle"]; ok {
		sqs, err := parseShuffle(s, v.Geometry)
		if err != nil {
			return bad("shuffle", err.Error())
		}
		v.Shuffle = sqs
	}
	ids := make([]string, len(v.Types))
	for i, t := range v.Types {
		ids[i] = t.ID
	}
	if s, ok := params["capturematrix"]; ok {
		cm, err := parseCaptureMatrix(s, ids)
		if err != nil {
			return bad("captureMatrix", err.Error())
		}
		v.CaptureMatrix = cm
	}
	forbidWallCaptures(v)
	if s, ok := params["atomic"]; ok && s == "1" {
		// every capture explodes: the capture matrix gets '@' in every
		// enemy column where it has nothing else
		if v.CaptureMatrix == nil {
			v.CaptureMatrix = make(core.CaptureMatrix, len(v.Types))
			for t := range v.CaptureMatrix {
				v.CaptureMatrix[t] = make([]core.CaptureCell, 1+2*len(v.Types))
			}
		}
		for t := range v.CaptureMatrix {
			for col := 1; col <= len(v.Types); col++ {
				if v.CaptureMatrix[t][col].Kind == core.CaptureNone {
					v.CaptureMatrix[t][col].Kind = core.CaptureExplode
				}
			}
		}
	}
	return nil
}

func symmetryOf(v *core.Variant) string {
	if v.Symmetry == "" {
		return "mirror"
	}
	return v.Symmetry
}

// noPrograms refuses path programs in the piece extras that take moves
// (linemoves=, promoMove=): their generators read legs only.
func noPrograms(spec core.MoveSpec, kv keyVal, key string) error {
	for _, p := range spec.Paths {
		if p.Program != nil {
			return &BlockError{kv.line, kv.token, key + " takes moves that legs can express; " +
				lite.Quote(clip(p.Program.Source)) + " needs a path program (see the README, Move languages)"}
		}
	}
	return nil
}
