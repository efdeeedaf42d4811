package classify

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
)

// train runs the whole pipeline with resolved options.
func train(examples []Example, labels []string, o Options) (*Model, error) {
	m := &Model{
		feat: featurizer{
			bits: o.HashBits, wordNgrams: o.WordNgrams,
			charMin: o.CharMin, charMax: o.CharMax, charWeight: o.CharWeight,
		},
		labels: labels,
	}
	if o.CharWeight <= 0 {
		m.feat.charMax = 0
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}

	// Document frequencies over hashed buckets.
	df := map[uint32]int{}
	var mu sync.Mutex
	parallelFor(len(examples), workers, func(lo, hi int) {
		local := map[uint32]int{}
		for _, e := range examples[lo:hi] {
			w, c := m.feat.counts(e.Text)
			for b := range w {
				local[b]++
			}
			for b := range c {
				if _, dup := w[b]; !dup {
					local[b]++
				}
			}
		}
		mu.Lock()
		for b, n := range local {
			df[b] += n
		}
		mu.Unlock()
	})
	for b, n := range df {
		if n >= o.MinDF {
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
			xs[i] = m.feat.vectorize(examples[i].Text, m.index, m.idf)
		}
	})
	ys := make([][]int8, len(labels))
	for l, name := range labels {
		ys[l] = make([]int8, len(examples))
		for i, e := range examples {
			ys[l][i] = -1
			if slices.Contains(e.Labels, name) {
				ys[l][i] = 1
			}
		}
	}
	dim := len(m.buckets)
	params := func(x []sparse, y []int8, l, fold int) svmParams {
		var pos, neg float64
		for _, v := range y {
			if v > 0 {
				pos++
			} else {
				neg++
			}
		}
		cPos := o.C
		if pos > 0 && neg > 0 {
			cPos = o.C * math.Pow(neg/pos, o.PosWeight)
		}
		p := svmParams{cPos: cPos, cNeg: o.C, eps: o.Eps, maxIter: o.MaxIter,
			bias: 1, seed: o.Seed*1000003 + uint64(l)*101 + uint64(fold)}
		if o.NBPower > 0 {
			p.scale = nbRatios(x, y, dim, o.NBAlpha, o.NBPower)
		}
		return p
	}

	// Cross-validated decision values for thresholds and calibration.
	oof := make([][]float64, len(labels))
	for l := range oof {
		oof[l] = make([]float64, len(examples))
	}
	folds := o.Folds
	if folds > len(examples) {
		folds = len(examples)
	}
	if folds >= 2 {
		fold := assignFolds(examples, folds, o.Seed)
		type job struct{ l, f int }
		var jobs []job
		for f := 0; f < folds; f++ {
			for l := range labels {
				jobs = append(jobs, job{l, f})
			}
		}
		runJobs(len(jobs), workers, func(j int) {
			l, f := jobs[j].l, jobs[j].f
			var tx []sparse
			var ty []int8
			for i := range xs {
				if fold[i] != f {
					tx = append(tx, xs[i])
					ty = append(ty, ys[l][i])
				}
			}
			w, b := trainSVM(tx, ty, dim, params(tx, ty, l, f+1))
			for i := range xs {
				if fold[i] == f {
					s := b
					for k, o := range xs[i].idx {
						s += w[o] * float64(xs[i].val[k])
					}
					oof[l][i] = s
				}
			}
		})
	}

	n := len(labels)
	m.weights = make([][]float32, n)
	m.bias = make([]float32, n)
	m.threshold = make([]float32, n)
	m.plattA = make([]float32, n)
	m.plattB = make([]float32, n)
	runJobs(n, workers, func(l int) {
		w, b := trainSVM(xs, ys[l], dim, params(xs, ys[l], l, 0))
		m.weights[l] = make([]float32, dim)
		for i, v := range w {
			m.weights[l][i] = float32(v)
		}
		m.bias[l] = float32(b)
		if folds < 2 {
			for i := range xs {
				oof[l][i] = dot(m.weights[l], m.bias[l], xs[i])
			}
			m.threshold[l] = 0
		} else {
			t, _ := bestThreshold(oof[l], ys[l], 0)
			m.threshold[l] = float32((1 - o.ThresholdShrink) * t)
		}
		a, pb := plattFit(oof[l], ys[l])
		m.plattA[l], m.plattB[l] = float32(a), float32(pb)
	})
	return m, nil
}

// buildIndex rebuilds the bucket -> ordinal lookup.
func (m *Model) buildIndex() {
	m.index = make(map[uint32]int32, len(m.buckets))
	for i, b := range m.buckets {
		m.index[b] = int32(i)
	}
}

// assignFolds maps each example to a fold. Examples sharing a non-empty
// Group stay in one fold (groups are shuffled and dealt round-robin);
// ungrouped examples are shuffled and dealt individually.
func assignFolds(examples []Example, k int, seed uint64) []int {
	rng := rand.New(rand.NewPCG(seed, 0xf01d))
	fold := make([]int, len(examples))
	var groups []string
	seen := map[string]bool{}
	var loose []int
	for i, e := range examples {
		if e.Group == "" {
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
