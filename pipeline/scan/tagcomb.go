package scan

import (
	"hash/fnv"
	"math"
	"slices"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// The learned tag decision: per tag, a small logistic combiner whose
// inputs are the detector's calibrated score and the polarity reader's
// reading (set, cleared or silent; whether it was read of the keyword
// matcher's own item or of another middle), plus the chosen middle. It
// decides the tag both ways: a reader tag can be taken back by strong
// contrary detector evidence and a detector-only tag can be set, where the
// older rule (textPolicy.TagMin) could only add tags the reader left
// silent. A tag that does not apply to the middle is never set. It is
// fitted on the detectors' held-out scores of the corpus lines
// (choosePolicy), never on eval sets.

// tagReading is what the polarity reader made of a text's tags for the
// chosen middle.
type tagReading struct {
	tags, cleared []string
	// other is true when the middle is not the keyword matcher's, so the
	// reading is catalog.TagsFor's of that middle, not the match's own.
	other bool
}

// tagCombiner holds, per tag, the logistic weights over combinerFeatures.
type tagCombiner struct {
	// labels orders the other detectors' scores, and middles the middle
	// indicators, in the features.
	labels, middles []string
	w               map[string][]float64
	// margin is, per tag, how far from one half the probability must be
	// to overrule the reader (set a tag it left silent or cleared, or
	// drop one it set): chosen by the nested cross-validation.
	margin map[string]float64
}

// gridMargin is where choosePolicy looks for each tag's margin, from the
// most conservative (ties keep the reader).
var gridMargin = []float64{0.45, 0.4, 0.3, 0.2, 0.1, 0}

// combinerCross adds the other tags' detector scores to each combiner's
// inputs.
var combinerCross = true

// combinerDense is the number of features before the middle indicators.
const combinerDense = 7

// features is the combiner's input for tag t: bias, the detector's score
// as a logit, reader set, reader cleared, each of these times the logit
// (how far the reader's word outweighs the detector), the reading being of
// another middle, the other detectors' scores as logits, and the middle's
// indicator. scores are the detectors' over c.labels.
func (c *tagCombiner) features(t string, scores []float64, r tagReading, middle string) []float64 {
	x := make([]float64, c.dim())
	ti := slices.Index(c.labels, t)
	lg := logit(scores[ti])
	if combinerCross {
		for u, s := range scores {
			if u != ti {
				x[combinerDense+u] = logit(s)
			}
		}
	}
	set, clr := b2f(slices.Contains(r.tags, t)), b2f(slices.Contains(r.cleared, t))
	x[0], x[1], x[2], x[3], x[4], x[5], x[6] = 1, lg, set, clr, set*lg, clr*lg, b2f(r.other)
	if k := slices.Index(c.middles, middle); k >= 0 {
		x[combinerDense+len(c.labels)+k] = 1
	}
	return x
}

func (c *tagCombiner) dim() int { return combinerDense + len(c.labels) + len(c.middles) }

// prob is the combiner's probability that tag t holds.
func (c *tagCombiner) prob(t string, scores []float64, r tagReading, middle string) (float64, bool) {
	w, ok := c.w[t]
	if !ok {
		return 0, false
	}
	return sigmoid(dotDense(w, c.features(t, scores, r, middle))), true
}

// decide returns the tags for a text read as middle: per tag with a
// combiner, set when its probability is at least one half; tags without
// one keep the reader's reading; tags that do not apply to middle never.
func (c *tagCombiner) decide(cat *catalog.Catalog, middle string, r tagReading, tagLabels []string, tagScores []float64) []string {
	return c.decideWith(cat, middle, r, func(t string) (float64, bool) {
		if !slices.Contains(tagLabels, t) {
			return 0, false
		}
		return c.prob(t, tagScores, r, middle)
	})
}

// decideWith is decide with each tag's probability from prob; where prob
// has none (no detector, no fitted model), the reader's reading stands.
func (c *tagCombiner) decideWith(cat *catalog.Catalog, middle string, r tagReading, prob func(t string) (float64, bool)) []string {
	var out []string
	for _, t := range cat.TagKeys() {
		if !cat.TagApplies(t, middle) {
			continue
		}
		reader := slices.Contains(r.tags, t)
		if p, ok := prob(t); ok {
			reader = c.holds(t, p, reader)
		}
		if reader {
			out = append(out, t)
		}
	}
	return out
}

// holds decides tag t from the combiner's probability p and whether the
// reader set it.
func (c *tagCombiner) holds(t string, p float64, reader bool) bool {
	m := c.margin[t]
	if reader {
		return p >= 0.5-m
	}
	return p >= 0.5+m
}

// combinerSample is one corpus line's input for one tag.
type combinerSample struct {
	x []float64
	y bool
}

// combinerLambda is the L2 penalty of the combiner's weights (the bias is
// not penalised): light, against lines the thousands.
const combinerLambda = 1.0

// fitLogistic fits L2-penalised logistic regression by Newton's method.
// x rows are mostly zeros (one middle indicator), so the Hessian skips
// them.
func fitLogistic(samples []combinerSample, dim int) []float64 {
	w := make([]float64, dim)
	nz := make([]int, 0, dim)
	for iter := 0; iter < 30; iter++ {
		g := make([]float64, dim)
		h := make([][]float64, dim)
		for a := range h {
			h[a] = make([]float64, dim)
		}
		for a := 1; a < dim; a++ {
			g[a] = combinerLambda * w[a]
			h[a][a] = combinerLambda
		}
		h[0][0] = 1e-6
		for _, s := range samples {
			p := sigmoid(dotDense(w, s.x))
			d := p
			if s.y {
				d = p - 1
			}
			v := p * (1 - p)
			nz = nz[:0]
			for a, xa := range s.x {
				if xa != 0 {
					nz = append(nz, a)
				}
			}
			for _, a := range nz {
				g[a] += d * s.x[a]
				for _, b := range nz {
					h[a][b] += v * s.x[a] * s.x[b]
				}
			}
		}
		step := solve(h, g)
		if step == nil {
			break
		}
		most := 0.0
		for a := range w {
			w[a] -= step[a]
			most = max(most, math.Abs(step[a]))
		}
		if most < 1e-7 {
			break
		}
	}
	return w
}

// solve returns x with h x = g by Gaussian elimination with partial
// pivoting (h and g are overwritten); nil when h is singular.
func solve(h [][]float64, g []float64) []float64 {
	n := len(g)
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(h[r][c]) > math.Abs(h[p][c]) {
				p = r
			}
		}
		if math.Abs(h[p][c]) < 1e-12 {
			return nil
		}
		h[c], h[p] = h[p], h[c]
		g[c], g[p] = g[p], g[c]
		for r := c + 1; r < n; r++ {
			f := h[r][c] / h[c][c]
			if f == 0 {
				continue
			}
			for k := c; k < n; k++ {
				h[r][k] -= f * h[c][k]
			}
			g[r] -= f * g[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := g[r]
		for k := r + 1; k < n; k++ {
			s -= h[r][k] * x[k]
		}
		x[r] = s / h[r][r]
	}
	return x
}

// combinerLine is one corpus line as the combiner sees it.
type combinerLine struct {
	id, middle string // the chosen middle; "" leaves the reader's tags
	reading    tagReading
	tscores    []float64
	want       []string
}

// fitTagCombiner fits one combiner per tag over the lines whose chosen
// middle the tag applies to; skip, when set, leaves out the lines it is
// true for (the held-out fold of a nested cross-validation).
func fitTagCombiner(cat *catalog.Catalog, middles, tagLabels []string, lines []combinerLine, skip func(i int) bool) *tagCombiner {
	c := &tagCombiner{labels: tagLabels, middles: middles, w: map[string][]float64{}, margin: map[string]float64{}}
	dim := c.dim()
	for _, t := range tagLabels {
		var ss []combinerSample
		for i, l := range lines {
			if l.middle == "" || (skip != nil && skip(i)) || !cat.TagApplies(t, l.middle) {
				continue
			}
			ss = append(ss, combinerSample{x: c.features(t, l.tscores, l.reading, l.middle), y: slices.Contains(l.want, t)})
		}
		if len(ss) > 0 {
			c.w[t] = fitLogistic(ss, dim)
		}
	}
	return c
}

// combinerFold is the nested cross-validation's fold of a corpus line,
// from its id (independent of the detectors' folds, whose scores are
// held-out already).
func combinerFold(id string, k int) int {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int(h.Sum32() % uint32(k))
}

func logit(p float64) float64 {
	p = min(max(p, 1e-4), 1-1e-4)
	return math.Log(p / (1 - p))
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func dotDense(w, x []float64) float64 {
	s := 0.0
	for i, v := range x {
		s += w[i] * v
	}
	return s
}
