package classify

import (
	"cmp"
	"math"
	"slices"
)

// plattFit fits P(y=1|f) = 1/(1+exp(a*f+b)) to decision values by the
// Newton method with backtracking of Lin, Lin and Weng (2007), using Platt's
// regularised targets so that separable data still gives finite parameters.
func plattFit(dec []float64, y []int8) (a, b float64) {
	var prior1, prior0 float64
	for _, v := range y {
		if v > 0 {
			prior1++
		} else {
			prior0++
		}
	}
	hiTarget := (prior1 + 1) / (prior1 + 2)
	loTarget := 1 / (prior0 + 2)
	t := make([]float64, len(y))
	for i, v := range y {
		if v > 0 {
			t[i] = hiTarget
		} else {
			t[i] = loTarget
		}
	}
	const (
		maxIter = 100
		minStep = 1e-10
		sigma   = 1e-12
		eps     = 1e-5
	)
	a, b = 0, math.Log((prior0+1)/(prior1+1))
	fval := plattObjective(dec, t, a, b)
	for it := 0; it < maxIter; it++ {
		h11, h22, h21, g1, g2 := sigma, sigma, 0.0, 0.0, 0.0
		for i, f := range dec {
			fApB := f*a + b
			var p, q float64
			if fApB >= 0 {
				e := math.Exp(-fApB)
				p, q = e/(1+e), 1/(1+e)
			} else {
				e := math.Exp(fApB)
				p, q = 1/(1+e), e/(1+e)
			}
			d2 := p * q
			h11 += f * f * d2
			h22 += d2
			h21 += f * d2
			d1 := t[i] - p
			g1 += f * d1
			g2 += d1
		}
		if math.Abs(g1) < eps && math.Abs(g2) < eps {
			break
		}
		det := h11*h22 - h21*h21
		dA := -(h22*g1 - h21*g2) / det
		dB := -(-h21*g1 + h11*g2) / det
		gd := g1*dA + g2*dB
		step := 1.0
		for step >= minStep {
			na, nb := a+step*dA, b+step*dB
			nf := plattObjective(dec, t, na, nb)
			if nf < fval+0.0001*step*gd {
				a, b, fval = na, nb, nf
				break
			}
			step /= 2
		}
		if step < minStep {
			break
		}
	}
	return a, b
}

func plattObjective(dec, t []float64, a, b float64) float64 {
	var f float64
	for i, d := range dec {
		fApB := d*a + b
		if fApB >= 0 {
			f += t[i]*fApB + math.Log1p(math.Exp(-fApB))
		} else {
			f += (t[i]-1)*fApB + math.Log1p(math.Exp(fApB))
		}
	}
	return f
}

// sigmoidProb applies a fitted Platt model.
func sigmoidProb(a, b, f float64) float64 {
	z := a*f + b
	if z >= 0 {
		e := math.Exp(-z)
		return e / (1 + e)
	}
	return 1 / (1 + math.Exp(z))
}

// bestThreshold returns the decision threshold that maximises F1 of the
// rule dec >= threshold on out-of-fold decision values. The cut is placed
// midway between the last accepted and the first rejected value. With no
// positives it returns fallback.
func bestThreshold(dec []float64, y []int8, fallback float64) (thr, f1 float64) {
	type pair struct {
		d   float64
		pos bool
	}
	ps := make([]pair, len(dec))
	var npos int
	for i, d := range dec {
		ps[i] = pair{d, y[i] > 0}
		if y[i] > 0 {
			npos++
		}
	}
	if npos == 0 {
		return fallback, 0
	}
	slices.SortStableFunc(ps, func(a, b pair) int { return cmp.Compare(b.d, a.d) })
	thr, f1 = fallback, -1
	tp, fp := 0, 0
	for i := 0; i < len(ps); i++ {
		if ps[i].pos {
			tp++
		} else {
			fp++
		}
		if i+1 < len(ps) && ps[i+1].d == ps[i].d {
			continue // cannot cut between equal values
		}
		f := 2 * float64(tp) / float64(2*tp+fp+(npos-tp))
		if f > f1 {
			f1 = f
			if i+1 < len(ps) {
				thr = (ps[i].d + ps[i+1].d) / 2
			} else {
				thr = ps[i].d - 1e-6
			}
		}
	}
	return thr, f1
}
