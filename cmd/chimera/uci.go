package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// uciMove writes a move the way UCI engines for variants do: from and to
// squares, a promotion ID in lower case, drops as ID@square, a pass as
// 0000. Multi-leg moves add their side-effect victims after a comma
// (e5f6,e5) so that each legal move has its own string.
func uciMove(v *core.Variant, m *core.Move) string {
	g := v.Geometry
	switch {
	case m.From < 0 && m.Flags&core.FlagPass != 0:
		return "0000"
	case m.Flags&core.FlagDrop != 0:
		// the face it is dropped as (Kyoto shogi: either)
		return v.Types[m.Result.Type()].ID + "@" + g.SquareName(int(m.To))
	}
	s := g.SquareName(int(m.From)) + g.SquareName(int(m.To))
	if m.Result != m.Piece && v.Types[m.Result.Type()].ID != v.Types[m.Piece.Type()].ID {
		// (a change that keeps the ID, like Xiangqi's soldier crossing the river, is not written)
		if v.Types[m.Piece.Type()].Promoted == m.Result.Type() {
			s += "+" // a shogi-style promotion, written as Fairy-Stockfish does
		} else {
			s += strings.ToLower(v.Types[m.Result.Type()].ID)
		}
	}
	if m.Gate != core.NoPiece {
		s += "/" + strings.ToLower(v.Types[m.Gate.Type()].ID)
		if m.GateSq != m.From {
			s += g.SquareName(int(m.GateSq))
		}
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] != m.To {
			s += "," + g.SquareName(int(m.Victims[i]))
		}
	}
	if m.Flags&core.FlagUnload != 0 {
		s += "@" + g.SquareName(int(m.UnloadSq))
	}
	return s
}

// runUCI speaks the UCI protocol on in/out: uci, isready, setoption
// (UCI_Variant: a shipped variant; VariantFile: a parameter-block file),
// ucinewgame, position, go (depth, movetime, wtime/btime/winc/binc,
// infinite), stop, quit.
func runUCI(args []string, in io.Reader, out io.Writer) error {
	variantName := "chess"
	if len(args) > 0 {
		variantName = args[0]
	}
	var mu sync.Mutex
	say := func(format string, a ...any) {
		mu.Lock()
		fmt.Fprintf(out, format+"\n", a...)
		mu.Unlock()
	}
	v, err := loadVariant(variantName)
	if err != nil {
		return err
	}
	pos, _ := core.StartPosition(v)
	var searcher *search.Searcher
	contempt := search.DefaultContempt
	var wg sync.WaitGroup
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		switch fields[0] {
		case "uci":
			say("id name Chimera")
			say("id author the Chimera developers")
			say("option name UCI_Variant type combo default %s var %s", variantName, strings.Join(variants.Names(), " var "))
			say("option name VariantFile type string default <empty>")
			say("option name Contempt type spin default %d min -1000 max 1000", search.DefaultContempt)
			say("uciok")
		case "isready":
			wg.Wait()
			say("readyok")
		case "setoption":
			line := strings.Join(fields[1:], " ")
			name, value, _ := strings.Cut(strings.TrimPrefix(line, "name "), " value ")
			if name == "UCI_Variant" || name == "VariantFile" {
				nv, err := loadVariant(strings.TrimSpace(value))
				if err != nil {
					say("info string %v", err)
					continue
				}
				v = nv
				pos, _ = core.StartPosition(v)
				searcher = nil // a new variant needs a new evaluation
			}
			if name == "Contempt" {
				n, err := strconv.Atoi(strings.TrimSpace(value))
				if err != nil || n < -1000 || n > 1000 {
					say("info string Contempt: want a number of centipawns from -1000 to 1000")
					continue
				}
				contempt = n
			}
		case "ucinewgame":
			wg.Wait()
			pos, _ = core.StartPosition(v)
			if searcher != nil {
				searcher.Clear()
			}
		case "position":
			wg.Wait()
			p, err := uciPosition(v, fields[1:])
			if err != nil {
				say("info string %v", err)
				continue
			}
			pos = p
		case "go":
			wg.Wait()
			limits := uciLimits(fields[1:], pos.Side())
			// one searcher per variant: its evaluation tables and what it
			// learnt (transposition table, history) carry over moves
			if searcher == nil {
				searcher = search.New(pos)
			} else {
				searcher.SetPosition(pos)
			}
			searcher.Contempt = contempt
			s := searcher
			p := pos
			wg.Add(1)
			go func() {
				defer wg.Done()
				var ml core.MoveList
				p.GenerateLegal(&ml)
				s.OnInfo = func(i search.Info) {
					pv := make([]string, len(i.PV))
					for k := range i.PV {
						pv[k] = uciMove(v, &i.PV[k])
					}
					say("info depth %d score %s nodes %d time %d pv %s", i.Depth, uciScore(i.Score), i.Nodes,
						i.Time.Milliseconds(), strings.Join(pv, " "))
				}
				info := s.Think(limits)
				if !info.Found {
					say("bestmove 0000")
					return
				}
				say("bestmove %s", uciMove(v, &info.Best))
			}()
		case "stop":
			if searcher != nil {
				searcher.Stop()
			}
			wg.Wait()
		case "quit":
			if searcher != nil {
				searcher.Stop()
			}
			wg.Wait()
			return nil
		}
	}
	wg.Wait()
	return sc.Err()
}

func uciScore(s int) string {
	switch {
	case s > search.Mate-200:
		return "mate " + strconv.Itoa((search.Mate-s+1)/2)
	case s < -search.Mate+200:
		return "mate -" + strconv.Itoa((search.Mate+s)/2)
	}
	return "cp " + strconv.Itoa(s)
}

// uciPosition reads "startpos|fen FEN... [moves m1 m2 ...]".
func uciPosition(v *core.Variant, f []string) (*core.Position, error) {
	var fen []string
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		i = 1
	case len(f) > 0 && f[0] == "fen":
		for i = 1; i < len(f) && f[i] != "moves"; i++ {
			fen = append(fen, f[i])
		}
	}
	p, err := notation.ParseFEN(v, strings.Join(fen, " "), notation.FENOptions{})
	if err != nil {
		return nil, err
	}
	if i < len(f) && f[i] == "moves" {
		for _, s := range f[i+1:] {
			var ml core.MoveList
			p.GenerateLegal(&ml)
			found := false
			for k := range ml.Moves {
				if uciMove(v, &ml.Moves[k]) == s {
					p.Make(&ml.Moves[k])
					found = true
					break
				}
			}
			if !found {
				return nil, fmt.Errorf("illegal move %s", s)
			}
		}
	}
	return p, nil
}

// uciOverhead (ms) is kept back from the clock for the time the move
// takes to reach the GUI on a busy machine.
const uciOverhead = 100

// uciLimits turns go's arguments into search limits: a depth, a fixed
// time, or a share of the clock (a 30th of the remaining time plus most
// of the increment).
func uciLimits(f []string, side core.Color) search.Limits {
	var l search.Limits
	val := func(i int) int {
		if i+1 < len(f) {
			n, _ := strconv.Atoi(f[i+1])
			return n
		}
		return 0
	}
	var tleft, inc int
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "depth":
			l.Depth = val(i)
		case "movetime":
			l.Time = time.Duration(val(i)) * time.Millisecond
		case "wtime":
			if side == core.White {
				tleft = val(i)
			}
		case "btime":
			if side == core.Black {
				tleft = val(i)
			}
		case "winc":
			if side == core.White {
				inc = val(i)
			}
		case "binc":
			if side == core.Black {
				inc = val(i)
			}
		}
	}
	if tleft > 0 && l.Time == 0 {
		// a target of a 30th of what is left plus most of the increment;
		// an iteration under way may run to three times that, never past a
		// quarter of what is left: the clock must not fall
		// (after keeping uciOverhead for the answer to reach the GUI)
		avail := max(tleft-uciOverhead, 1)
		target := max(min(avail/30+inc*3/4, avail/5), 1)
		l.Time = time.Duration(target) * time.Millisecond
		l.MaxTime = time.Duration(max(min(3*target, avail/4), 1)) * time.Millisecond
	}
	if l.Depth == 0 && l.Time == 0 {
		l.Time = 5 * time.Second
	}
	return l
}
