package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/chromedp/chromedp"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
	"github.com/chimera-variants/chimera/variants/nets"
)

// The strong-level rows of `chimera bench --browser`: the page's AI as a
// player meets it, at its strongest level (search.Level("strong"): four
// seconds, no noise, the default contempt), run the way the page runs it
// (chimera.think in chimera-worker.js, a Web Worker), beside the same
// search natively. The trees differ (each side searches as deep as its
// time allows), so the rows compare speeds and depths, not node counts.

// strongCases are the positions of the strong-level rows: a variant's
// start, or the position after moves (SAN, as the page's move list),
// searched with the hand-made evaluation or with the variant's shipped
// network (natively nets.For; in the page the worker fetches the copy
// build.sh puts in dist/nets/, as a block's evalNet= has it do).
var strongCases = []struct {
	variant, moves string
	net            bool
}{
	{"chess", "", false},
	{"chess", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7", false},
	{"xiangqi", "", false},
	{"shogi", "", false},
	{"chess", "", true},
	{"xiangqi", "", true},
}

// strongSearchJS is the bench page's strongSearch(text, moves, level):
// one job for the page's worker, timed from its first iteration's report
// (after the set-up: the program's start, the evaluation's tables) to its
// result, with the nodes searched in between.
const strongSearchJS = `let worker = null, jobs = 0;
function strongSearch(text, moves, level, net) {
	if (!worker) worker = new Worker("chimera-worker.js");
	const id = ++jobs;
	return new Promise(resolve => {
		let first = null, firstAt = 0;
		worker.onmessage = e => {
			const m = e.data;
			if (!m || m.id !== id) return;
			if (m.progress) {
				if (!first) { first = m.progress; firstAt = performance.now(); }
				return;
			}
			const r = m.result;
			if (r.error || !first) { resolve({error: r.error ? r.error.message : "no iteration reported"}); return; }
			if (net && !r.net) { resolve({error: "the network was not used: " + (r.netError || "no reason given")}); return; }
			resolve({nodes: r.nodes - first.nodes, ms: performance.now() - firstAt, depth: r.depth});
		};
		worker.postMessage({id, text, moves, level, net});
	});
}`

// strongResult is one strong-level search: its nodes and time after the
// first iteration, and the depth it completed.
type strongResult struct {
	Nodes float64 `json:"nodes"`
	MS    float64 `json:"ms"`
	Depth int     `json:"depth"`
	Error string  `json:"error"`
}

func (r strongResult) nodesPerSecond() float64 {
	if r.MS <= 0 {
		return 0
	}
	return r.Nodes / (r.MS / 1000)
}

// strongNative runs the page's search natively: a fresh searcher with the
// page's contempt, the level's limits, timed as the page's is; withNet
// gives it the variant's shipped network.
func strongNative(variant, moves, level string, withNet bool) (strongResult, error) {
	v, err := loadVariant(variant)
	if err != nil {
		return strongResult{}, err
	}
	p, err := core.StartPosition(v)
	if err != nil {
		return strongResult{}, err
	}
	if _, err := notation.PlayText(p, moves); err != nil {
		return strongResult{}, fmt.Errorf("%s %q: %v", variant, moves, err)
	}
	limits, ok := search.Level(level)
	if !ok {
		return strongResult{}, fmt.Errorf("no level %q", level)
	}
	s := search.New(p)
	s.Contempt = s.PlayingContempt()
	if withNet {
		n := nets.For(v)
		if n == nil {
			return strongResult{}, fmt.Errorf("no network is shipped for %s", variant)
		}
		if err := s.SetNet(n); err != nil {
			return strongResult{}, err
		}
	}
	var first search.Info
	s.OnInfo = func(i search.Info) {
		if i.Depth == 1 {
			first = i
		}
	}
	runtime.GC() // as the page does before it searches
	info := s.Think(limits)
	return strongResult{Nodes: float64(info.Nodes - first.Nodes), MS: float64(info.Time-first.Time) / float64(search.Millisecond),
		Depth: info.Depth}, nil
}

// benchStrong prints the strong-level rows: each position searched
// natively and then in the page's worker, and the ratio of the speeds.
func benchStrong(ctx context.Context, out io.Writer) error {
	call := func(variant, moves, level string, withNet bool) string {
		text, _ := variants.Block(variant)
		block, _ := json.Marshal(text)
		m, _ := json.Marshal(moves)
		url := ""
		if withNet {
			url = "nets/" + variant + ".net"
		}
		return fmt.Sprintf("strongSearch(%s, %s, %q, %q)", block, m, level, url)
	}
	// warm up the worker: its program starts, and Chromium optimises
	// the wasm in the background
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[strongResult](call("chess", "", "club", false), chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("the page's worker: %w", err)
	}
	for _, c := range strongCases {
		native, err := strongNative(c.variant, c.moves, "strong", c.net)
		if err != nil {
			return err
		}
		page, err := chromedp.Run(ctx, chromedp.Evaluate[strongResult](call(c.variant, c.moves, "strong", c.net), chromedp.EvalAwaitPromise))
		if err != nil {
			return fmt.Errorf("%s: %w", c.variant, err)
		}
		if page.Error != "" {
			return fmt.Errorf("%s: the page's search: %s", c.variant, page.Error)
		}
		where := "start"
		if c.moves != "" {
			where = fmt.Sprintf("after %d plies", len(strings.Fields(c.moves)))
		}
		if c.net {
			where += ", network"
		}
		line := fmt.Sprintf("strong %-8s %-23s native depth %2d %7.0f k nodes/s, page worker in Chromium depth %2d %7.0f k nodes/s",
			c.variant, where, native.Depth, native.nodesPerSecond()/1e3, page.Depth, page.nodesPerSecond()/1e3)
		if n := native.nodesPerSecond(); n > 0 {
			line += fmt.Sprintf(", %.2f of native", page.nodesPerSecond()/n)
		}
		fmt.Fprintln(out, line)
	}
	return nil
}
