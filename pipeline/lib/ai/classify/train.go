package classify

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
)

// train runs the whole pipeline with resolved options. It also returns
// each example's held-out scores: per example, per label, the calibrated
// score averaged over the cross-validation repeats (training scores without
// CV).
func train(examples []Example, labels []string, o Options) (*Model, [][]float64, error) {
	m := &Model{
		feat: featurizer{
			bits: o.HashBits, wordNgrams: o.WordNgrams,
			charMin: o.CharMin, charMax: o.CharMax, charWeight: o.CharWeight,
			extra: o.Extractor, extraWeight: o.ExtractorWeight,
		},
		labels: labels,
	}
	if o.CharWeight <= 0 {
		m.feat.charMax, m.feat.charWeight = 0, 0
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	xs := m.buildVocab(examples, o, workers)
	dim := len(m.buckets)
	ys := make([][]int8, len(labels))
	for l, name := range labels {
		ys[l] = make([]int8, len(examples))
		for i, e := range examples {
			switch {
			case slices.Contains(e.Labels, name):
				ys[l][i] = 1
			case slices.Contains(e.Skip, name):
				ys[l][i] = 0 // not trained on for this label
			default:
				ys[l][i] = -1
			}
		}
	}
	params := func(y []int8, l, fold int) svmParams {
		var pos, neg float64
		for _, v := range y {
			if v > 0 {
				pos++
			} else if v < 0 {
				neg++
			}
		}
		cPos := o.C
		if pos > 0 && neg > 0 {
			cPos = o.C * math.Pow(neg/pos, o.PosWeight)
		}
		return svmParams{cPos: cPos, cNeg: o.C, eps: o.Eps, maxIter: o.MaxIter,
			bias: 1, seed: o.Seed*1000003 + uint64(l)*101 + uint64(fold)}
	}

	// One pool of SVM fits: the final model per label (rep -1) plus, per
	// label, Repeats runs of k-fold cross-validation whose held-out
	// decisions set the thresholds and the calibration. Without CV the
	// training decisions stand in (optimistic).
	n, N := len(labels), len(examples)
	folds := min(o.Folds, N)
	reps := 0
	if folds >= 2 {
		reps = max(o.Repeats, 1)
	}
	foldOf := make([][]int, reps)
	for r := range foldOf {
		foldOf[r] = assignFolds(examples, folds, o.Seed+uint64(r)*7919, o.GroupFolds)
	}
	oof := make([][]float64, n)
	for l := range oof {
		oof[l] = make([]float64, max(reps, 1)*N)
	}
	m.weights = make([][]float32, n)
	m.bias = make([]float32, n)
	type job struct{ l, r, f int }
	var jobs []job
	for l := range labels {
		jobs = append(jobs, job{l, -1, 0})
		for r := 0; r < reps; r++ {
			for f := 0; f < folds; f++ {
				jobs = append(jobs, job{l, r, f})
			}
		}
	}
	runJobs(len(jobs), workers, func(j int) {
		l, r, f := jobs[j].l, jobs[j].r, jobs[j].f
		if r < 0 {
			tx, ty := xs, ys[l]
			if slices.Contains(ty, 0) {
				tx, ty = nil, nil
				for i, x := range xs {
					if ys[l][i] != 0 {
						tx, ty = append(tx, x), append(ty, ys[l][i])
					}
				}
			}
			w, b := trainSVM(tx, ty, dim, params(ty, l, 0))
			m.weights[l] = make([]float32, dim)
			for i, v := range w {
				m.weights[l][i] = float32(v)
			}
			m.bias[l] = float32(b)
			return
		}
		fold := foldOf[r]
		var tx []sparse
		var ty []int8
		for i := range xs {
			if fold[i] != f && ys[l][i] != 0 {
				tx = append(tx, xs[i])
				ty = append(ty, ys[l][i])
			}
		}
		w, b := trainSVM(tx, ty, dim, params(ty, l, (r+1)*1000+f))
		for i, x := range xs {
			if fold[i] == f {
				s := b
				for k, o := range x.idx {
					s += w[o] * float64(x.val[k])
				}
				oof[l][r*N+i] = s
			}
		}
	})
	m.threshold = make([]float32, n)
	m.plattA = make([]float32, n)
	m.plattB = make([]float32, n)
	runJobs(n, workers, func(l int) {
		y := ys[l]
		if reps > 0 {
			y = slices.Repeat(y, reps)
		} else {
			for i, x := range xs {
				oof[l][i] = dot(m.weights[l], m.bias[l], x)
			}
		}
		// thresholds and calibration on the examples the label trains on
		dec := oof[l]
		if slices.Contains(y, 0) {
			dec, y = nil, slices.DeleteFunc(slices.Clone(y), func(v int8) bool { return v == 0 })
			for k, v := range slices.Repeat(ys[l], max(reps, 1)) {
				if v != 0 {
					dec = append(dec, oof[l][k])
				}
			}
		}
		if reps > 0 {
			t, _ := bestThreshold(dec, y, 0)
			m.threshold[l] = float32((1 - o.ThresholdShrink) * t)
		}
		a, b := plattFit(dec, y)
		m.plattA[l], m.plattB[l] = float32(a), float32(b)
	})
	held := make([][]float64, N)
	for i := range held {
		held[i] = make([]float64, n)
		for l := range labels {
			r := max(reps, 1)
			for k := 0; k < r; k++ {
				held[i][l] += sigmoidProb(float64(m.plattA[l]), float64(m.plattB[l]), oof[l][k*N+i]) / float64(r)
			}
		}
	}
	return m, held, nil
}

// buildVocab counts hashed features, keeps those passing MinDF and
// MinGroups, sets IDF weights and returns the training vectors.
func (m *Model) buildVocab(examples []Example, o Options, workers int) []sparse {
	bags := make([]bag, len(examples))
	parallelFor(len(examples), workers, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			bags[i] = m.feat.counts(examples[i].Text)
		}
	})
	df := map[uint32]int{}
	gdf := map[uint32]int{}
	lastGroup := map[uint32]string{}
	for i, bg := range bags {
		g := examples[i].Group
		if g == "" {
			g = fmt.Sprintf("\x00%d", i)
		}
		visit := func(b uint32) {
			df[b]++
			// Groups are usually contiguous; revisiting an earlier group
			// may overcount, which only loosens the filter.
			if lg, ok := lastGroup[b]; !ok || lg != g {
				lastGroup[b] = g
				gdf[b]++
			}
		}
		for b := range bg.word {
			visit(b)
		}
		for b := range bg.char {
			if _, dup := bg.word[b]; !dup {
				visit(b)
			}
		}
		for b := range bg.extra {
			_, dupW := bg.word[b]
			if _, dupC := bg.char[b]; !dupW && !dupC {
				visit(b)
			}
		}
	}
	for b, n := range df {
		if n >= o.MinDF && gdf[b] >= o.MinGroups {
			m.buckets = append(m.buckets, b)
		}
	}
	slices.Sort(m.buckets)
	m.idf = make([]float32, len(m.buckets))
	nDocs := float64(len(examples))
	for i, b := range m.buckets {
		m.idf[i] = float32(math.Log((1+nDocs)/(1+float64(df[b]))) + 1)
	}
	m.buildIndex()
	xs := make([]sparse, len(examples))
	parallelFor(len(examples), workers, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			xs[i] = m.feat.weigh(bags[i], m.index, m.idf)
		}
	})
	return xs
}

// buildIndex rebuilds the bucket -> ordinal lookup.
func (m *Model) buildIndex() {
	m.index = make(map[uint32]int32, len(m.buckets))
	for i, b := range m.buckets {
		m.index[b] = int32(i)
	}
}

// assignFolds maps each example to a fold. With byGroup, examples sharing a
// non-empty Group stay in one fold (groups are shuffled and dealt
// round-robin); other examples are shuffled and dealt individually.
func assignFolds(examples []Example, k int, seed uint64, byGroup bool) []int {
	rng := rand.New(rand.NewPCG(seed, 0xf01d))
	fold := make([]int, len(examples))
	var groups []string
	seen := map[string]bool{}
	var loose []int
	for i, e := range examples {
		if e.Group == "" || !byGroup {
			loose = append(loose, i)
		} else if !seen[e.Group] {
			seen[e.Group] = true
			groups = append(groups, e.Group)
		}
	}
	if len(groups) < k {
		// Too few groups to separate: fall back to per-example folds.
		loose = loose[:0]
		for i := range examples {
			loose = append(loose, i)
		}
		groups = nil
	}
	slices.Sort(groups)
	rng.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	gf := make(map[string]int, len(groups))
	for i, g := range groups {
		gf[g] = i % k
	}
	rng.Shuffle(len(loose), func(i, j int) { loose[i], loose[j] = loose[j], loose[i] })
	for j, i := range loose {
		fold[i] = j % k
	}
	if groups != nil {
		for i, e := range examples {
			if e.Group != "" {
				fold[i] = gf[e.Group]
			}
		}
	}
	return fold
}

// parallelFor splits [0,n) into contiguous chunks run on up to workers
// goroutines.
func parallelFor(n, workers int, fn func(lo, hi int)) {
	workers = max(1, min(workers, n))
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for lo := 0; lo < n; lo += chunk {
		wg.Add(1)
		go func(lo, hi int) {
			defer wg.Done()
			fn(lo, hi)
		}(lo, min(lo+chunk, n))
	}
	wg.Wait()
}

// runJobs runs fn(0..n-1) on a pool of workers goroutines.
func runJobs(n, workers int, fn func(int)) {
	workers = max(1, min(workers, n))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				fn(j)
			}
		}()
	}
	for j := 0; j < n; j++ {
		next <- j
	}
	close(next)
	wg.Wait()
}
