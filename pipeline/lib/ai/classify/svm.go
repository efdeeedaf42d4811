package classify

import (
	"math"
	"math/rand/v2"
)

// svmParams configures one binary L2-regularised L2-loss SVM.
type svmParams struct {
	cPos, cNeg float64 // per-class cost
	eps        float64 // stopping tolerance on the projected-gradient gap
	maxIter    int     // maximum passes over the data
	bias       float64 // value of the constant bias feature (0 = no bias)
	seed       uint64
}

// trainSVM fits w (len dim) and a bias weight by dual coordinate descent for
// the L2-loss SVM with shrinking, following Hsieh et al. (ICML 2008), the
// algorithm behind LIBLINEAR's default solver. y[i] is +1 or -1.
func trainSVM(xs []sparse, y []int8, dim int, p svmParams) (w []float64, b float64) {
	n := len(xs)
	w = make([]float64, dim)
	alpha := make([]float64, n)
	diag := make([]float64, n) // D_ii = 1/(2 C_i)
	qd := make([]float64, n)
	for i, x := range xs {
		c := p.cNeg
		if y[i] > 0 {
			c = p.cPos
		}
		diag[i] = 0.5 / c
		s := diag[i] + p.bias*p.bias
		for _, v := range x.val {
			s += float64(v) * float64(v)
		}
		qd[i] = s
	}
	index := make([]int, n)
	for i := range index {
		index[i] = i
	}
	rng := rand.New(rand.NewPCG(p.seed, 0x5eed))
	active := n
	pgMaxOld := math.Inf(1)
	for iter := 0; iter < p.maxIter; iter++ {
		pgMaxNew, pgMinNew := math.Inf(-1), math.Inf(1)
		for i := 0; i < active; i++ {
			j := i + rng.IntN(active-i)
			index[i], index[j] = index[j], index[i]
		}
		for s := 0; s < active; s++ {
			i := index[s]
			yi := float64(y[i])
			x := xs[i]
			g := b * p.bias
			for k, o := range x.idx {
				g += w[o] * float64(x.val[k])
			}
			g = g*yi - 1 + diag[i]*alpha[i]
			pg := 0.0
			if alpha[i] == 0 {
				if g > pgMaxOld {
					active--
					index[s], index[active] = index[active], index[s]
					s--
					continue
				}
				if g < 0 {
					pg = g
				}
			} else {
				pg = g
			}
			pgMaxNew = max(pgMaxNew, pg)
			pgMinNew = min(pgMinNew, pg)
			if math.Abs(pg) > 1e-12 {
				old := alpha[i]
				alpha[i] = max(alpha[i]-g/qd[i], 0)
				d := (alpha[i] - old) * yi
				for k, o := range x.idx {
					w[o] += d * float64(x.val[k])
				}
				b += d * p.bias
			}
		}
		if pgMaxNew-pgMinNew <= p.eps {
			if active == n {
				break
			}
			active = n
			pgMaxOld = math.Inf(1)
			continue
		}
		pgMaxOld = pgMaxNew
		if pgMaxOld <= 0 {
			pgMaxOld = math.Inf(1)
		}
	}
	return w, b * p.bias
}

// dot returns w·x + b.
func dot(w []float32, b float32, x sparse) float64 {
	s := float64(b)
	for k, o := range x.idx {
		s += float64(w[o]) * float64(x.val[k])
	}
	return s
}
