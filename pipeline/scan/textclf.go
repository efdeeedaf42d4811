package scan

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/lib/korean"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// The embedded reader's learned half: a multi-class middle classifier and
// per-tag detectors (pipeline/lib/ai/classify: hashed word and character
// n-grams plus scanFeatures, one-vs-rest linear SVMs with Platt scores),
// trained on the catalog's description corpus and its own names, aliases
// and rules. The corpus and the options are embedded, so the model is a
// pure function of the binary: it is trained once per process, on first
// use (textModelFor), and shared by every Service.

// textOptions are the classifier's training options, chosen by the
// cross-validation of TestTuneText (SCAN_TUNE_TEXT=1); one CV repeat keeps
// the training to seconds (measured in docs/quality.md#scan).
func textOptions(cat *catalog.Catalog) classify.Options {
	return classify.Options{
		HashBits: 18, MinDF: 1, C: 1, PosWeight: 0.3, Folds: 5, Repeats: 1,
		CharMin: 2, CharMax: 4, Extractor: scanFeatures{cat: cat}, ExtractorWeight: 0.3,
	}
}

// scanFeatures is the classifier's third feature block: the stems of the
// Korean analyser (korean.Features: noun and verb stems, negated
// predicates), and what the keyword matcher read — the middle it matched
// (and whether by a name, an item, only a generic word or only a weak
// word) and the tags it set or cleared — so the SVM learns how far to
// trust each.
type scanFeatures struct {
	cat  *catalog.Catalog
	memo *matchMemo // while training: each text's keyword match, made once
}

// Name implements classify.Extractor.
func (scanFeatures) Name() string { return "scan-v1" }

// Features implements classify.Extractor.
func (x scanFeatures) Features(text string) []string {
	return x.featuresOf(text, x.memo.match(x.cat, text))
}

// matchMemo keeps the keyword matches of one training. The corpus lines
// are featurized once for the middle classifier, once for the tag
// detectors and read again by choosePolicy, and the keyword match is most
// of the training's CPU (docs/scan.md). A nil or closed memo matches
// afresh: the served model's extractor, which holds it, keeps nothing.
type matchMemo struct {
	mu     sync.Mutex
	closed bool
	m      map[string]catalog.Match
}

func newMatchMemo() *matchMemo { return &matchMemo{m: map[string]catalog.Match{}} }

// match is cat.Match(text), made once per text while the memo is open.
// Each caller gets its own copies of the match's lists.
func (mm *matchMemo) match(cat *catalog.Catalog, text string) catalog.Match {
	if mm == nil {
		return cat.Match(text)
	}
	mm.mu.Lock()
	kw, ok := mm.m[text]
	closed := mm.closed
	mm.mu.Unlock()
	if closed {
		return cat.Match(text)
	}
	if !ok {
		kw = cat.Match(text)
		mm.mu.Lock()
		if !mm.closed {
			mm.m[text] = kw
		}
		mm.mu.Unlock()
	}
	kw.Tags, kw.Cleared = slices.Clone(kw.Tags), slices.Clone(kw.Cleared)
	kw.Aside, kw.Named = slices.Clone(kw.Aside), slices.Clone(kw.Named)
	return kw
}

// close drops what the memo keeps and stops it keeping more.
func (mm *matchMemo) close() {
	mm.mu.Lock()
	mm.closed, mm.m = true, nil
	mm.mu.Unlock()
}

// featuresOf is Features with the keyword match m of text already made.
func (x scanFeatures) featuresOf(text string, m catalog.Match) []string {
	var out []string
	// The polarity features read the words as written: "can't" negates.
	for _, f := range korean.Features(catalog.UnmaskModalCan(text), korean.FeatureOptions{}) {
		out = append(out, "k:"+f)
	}
	switch {
	case m.Middle == "":
		out = append(out, "kw:none")
	case m.Weak:
		out = append(out, "kwweak:"+m.Middle)
	case m.Generic:
		out = append(out, "kwgeneric:"+m.Middle)
	case m.Item != "":
		out = append(out, "kwitem:"+m.Middle, "kw:"+m.Middle)
	default:
		out = append(out, "kw:"+m.Middle)
	}
	for _, t := range m.Tags {
		out = append(out, "tag:"+t)
	}
	for _, t := range m.Cleared {
		out = append(out, "cleared:"+t)
	}
	for _, a := range m.Aside {
		out = append(out, "aside:"+a)
	}
	return out
}

// textPolicy is how the keyword matcher and the classifier combine,
// chosen by cross-validation on the description corpus (choosePolicy).
type textPolicy struct {
	// MinScore is the least calibrated score with which the classifier
	// decides when the keyword matcher found no name or only a weak word.
	MinScore float64
	// Override is the least score with which the classifier overrules a
	// name or alias the keyword matcher found (above 1: never).
	Override float64
	// Lead is the least lead of the classifier's top score over its
	// score for the keyword's middle with which it overrules a name or
	// alias: a near tie is the keyword's ("콩기름 병": glass 0.78,
	// plastic 0.76).
	Lead float64
	// RefinedWins keeps the keyword matcher's middle whenever a taxonomy
	// Refinement moved it (a colour word on a PET bottle, a broken bottle).
	RefinedWins bool
	// TagMin is, per tag, the least detector score that adds the tag when
	// the polarity reader neither set nor cleared it (absent: the
	// detector is not used for that tag).
	TagMin map[string]float64
	// Comb, when set, decides the tags instead of TagMin: a learned
	// per-tag combiner of the detector's score and the reader's reading
	// (tagcomb.go).
	Comb *tagCombiner
}

// policyDefault applies without a description corpus to choose by.
var policyDefault = textPolicy{MinScore: 0.5, Override: 2}

// textModel is the trained classifier and its combination policy.
type textModel struct {
	middle *classify.Model
	tags   *classify.Model // nil without tagged corpus lines
	policy textPolicy
	// cv is the cross-validated figures on the description corpus.
	cv textCV
	// took is how long training took.
	took time.Duration
}

var (
	textOnce sync.Once
	textM    *textModel
	textErr  error
)

// WarmUp trains the process's text model now instead of on the first
// words-only scan (about 20 s of CPU), so that scan is not the one that
// waits. It is safe to call more than once and from several goroutines.
func WarmUp() error {
	cat, err := catalog.Load()
	if err != nil {
		return err
	}
	_, err = textModelFor(cat)
	return err
}

// textModelFor returns the process's text model, training it on first use.
// The catalog is the process-wide catalog.Load result, so one model serves
// every Service.
func textModelFor(cat *catalog.Catalog) (*textModel, error) {
	textOnce.Do(func() { textM, textErr = trainTextModel(cat, cat.Descriptions(), textOptions(cat)) })
	return textM, textErr
}

// seedExamples are the taxonomy's own words as training lines: every
// middle's name, aliases and generic words, every item's name and
// aliases, and the common and item rules (Korean and English) of the
// middle.
func seedExamples(cat *catalog.Catalog) []classify.Example {
	var out []classify.Example
	add := func(text, middle string) {
		out = append(out, classify.Example{Text: text, Labels: []string{middle}, Group: "seed"})
	}
	for _, m := range cat.Middles() {
		add(m.Name, m.Key)
		if m.NameEn != "" {
			add(m.NameEn, m.Key)
		}
		for _, a := range m.Aliases {
			add(a, m.Key)
		}
		for _, g := range m.Generic {
			add(g, m.Key)
		}
		for _, it := range m.Items {
			add(it.Name, m.Key)
			for _, a := range it.Aliases {
				add(a, m.Key)
			}
		}
	}
	for _, r := range cat.Rules() {
		if r.Kind == catalog.KindNotAllowed {
			continue
		}
		add(catalog.MaskModalCan(r.Text), r.Category)
		if r.TextEn != "" {
			add(catalog.MaskModalCan(r.TextEn), r.Category)
		}
	}
	return out
}

// tagFoldsByVoice makes the cross-validation of the tag detectors — the
// held-out scores choosePolicy picks each detector's TagMin from, and the
// Platt calibration of the served scores — hold out whole corpus files
// (each slice was written in its own voices) instead of single lines, so a
// threshold is chosen on text in voices the detector did not train on.
// middleFoldsByVoice does the same for the middle classifier (MinScore,
// Override). Measured in docs/quality.md, "Calibrated on whole voices
// (session 12)".
var tagFoldsByVoice, middleFoldsByVoice = false, false

// foldGroup is a corpus line's cross-validation group: its file when the
// folds go by voice, otherwise the line itself.
func foldGroup(d catalog.Description, byVoice bool) string {
	if byVoice {
		return d.File
	}
	return d.ID
}

// trainTextModel trains the middle classifier on the seed lines and the
// description corpus, and the tag detectors on the corpus, and chooses the
// policy by their cross-validated scores on the corpus lines.
func trainTextModel(cat *catalog.Catalog, descs []catalog.Description, opt classify.Options) (*textModel, error) {
	start := time.Now()
	memo := newMatchMemo()
	defer memo.close()
	if x, ok := opt.Extractor.(scanFeatures); ok && x.memo == nil {
		x.memo = memo
		opt.Extractor = x
	}
	ex := seedExamples(cat)
	nSeed := len(ex)
	opt.Workers = cmp.Or(opt.Workers, runtime.GOMAXPROCS(0))
	mopt := opt // the middle classifier's options; opt stays the detectors'
	if middleFoldsByVoice {
		// the seed lines are the taxonomy's own words, no one's voice:
		// dealt to the folds one by one
		mopt.GroupFolds = true
		for i := range ex {
			ex[i].Group = ""
		}
	}
	for _, d := range descs {
		ex = append(ex, classify.Example{Text: catalog.MaskModalCan(d.Text), Labels: []string{d.Middle}, Group: foldGroup(d, middleFoldsByVoice)})
	}
	mm, held, err := classify.TrainHeldOut(ex, mopt)
	if err != nil {
		return nil, fmt.Errorf("scan: unable to train the text classifier: %w", err)
	}
	tm := &textModel{middle: mm, policy: policyDefault}
	var tagHeld [][]float64
	var tagLabels []string
	if slices.ContainsFunc(descs, func(d catalog.Description) bool { return len(d.Tags) > 0 }) {
		tex := make([]classify.Example, len(descs))
		for i, d := range descs {
			tex[i] = classify.Example{Text: catalog.MaskModalCan(d.Text), Labels: d.Tags, Group: foldGroup(d, tagFoldsByVoice)}
			if tagSkipInapplicable {
				tex[i].Skip = inapplicableTags(cat, d.Middle)
			}
		}
		topt := opt
		topt.GroupFolds = tagFoldsByVoice
		tm.tags, tagHeld, err = classify.TrainHeldOut(tex, topt)
		if err != nil {
			return nil, fmt.Errorf("scan: unable to train the tag detectors: %w", err)
		}
		tagLabels = tm.tags.Labels()
	}
	if len(descs) > 0 {
		tm.policy, tm.cv = choosePolicy(cat, memo, descs, mm.Labels(), held[nSeed:], tagLabels, tagHeld)
	}
	tm.took = time.Since(start)
	return tm, nil
}

// decision is what the combined reader makes of one text.
type decision struct {
	middle, item string
	score        float64
	method       string
	tags         []string
	// learned are the tags in tags that the tag detectors added with no
	// word the polarity reader took for them.
	learned []string
}

// decideMiddle combines the keyword match kw with the classifier's
// scores over labels under the policy p; the classifier never picks a
// middle the text names only as set aside or as a place (kw.Aside). An
// empty middle leaves the choice to the embedding fallback.
func (p textPolicy) decideMiddle(kw catalog.Match, labels []string, scores []float64) decision {
	top, topScore := "", -1.0
	for i, l := range labels {
		if scores[i] > topScore {
			top, topScore = l, scores[i]
		}
	}
	d := decision{middle: kw.Middle, item: kw.Item, score: kw.Score, method: MethodKeyword}
	switch {
	case kw.Refined && p.RefinedWins:
	case kw.Refined && unrefinedStands && (top == kw.Unrefined || kw.RefinedByModifier):
		// the classifier votes for what the item's name says (the PET
		// of a green PET bottle, the glass of a broken bottle), or for
		// words elsewhere; the refinement read the word that moves the
		// item past its name, or the one that modifies it
	case slices.Contains(kw.Aside, top):
		// the text names that middle only by a part set aside or a
		// place ("안에 있던 비닐은 따로 뺐어요", "캔 버리는 데 같이"):
		// the keyword's item stands
	case kw.Middle != "" && !kw.Weak:
		kwScore := 0.0
		if i := slices.Index(labels, kw.Middle); i >= 0 {
			kwScore = scores[i]
		}
		if top != kw.Middle && topScore >= max(p.Override, overruleFloor) && topScore-kwScore >= p.Lead && !brokenOnly(kw, top) {
			d = decision{middle: top, score: topScore, method: MethodClassifier}
		}
	case topScore >= p.MinScore:
		d = decision{middle: top, score: topScore, method: MethodClassifier}
		if kw.Middle == top {
			d.item = kw.Item
		}
	}
	d.score = roundScore(d.score)
	return d
}

// overruleFloor is the least top score with which the classifier may
// overrule a name the keyword matcher read, whatever Override
// cross-validation chose: a classifier that gives every middle less than
// this is silent on the text (its words are none it learned), and a
// near-tie of silences is no evidence against a name ("라면 남았어요
// 국물 있어요": styrofoam 0.07 against food_waste 0.07).
const overruleFloor = 0.1

// unrefinedStands keeps the keyword's middle when a Refinement moved the
// item and the classifier's top is the middle the item's name gives
// (clear_pet for "청록색 페트병", glass for "금 간 맥주병"), or the
// refining word is the one right before the item's name ("glass jam
// jar"): the name's words are what the classifier weighs, the refinement
// read past them. Narrower than RefinedWins, which cross-validation
// leaves off.
var unrefinedStands = true

// tagSkipInapplicable leaves each corpus line out of the training of the
// detectors of the tags that do not apply to its middle (a food-waste
// line is no evidence that "wet" is absent). Off: +0.1 point under CV and
// as many lines lost as won on the readable eval sets (docs/quality.md,
// "Learned tag decisions (session 11)"); TestTuneText turns it on with
// SCAN_TUNE_TAGS=skip.
var tagSkipInapplicable = false

// inapplicableTags are the tags that do not apply to middle.
func inapplicableTags(cat *catalog.Catalog, middle string) []string {
	var out []string
	for _, t := range cat.TagKeys() {
		if !cat.TagApplies(t, middle) {
			out = append(out, t)
		}
	}
	return out
}

// readerTags is the polarity reader's reading of text's tags when the
// item is of middle (the keyword match's own when the middles agree).
func readerTags(cat *catalog.Catalog, text string, kw catalog.Match, middle string) tagReading {
	if middle == kw.Middle {
		return tagReading{tags: kw.Tags, cleared: kw.Cleared}
	}
	tags, cleared := cat.TagsFor(text, middle)
	return tagReading{tags: tags, cleared: cleared, other: true}
}

// decideTags decides the tags of a text read as middle: by the learned
// combiner when the policy has one; otherwise the reader's tags plus
// those a detector scores at least the policy's TagMin for, unless the
// reader cleared them or the tag does not apply to the middle.
func (p textPolicy) decideTags(cat *catalog.Catalog, middle string, r tagReading, tagLabels []string, tagScores []float64) []string {
	if p.Comb != nil {
		return p.Comb.decide(cat, middle, r, tagLabels, tagScores)
	}
	var add []string
	for i, t := range tagLabels {
		if min, ok := p.TagMin[t]; ok && tagScores[i] >= min && !slices.Contains(r.cleared, t) && cat.TagApplies(t, middle) {
			add = append(add, t)
		}
	}
	return mergeTags(cat, r.tags, add)
}

// read is decide for a text with the trained model. The keyword match and
// the extractor's features are made once and shared by both models (the
// match is most of the extractor's cost).
func (tm *textModel) read(cat *catalog.Catalog, text string) decision {
	kw := cat.Match(text)
	masked := catalog.MaskModalCan(text) // as the models were trained
	extra := scanFeatures{cat: cat}.featuresOf(masked, kw)
	scores := ordered(tm.middle.ScoresWith(masked, extra), tm.middle.Labels())
	var tagLabels []string
	var tagScores []float64
	if tm.tags != nil {
		tagLabels = tm.tags.Labels()
		tagScores = ordered(tm.tags.ScoresWith(masked, extra), tagLabels)
	}
	d := tm.policy.decideMiddle(kw, tm.middle.Labels(), scores)
	if d.middle == "" {
		d.tags = kw.Tags
		return d
	}
	r := readerTags(cat, text, kw, d.middle)
	d.tags = tm.policy.decideTags(cat, d.middle, r, tagLabels, tagScores)
	for _, t := range d.tags {
		if !slices.Contains(r.tags, t) {
			d.learned = append(d.learned, t)
		}
	}
	return d
}

func ordered(m map[string]float64, labels []string) []float64 {
	out := make([]float64, len(labels))
	for i, l := range labels {
		out[i] = m[l]
	}
	return out
}
