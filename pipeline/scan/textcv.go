package scan

import (
	"math"
	"slices"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// textCV is the cross-validated performance of the embedded reader on the
// description corpus: every line scored by classifiers that did not see it
// (classify.TrainHeldOut), combined with the keyword matcher and the
// polarity reader under the chosen policy.
type textCV struct {
	Lines int
	// Keyword, Classifier and Combined count lines whose middle was right
	// by the keyword matcher alone, the classifier's top label alone, and
	// the policy.
	Keyword, Classifier, Combined int
	// Exact counts lines with the right middle and the exact tag set;
	// ReaderExact the same with the polarity reader's tags only.
	Exact, ReaderExact int
	// PerMiddle is, per middle key, {support, right by the policy}.
	PerMiddle map[string][2]int
	// PerFile is, per corpus file, {lines, right middle, right middle and
	// exact tags} by the policy: how an old slice fares when a new one
	// joins the training folds.
	PerFile map[string][3]int
	// Missed are the ids of the lines whose middle the policy got wrong.
	Missed []string
	// PerTag is, per tag key, {TP, FP, FN} of the combined tags.
	PerTag map[string][3]int
	// ExactInSample is Exact with the tag combiner fitted on all lines,
	// the line itself included (Exact is its nested cross-validation).
	ExactInSample int
	// Alt is Exact and PerTag of the tag decision the policy did not
	// choose (the TagMin thresholds when the combiner decides, and the
	// other way round), for comparing them in one run.
	Alt *textCV
	// TagGrid is, per tag, the lines whose tag was right at each value
	// of gridTagMin (what choosePolicy chose the TagMin from).
	TagGrid map[string][]int
	// Floor is, for each value of gridFloor, the lines named by no term
	// or only a weak word that the classifier would decide at that
	// MinScore under the chosen Override and RefinedWins, and how many of
	// them it would get right: what the floor costs on the corpus (see
	// gridMinScore).
	Floor []floorPoint
	// Leads is, for each value of gridLead, the lines whose middle the
	// chosen policy gets right with that Lead instead: how flat the
	// choice is.
	Leads []floorPoint
}

// floorPoint is one row of textCV.Floor.
type floorPoint struct {
	MinScore       float64
	Decided, Right int
}

// cvLine is one corpus line with everything the policy search needs.
type cvLine struct {
	d       catalog.Description
	kw      catalog.Match
	scores  []float64
	tscores []float64
}

// tagUseCombiner makes the learned combiner (tagcomb.go) decide the tags
// instead of the TagMin thresholds. Off: it gains under cross-validation
// on the corpus but loses on the readable eval sets (docs/quality.md,
// "Learned tag decisions (session 11)"). tagCompareCV fits it all the
// same, for TestTuneText's comparison (textCV.Alt); a process that only
// serves does not pay for it.
var tagUseCombiner, tagCompareCV = false, false

// tagMinZ is how sure the corpus must be that a detector helps before
// choosePolicy uses it: a TagMin is a candidate only when the lines it
// makes right, less those it makes wrong, against the detector off, are
// at least tagMinZ standard deviations of a coin (a sign test on the
// lines the two decisions disagree on). 0: any gain, however small.
var tagMinZ = 0.0

// Policy search grids: the classifier's least score to decide alone, and
// to overrule a named item (2: never); per tag, the detector's least score
// (a negative value: the detector is off; a detector adds a tag only when
// its calibrated score says the tag is more likely than not).
//
// MinScore's floor, 0.3, is not chosen by cross-validation, because this
// corpus cannot choose it: every line names an item, so lowering the
// floor never loses a line and the count of right lines always picks the
// grid's lowest value (textCV.Floor: more right lines at every step down
// to 0). Counting right minus wrong answers instead (an undecided line
// counting neither way) picked 0.05 on the 3 492-line corpus, where
// questions that name nothing ("이거 어떻게 버려요?", top score 0.07) are
// answered with a made-up category: such texts score 0.03–0.19, a few
// English ones more (TestTuneText prints namelessProbes), and the corpus
// holds none of them to weigh against. The floor stays above them; CV can
// choose it once the corpus has lines that name nothing.
var (
	gridMinScore = []float64{0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3}
	gridOverride = []float64{2, 0.95, 0.9, 0.85, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0}
	gridLead     = []float64{0.3, 0.2, 0.1, 0.05, 0.02, 0}
	gridTagMin   = []float64{-1, 0.9, 0.8, 0.7, 0.6, 0.5}
	// gridFloor is where textCV.Floor looks, around and below the floor.
	gridFloor = []float64{0.5, 0.4, 0.3, 0.25, 0.2, 0.15, 0.1, 0.05, 0}
)

// choosePolicy picks the policy that gets most corpus lines right, from the
// held-out scores of the middle classifier (held, over labels) and the tag
// detectors (tagHeld over tagLabels, nil without detectors), reading the
// keyword matches through memo (nil: matched afresh). The grids run
// from the most conservative value, which wins ties.
func choosePolicy(cat *catalog.Catalog, memo *matchMemo, descs []catalog.Description, labels []string, held [][]float64, tagLabels []string, tagHeld [][]float64) (textPolicy, textCV) {
	lines := make([]cvLine, len(descs))
	for i, d := range descs {
		lines[i] = cvLine{d: d, kw: memo.match(cat, d.Text), scores: held[i]}
		if tagHeld != nil {
			lines[i].tscores = tagHeld[i]
		}
	}
	best, bestRight := policyDefault, -1
	for _, rw := range []bool{true, false} {
		for _, ov := range gridOverride {
			for _, ms := range gridMinScore {
				for _, lead := range gridLead {
					p := textPolicy{MinScore: ms, Override: ov, Lead: lead, RefinedWins: rw}
					right := 0
					for _, l := range lines {
						if p.decideMiddle(l.kw, labels, l.scores).middle == l.d.Middle {
							right++
						}
					}
					if right > bestRight {
						best, bestRight = p, right
					}
				}
			}
		}
	}
	// Tags, each on its own, given the chosen middles and the reader.
	type base struct {
		middle  string
		reading tagReading
	}
	bases := make([]base, len(lines))
	for i, l := range lines {
		m := best.decideMiddle(l.kw, labels, l.scores).middle
		bases[i].middle = m
		if m != "" {
			bases[i].reading = readerTags(cat, l.d.Text, l.kw, m)
		} else {
			bases[i].reading = tagReading{tags: l.kw.Tags}
		}
	}
	best.TagMin = map[string]float64{}
	tagGrid := map[string][]int{}
	for _, t := range tagLabels {
		bestT, bestRightT := -1.0, -1
		// off[i]: line i's tag is right with the detector off (-1, the
		// grid's first value, so it is filled before it is read)
		off := make([]bool, len(lines))
		for _, thr := range gridTagMin {
			p := textPolicy{TagMin: map[string]float64{}}
			if thr >= 0 {
				p.TagMin[t] = thr
			}
			right, wins, losses := 0, 0, 0
			for i, l := range lines {
				got := slices.Contains(bases[i].reading.tags, t)
				if bases[i].middle != "" {
					got = slices.Contains(p.decideTags(cat, bases[i].middle, bases[i].reading, tagLabels, l.tscores), t)
				}
				ok := got == slices.Contains(l.d.Tags, t)
				if ok {
					right++
				}
				switch {
				case thr < 0:
					off[i] = ok
				case ok && !off[i]:
					wins++
				case !ok && off[i]:
					losses++
				}
			}
			tagGrid[t] = append(tagGrid[t], right)
			if thr >= 0 && float64(wins-losses) < tagMinZ*math.Sqrt(float64(wins+losses)) {
				continue // no surer than the detector off
			}
			if right > bestRightT {
				bestT, bestRightT = thr, right
			}
		}
		if bestT >= 0 {
			best.TagMin[t] = bestT
		}
	}
	// The learned combiner: fitted on every line's held-out detector
	// scores; its own figures come from a nested 5-fold cross-validation
	// (each line's tags decided by a combiner fitted without it).
	tagsOf := func(p textPolicy, i int) []string {
		if bases[i].middle == "" {
			return bases[i].reading.tags
		}
		return p.decideTags(cat, bases[i].middle, bases[i].reading, tagLabels, lines[i].tscores)
	}
	decided := make([][]string, len(lines))
	thresholdPolicy := best
	// alt is the figures of the tag decision not chosen (the combiner's
	// or the thresholds'), for comparing the two in one run.
	var alt textCV
	inSample := 0
	thresholdCV := func(p textPolicy) textCV {
		c := textCV{PerTag: map[string][3]int{}}
		for i, l := range lines {
			tags := tagsOf(p, i)
			c.countTags(cat, tags, l.d.Tags)
			if bases[i].middle == l.d.Middle && sameSet(tags, l.d.Tags) {
				c.Exact++
			}
		}
		return c
	}
	for i := range lines {
		decided[i] = tagsOf(thresholdPolicy, i)
	}
	if tagLabels != nil && (tagUseCombiner || tagCompareCV) {
		cls := make([]combinerLine, len(lines))
		for i, l := range lines {
			cls[i] = combinerLine{id: l.d.ID, middle: bases[i].middle, reading: bases[i].reading, tscores: l.tscores, want: l.d.Tags}
		}
		const k = 5
		// the nested folds: by line id, or by corpus file when the
		// detectors' folds go by voice
		fold := make([]int, len(lines))
		files := []string{}
		for _, l := range lines {
			if !slices.Contains(files, l.d.File) {
				files = append(files, l.d.File)
			}
		}
		slices.Sort(files)
		for i, l := range lines {
			fold[i] = combinerFold(l.d.ID, k)
			if tagFoldsByVoice && len(files) >= k {
				fold[i] = slices.Index(files, l.d.File) % k
			}
		}
		// nested probabilities: prob[i][ti], NaN where no combiner decides
		prob := make([][]float64, len(lines))
		for f := 0; f < k; f++ {
			c := fitTagCombiner(cat, labels, tagLabels, cls, func(i int) bool { return fold[i] == f })
			for i := range lines {
				if fold[i] != f {
					continue
				}
				prob[i] = make([]float64, len(tagLabels))
				for ti, t := range tagLabels {
					prob[i][ti] = math.NaN()
					if bases[i].middle != "" && cat.TagApplies(t, bases[i].middle) {
						if p, ok := c.prob(t, lines[i].tscores, bases[i].reading, bases[i].middle); ok {
							prob[i][ti] = p
						}
					}
				}
			}
		}
		// per tag, the margin that gets most lines right
		margin := map[string]float64{}
		for ti, t := range tagLabels {
			bestM, bestRight := 0.0, -1
			for _, m := range gridMargin {
				c := tagCombiner{margin: map[string]float64{t: m}}
				right := 0
				for i, l := range lines {
					if math.IsNaN(prob[i][ti]) {
						continue
					}
					if c.holds(t, prob[i][ti], slices.Contains(bases[i].reading.tags, t)) == slices.Contains(l.d.Tags, t) {
						right++
					}
				}
				if right > bestRight {
					bestM, bestRight = m, right
				}
			}
			margin[t] = bestM
		}
		nested := make([][]string, len(lines))
		for i := range lines {
			nested[i] = bases[i].reading.tags
			if bases[i].middle == "" {
				continue
			}
			c := tagCombiner{margin: margin}
			nested[i] = c.decideWith(cat, bases[i].middle, bases[i].reading, func(t string) (float64, bool) {
				ti := slices.Index(tagLabels, t)
				if ti < 0 || math.IsNaN(prob[i][ti]) {
					return 0, false
				}
				return prob[i][ti], true
			})
		}
		comb := fitTagCombiner(cat, labels, tagLabels, cls, nil)
		comb.margin = margin
		cvComb := textCV{PerTag: map[string][3]int{}}
		for i, l := range lines {
			cvComb.countTags(cat, nested[i], l.d.Tags)
			if bases[i].middle == l.d.Middle && sameSet(nested[i], l.d.Tags) {
				cvComb.Exact++
			}
			if bases[i].middle == l.d.Middle && sameSet(tagsOf(textPolicy{Comb: comb}, i), l.d.Tags) {
				cvComb.ExactInSample++
			}
		}
		inSample = cvComb.ExactInSample
		if tagUseCombiner {
			best.Comb = comb
			decided = nested
			alt = thresholdCV(thresholdPolicy)
		} else {
			alt = cvComb
		}
	}
	cv := textCV{Lines: len(lines), PerMiddle: map[string][2]int{}, PerFile: map[string][3]int{}, PerTag: map[string][3]int{}, TagGrid: tagGrid}
	for _, ms := range gridFloor {
		p := best
		p.MinScore = ms
		fp := floorPoint{MinScore: ms}
		for _, l := range lines {
			if d := p.decideMiddle(l.kw, labels, l.scores); d.method == MethodClassifier && (l.kw.Middle == "" || l.kw.Weak) {
				fp.Decided++
				if d.middle == l.d.Middle {
					fp.Right++
				}
			}
		}
		cv.Floor = append(cv.Floor, fp)
	}
	for _, lead := range gridLead {
		p := best
		p.Lead = lead
		fp := floorPoint{MinScore: lead}
		for _, l := range lines {
			if p.decideMiddle(l.kw, labels, l.scores).middle == l.d.Middle {
				fp.Right++
			}
		}
		cv.Leads = append(cv.Leads, fp)
	}
	for i, l := range lines {
		top, topScore := "", -1.0
		for k, lb := range labels {
			if l.scores[k] > topScore {
				top, topScore = lb, l.scores[k]
			}
		}
		if top == l.d.Middle {
			cv.Classifier++
		}
		if l.kw.Middle == l.d.Middle {
			cv.Keyword++
		}
		pm, pf := cv.PerMiddle[l.d.Middle], cv.PerFile[l.d.File]
		pm[0]++
		pf[0]++
		tags := decided[i]
		if bases[i].middle == l.d.Middle {
			cv.Combined++
			pm[1]++
			pf[1]++
			if sameSet(tags, l.d.Tags) {
				cv.Exact++
				pf[2]++
			}
			if sameSet(bases[i].reading.tags, l.d.Tags) {
				cv.ReaderExact++
			}
		}
		if bases[i].middle != l.d.Middle {
			cv.Missed = append(cv.Missed, l.d.ID)
		}
		cv.PerMiddle[l.d.Middle], cv.PerFile[l.d.File] = pm, pf
		cv.countTags(cat, tags, l.d.Tags)
	}
	if tagLabels != nil && (tagUseCombiner || tagCompareCV) {
		cv.Alt, cv.ExactInSample = &alt, inSample
	}
	return best, cv
}

// countTags adds one line's tags, got against want, to PerTag.
func (cv *textCV) countTags(cat *catalog.Catalog, got, want []string) {
	for _, k := range cat.TagKeys() {
		g, w := slices.Contains(got, k), slices.Contains(want, k)
		c := cv.PerTag[k]
		switch {
		case g && w:
			c[0]++
		case g:
			c[1]++
		case w:
			c[2]++
		}
		cv.PerTag[k] = c
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}
