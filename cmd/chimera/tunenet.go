package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/internal/nnet/learn"
	"github.com/chimera-variants/chimera/internal/texel"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants/nets"
)

// netSettings are tune's flags for a learnt evaluation (--net).
type netSettings struct {
	file           string
	hidden, epochs int
	rate           float64
	onTop          bool
	kingBuckets    bool
	share          int
	seed           int64
	// from: the network files to start from (--from), averaged when
	// more than one
	from fileList
}

// trainNet fits a network (internal/nnet) to the samples' targets and
// writes it. Its centipawns are put on the hand-made evaluation's
// scale: the K that best turns that evaluation's scores of the samples
// into their targets sets the network's Scale, so the search's margins
// mean what they meant. The last tenth of the samples (the last games
// read) is held out to choose the epoch kept.
func trainNet(v *core.Variant, samples []tuneSample, ns netSettings, out io.Writer) error {
	start, err := core.StartPosition(v)
	if err != nil {
		return err
	}
	ev := search.New(start).Evaluator()
	kb := ns.kingBuckets
	inputs, base := search.NetInputs(v, kb), search.NetBaseInputs(v)
	// with king buckets the network is trained factored (learn.Factored)
	// and folded once trained
	view := func(p *core.Position, c core.Color) []int32 {
		f := search.NetFeatures(p, c, kb, nil)
		if kb {
			f = learn.Factored(f, inputs/base, base)
		}
		return f
	}
	all := make([]learn.Sample, 0, len(samples))
	scores, results := make([]float64, 0, len(samples)), make([]float64, 0, len(samples))
	for _, s := range samples {
		p, err := notation.ParseFEN(v, s.fen, notation.FENOptions{})
		if err != nil {
			return fmt.Errorf("position %q: %v", s.fen, err)
		}
		target := s.result // for White
		if p.Side() == core.Black {
			target = 1 - target
		}
		scores = append(scores, float64(ev.Evaluate(p)))
		results = append(results, target)
		all = append(all, learn.Sample{
			Own:    view(p, p.Side()),
			Other:  view(p, p.Side().Other()),
			Target: float32(target),
		})
	}
	k := texel.FitK(scores, results)
	scale := float32(400 / (k * math.Ln10))
	if ns.onTop {
		for i := range all {
			all[i].Base = float32(scores[i]) / scale
		}
	}
	fmt.Fprintf(out, "the hand-made evaluation foretells the targets at K %.3f (error %.5f): %.0f centipawns a unit of the network\n",
		k, texel.MeanSquaredError(k, scores, results), scale)
	trained := inputs
	if kb {
		trained += base
	}
	var n *nnet.Net
	if len(ns.from) > 0 {
		if n, err = startNet(v, ns, scale, base); err != nil {
			return err
		}
		fmt.Fprintf(out, "started from %s (%d hidden units)\n", ns.from.String(), n.Hidden)
	} else if n, err = learn.New(trained, ns.hidden, scale, ns.seed); err != nil {
		return err
	}
	n.OnTop, n.KingBuckets = ns.onTop, kb
	held := len(all) / 10
	fmt.Fprintf(out, "the hand-made evaluation's error on the positions held out: %.5f\n",
		texel.MeanSquaredError(k, scores[len(all)-held:], results[len(all)-held:]))
	started := time.Now()
	learn.Train(n, all[:len(all)-held], all[len(all)-held:], learn.Options{Epochs: ns.epochs, Batch: 256, Rate: ns.rate, Seed: ns.seed}, out)
	fmt.Fprintf(out, "trained in %s\n", time.Since(started).Round(time.Second))
	if kb {
		if err := learn.Fold(n, base); err != nil {
			return err
		}
		for i := range all {
			all[i].Own = all[i].Own[:len(all[i].Own)/2]
			all[i].Other = all[i].Other[:len(all[i].Other)/2]
		}
		fmt.Fprintf(out, "folded into %d king buckets: error on the positions held out %.5f\n", inputs/base, learn.Loss(n, all[len(all)-held:]))
	}
	if ns.onTop {
		shift := learn.Centre(n, all)
		fmt.Fprintf(out, "the correction centred: %+.0f centipawns taken from every position (error on the positions held out now %.5f)\n",
			float64(shift*scale), learn.Loss(n, all[len(all)-held:]))
		if ns.share != 100 {
			learn.Shrink(n, float32(ns.share)/100)
			fmt.Fprintf(out, "%d%% of the correction kept (error on the positions held out now %.5f)\n", ns.share, learn.Loss(n, all[len(all)-held:]))
		}
	}
	// the file keeps the first layer a byte a weight: what a search
	// will use is the network read back
	data := nnet.Encode(n)
	if n, err = nnet.Decode(data, inputs); err != nil {
		return err
	}
	fmt.Fprintf(out, "as written (a byte a first-layer weight): error on the positions held out %.5f\n", learn.Loss(n, all[len(all)-held:]))
	return os.WriteFile(ns.file, data, 0o644)
}

// startNet is the network --from names (the average of the networks
// it names, learn.Average), made ready to train on: its
// output put on this training's scale (the same centipawns for every
// position), and with king buckets a shared set of base features added
// at zero (learn.Factored's layout), so that it starts as it was.
func startNet(v *core.Variant, ns netSettings, scale float32, base int) (*nnet.Net, error) {
	var from []*nnet.Net
	for _, name := range ns.from {
		n, err := fromNet(v, name)
		if err != nil {
			return nil, err
		}
		if n.OnTop != ns.onTop || n.KingBuckets != ns.kingBuckets {
			return nil, fmt.Errorf("--from %s: a network trained with on-top %t and king buckets %t; this training has %t and %t",
				name, n.OnTop, n.KingBuckets, ns.onTop, ns.kingBuckets)
		}
		from = append(from, n)
	}
	n, err := learn.Average(from...)
	if err != nil {
		return nil, fmt.Errorf("--from: %v", err)
	}
	k := n.Scale / scale
	for i := range n.W2 {
		n.W2[i] *= k
	}
	n.B2 *= k
	n.Scale = scale
	if ns.kingBuckets {
		n.W1 = append(n.W1, make([]float32, base*n.Hidden)...)
		n.Inputs += base
	}
	return n, nil
}

// fromNet reads one network --from names: a file, or <shipped> for the
// variant's shipped network.
func fromNet(v *core.Variant, name string) (*nnet.Net, error) {
	if name != "<shipped>" {
		n, err := readNet(name, v)
		if err != nil {
			return nil, fmt.Errorf("--from %v", err)
		}
		return n, nil
	}
	// a network of its own: For decodes the file anew
	n := nets.For(v)
	if n == nil {
		return nil, fmt.Errorf("--from <shipped>: no network is shipped for %s", v.Name)
	}
	return n, nil
}

// readNet reads a network file (chimera tune --net) for variant v.
func readNet(name string, v *core.Variant) (*nnet.Net, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	// the largest file a network for v can be
	if limit := int64(search.NetInputs(v, true)+8)*nnet.MaxHidden + 4096; info.Size() > limit {
		return nil, fmt.Errorf("%s: %d bytes, more than a network for %s can hold", name, info.Size(), v.Name)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	n, err := nnet.Decode(data, 1<<20) // the file's size bounds what it allocates
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if err := search.NetFits(v, n); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return n, nil
}

// variantNet is the network variant v plays with unless told otherwise:
// the file its block names with evalNet= (found beside the block), else
// the one shipped for it (variants/nets), else none.
func variantNet(v *core.Variant) (*nnet.Net, error) {
	if file := v.Params["evalnet"]; file != "" {
		n, err := readNet(file, v)
		if err != nil {
			return nil, fmt.Errorf("evalNet not used: %v", err)
		}
		return n, nil
	}
	return nets.For(v), nil
}

// newSearcher is search.New with the network of p's variant
// (variantNet): the engine the commands play with. The error says why a
// block's evalNet= was not used; the searcher is made all the same.
func newSearcher(p *core.Position) (*search.Searcher, error) {
	s := search.New(p)
	n, err := variantNet(p.Variant())
	if n != nil {
		if e := s.SetNet(n); e != nil {
			err = e
		}
	}
	return s, err
}
