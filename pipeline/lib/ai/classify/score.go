package classify

// NoLabel names the extra class LexGLUE adds for UNFAIR-ToS: it is "true"
// for a sentence when no other label is set.
const NoLabel = "<none>"

// LabelScore holds the confusion counts and P/R/F1 of one label.
type LabelScore struct {
	Label             string
	Support           int // number of true occurrences
	TP, FP, FN        int
	Precision, Recall float64
	F1                float64
}

// Report is the result of Score. PerLabel lists labels in the given order
// followed by NoLabel. MicroF1 and MacroF1 are computed over all of
// PerLabel, i.e. including the NoLabel column, as LexGLUE does.
type Report struct {
	PerLabel []LabelScore
	MicroP   float64
	MicroR   float64
	MicroF1  float64
	MacroF1  float64
}

// Score evaluates multi-label predictions the way LexGLUE scores UNFAIR-ToS:
// both label sets are binarised over labels (labels outside the list are
// ignored, duplicates count once), a ninth column is appended that is 1 when
// a row has none of labels, and sklearn's f1_score(average="micro"|"macro",
// zero_division=0) is computed on the resulting matrices. truth and pred are
// aligned by row; missing pred rows count as empty predictions.
func Score(truth, pred [][]string, labels []string) Report {
	k := len(labels)
	pos := make(map[string]int, k)
	for i, l := range labels {
		if _, dup := pos[l]; !dup {
			pos[l] = i
		}
	}
	tp := make([]int, k+1)
	fp := make([]int, k+1)
	fn := make([]int, k+1)
	binarise := func(row []string) []bool {
		v := make([]bool, k+1)
		any := false
		for _, l := range row {
			if i, ok := pos[l]; ok {
				v[i] = true
				any = true
			}
		}
		v[k] = !any
		return v
	}
	for r := range truth {
		var p []string
		if r < len(pred) {
			p = pred[r]
		}
		t, q := binarise(truth[r]), binarise(p)
		for j := 0; j <= k; j++ {
			switch {
			case t[j] && q[j]:
				tp[j]++
			case q[j]:
				fp[j]++
			case t[j]:
				fn[j]++
			}
		}
	}
	rep := Report{PerLabel: make([]LabelScore, k+1)}
	var sTP, sFP, sFN int
	var sumF1 float64
	for j := 0; j <= k; j++ {
		name := NoLabel
		if j < k {
			name = labels[j]
		}
		ls := LabelScore{Label: name, Support: tp[j] + fn[j], TP: tp[j], FP: fp[j], FN: fn[j]}
		ls.Precision = ratio(tp[j], tp[j]+fp[j])
		ls.Recall = ratio(tp[j], tp[j]+fn[j])
		ls.F1 = ratio(2*tp[j], 2*tp[j]+fp[j]+fn[j])
		rep.PerLabel[j] = ls
		sumF1 += ls.F1
		sTP += tp[j]
		sFP += fp[j]
		sFN += fn[j]
	}
	rep.MicroP = ratio(sTP, sTP+sFP)
	rep.MicroR = ratio(sTP, sTP+sFN)
	rep.MicroF1 = ratio(2*sTP, 2*sTP+sFP+sFN)
	rep.MacroF1 = sumF1 / float64(k+1)
	return rep
}

// ratio returns a/b, or 0 when b is 0 (sklearn's zero_division=0).
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
