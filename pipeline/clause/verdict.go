package clause

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/lib/korean"
	"github.com/baton-dev/baton/store"
)

// ModelKindVerdict is the judge_models kind of the embedded judge's
// fairness model: the label "unfair" (and the topics), learned from a corpus whose lines
// say whether they are unfair or fair ("verdict" metadata), with the fair
// lines of each topic as the hard negatives. Its meta holds the
// VerdictThresholds chosen by cross-validation.
const ModelKindVerdict = "classify-verdict"

// Hyper-parameters of the fairness model where Ingester.Train leaves them
// zero: the SVM cost and the weight of the lease features' block.
const (
	VerdictCDefault               = 1.0
	VerdictExtractorWeightDefault = 1.5
)

// labelUnfair is the fairness model's verdict label; its other labels are
// the corpus's topics, topicPrefix + topic, learned from fair and unfair
// lines alike, so they name what a clause is about whatever its verdict.
const (
	labelUnfair = "unfair"
	topicPrefix = "topic:"
)

// Targets of the threshold choice on the corpus's held-out scores.
const (
	// FalseAlarmTarget is the largest share of fair corpus lines the flag
	// threshold may flag.
	FalseAlarmTarget = 0.10
	// HighFalseAlarmTarget is the largest share of fair corpus lines above
	// the high threshold.
	HighFalseAlarmTarget = 0.005
)

// VerdictThresholds turn the fairness model's calibrated score p into a
// risk: p ≥ High is confidently unfair (the category's own risk); Flag ≤ p
// < High is unsure but leaning unfair (at most medium, said to be
// uncertain); Low ≤ p < Flag is low (probably fair, said so); below Low,
// none. They are chosen at training by cross-validation on the corpus
// (chooseThresholds) and stored in the model's meta with the held-out
// figures they give.
type VerdictThresholds struct {
	Low, Flag, High float64
	// DoubtFlag is the flag threshold of a clause that gives doubt
	// (doubtHigh): such a clause scored between Flag and DoubtFlag is
	// judged low, not flagged. Zero (models stored before it) is Flag.
	DoubtFlag float64 `json:"doubt_flag,omitempty"`
	// CV holds the held-out detection figures at Flag and High.
	CV VerdictCV `json:"cv"`
}

// VerdictCV is what the thresholds did on the corpus's held-out scores.
type VerdictCV struct {
	Unfair, Fair     int
	Precision        float64 `json:"precision"`
	Recall           float64 `json:"recall"`
	F1               float64 `json:"f1"`
	FalseAlarmRate   float64 `json:"false_alarm_rate"`
	FairAboveHigh    int     `json:"fair_above_high"`
	UnfairAboveHigh  int     `json:"unfair_above_high"`
	Folds            int     `json:"folds"`
	GroupedBy        string  `json:"grouped_by"`
	ExamplesPerGroup float64 `json:"examples_per_group"`
}

// hasVerdicts reports whether any chunk says whether it is fair.
func hasVerdicts(chunks []store.Chunk) bool {
	for _, c := range chunks {
		if v := c.Meta["verdict"]; v == VerdictUnfair || v == VerdictFair {
			return true
		}
	}
	return false
}

// verdictFrom is the verdict of a corpus line (a chunk or a reference) with
// meta and labels: its "verdict" metadata, else unfair when it carries a
// label.
func verdictFrom(meta map[string]string, labels []string) string {
	if v := meta["verdict"]; v == VerdictUnfair || v == VerdictFair {
		return v
	}
	if len(labels) > 0 {
		return VerdictUnfair
	}
	return VerdictFair
}

// verdictGroup groups paraphrases of one pattern for cross-validation:
// lines of one topic whose ids are close (ko-lease-deposit_return-013 and
// -014 are in block 2 of deposit_return: blocks of 6) stay in one fold, so
// a pattern's paraphrases do not leak from training into held-out lines.
func verdictGroup(c store.Chunk) string {
	topic := cmp.Or(c.Meta["topic"], strings.Join(c.Labels, "+"), "general")
	id := c.Meta["id"]
	i := strings.LastIndexAny(id, "-_")
	if n, err := strconv.Atoi(id[i+1:]); err == nil {
		return fmt.Sprintf("%s/%d", topic, (n-1)/6)
	}
	return topic + "/" + c.Document
}

// verdictExamples are the fairness model's training lines.
func verdictExamples(chunks []store.Chunk) []classify.Example {
	out := make([]classify.Example, len(chunks))
	for i, c := range chunks {
		out[i] = classify.Example{Text: c.Text, Group: verdictGroup(c)}
		if verdictFrom(c.Meta, c.Labels) == VerdictUnfair {
			out[i].Labels = []string{labelUnfair}
		}
		if t := c.Meta["topic"]; t != "" && t != "general" {
			out[i].Labels = append(out[i].Labels, topicPrefix+t)
		}
	}
	return out
}

// chooseThresholds picks the VerdictThresholds from held-out scores p of
// lines with truth unfair: Flag is the cut with the best F1 among those
// flagging at most FalseAlarmTarget of the fair lines; High the lowest cut
// at or above Flag with at most HighFalseAlarmTarget of them above it; Low
// half of Flag.
func chooseThresholds(p []float64, unfair []bool) VerdictThresholds {
	return chooseThresholdsAt(p, unfair, FalseAlarmTarget)
}

// chooseThresholdsAt is chooseThresholds with the flag threshold's target
// share of flagged fair lines.
func chooseThresholdsAt(p []float64, unfair []bool, target float64) VerdictThresholds {
	var nU, nF int
	for _, u := range unfair {
		if u {
			nU++
		} else {
			nF++
		}
	}
	cuts := slices.Clone(p)
	sort.Float64s(cuts)
	cuts = slices.Compact(cuts)
	count := func(t float64) (tp, fp int) {
		for i, v := range p {
			if v >= t {
				if unfair[i] {
					tp++
				} else {
					fp++
				}
			}
		}
		return tp, fp
	}
	t := VerdictThresholds{Flag: 0.5, High: 0.9}
	best := -1.0
	for _, c := range cuts {
		tp, fp := count(c)
		if float64(fp) > target*float64(nF) {
			continue
		}
		if f := ratio(2*tp, 2*tp+fp+(nU-tp)); f > best {
			best, t.Flag = f, c
		}
	}
	t.High = 1
	for i := len(cuts) - 1; i >= 0 && cuts[i] >= t.Flag; i-- {
		if _, fp := count(cuts[i]); float64(fp) > HighFalseAlarmTarget*float64(nF) {
			break
		}
		t.High = cuts[i]
	}
	t.Low = t.Flag / 2
	t.CV = cvAt(p, unfair, t)
	return t
}

// cvAt is what thresholds t do on held-out scores p of lines with truth
// unfair: detection at Flag, lines above High.
func cvAt(p []float64, unfair []bool, t VerdictThresholds) VerdictCV {
	var nU, nF, tp, fp, uh, fh int
	for i, v := range p {
		if unfair[i] {
			nU++
		} else {
			nF++
		}
		switch {
		case v >= t.Flag && unfair[i]:
			tp++
		case v >= t.Flag:
			fp++
		}
		switch {
		case v >= t.High && unfair[i]:
			uh++
		case v >= t.High:
			fh++
		}
	}
	return VerdictCV{Unfair: nU, Fair: nF, Precision: ratio(tp, tp+fp), Recall: ratio(tp, nU),
		F1: ratio(2*tp, 2*tp+fp+(nU-tp)), FalseAlarmRate: ratio(fp, nF), UnfairAboveHigh: uh, FairAboveHigh: fh}
}

// floorUnlawful raises the fairness model's score p of a Korean clause
// whose numbers break a statutory line (numFacts.Unlawful: interest above
// 연 20%, an increase above 5%, the whole deposit kept as a penalty) to the
// Flag threshold: such a clause is at least flagged, whatever its wording.
// It is not raised to High: the rule reads numbers, not who owes them.
func floorUnlawful(text string, p float64, t VerdictThresholds) float64 {
	if p < t.Flag && DetectLang(text) == LangKorean && numericFacts(text).Unlawful() {
		return t.Flag
	}
	return p
}

// chooseDoubtFlag picks VerdictThresholds.DoubtFlag from held-out scores p
// of lines with truth unfair, doubtful[i] when line i gives doubt: the cut
// at or above t.Flag with the best F1 over all lines when the doubtful ones
// below it are not flagged, the higher cut on a tie (fewer false alarms).
func chooseDoubtFlag(p []float64, unfair, doubtful []bool, t VerdictThresholds) float64 {
	best, cut := -1.0, t.Flag
	q := make([]float64, len(p))
	for _, c := range doubtFlagGrid(p, doubtful, t) {
		for i := range p {
			q[i] = p[i]
			if doubtful[i] && p[i] < c {
				q[i] = 0
			}
		}
		if f := cvAt(q, unfair, t).F1; f >= best {
			best, cut = f, c
		}
	}
	return cut
}

// doubtFlagGrid are the candidate doubt flags: Flag and the held-out
// scores of doubtful lines between Flag and High, ascending.
func doubtFlagGrid(p []float64, doubtful []bool, t VerdictThresholds) []float64 {
	out := []float64{t.Flag}
	for i, v := range p {
		if doubtful[i] && v > t.Flag && v < t.High {
			out = append(out, v)
		}
	}
	sort.Float64s(out)
	return slices.Compact(out)
}

// belowDoubtFlag lowers the score p of a clause that gives doubt below
// Flag when it does not reach DoubtFlag: judged low, "uncertain, but
// probably fair".
func belowDoubtFlag(p float64, doubt string, t VerdictThresholds) float64 {
	if doubt != "" && p >= t.Flag && p < t.DoubtFlag {
		return math.Nextafter(t.Flag, 0)
	}
	return p
}

// verdictModel is a corpus's fairness model with its thresholds.
type verdictModel struct {
	model *classify.Model
	th    VerdictThresholds
}

// decodeVerdict reads a stored fairness model.
func decodeVerdict(row store.JudgeModel) (*verdictModel, error) {
	m, err := classify.Decode(row.Blob, leaseFeatures{})
	if err != nil {
		return nil, err
	}
	vm := &verdictModel{model: m}
	if err := json.Unmarshal(row.Meta, &struct {
		Thresholds *VerdictThresholds `json:"thresholds"`
	}{&vm.th}); err != nil {
		return nil, fmt.Errorf("clause: the thresholds of fairness model %d: %w", row.ID, err)
	}
	return vm, nil
}

// Doubt about a clause the fairness model scores at or above High. The
// model weighs words; a clause that carves out the unfair part, puts a duty
// on the landlord, keeps the landlord from a power or keeps a right of the
// tenant's is the kind of same-topic fair twin it scores as its unfair
// sibling, so such a clause is never judged confidently unfair: it stays
// flagged (medium, said to be uncertain) at most.
var (
	// savingWords carve an exception out of the clause (임대인의 과실이
	// 없는 한, 통상의 손모는 제외하고, 다만 …).
	savingWords = []string{"없는 한", "않는 한", "아니하는 한", "없는 이상", "제외하고", "제외한", "제외하며", "제외됨", "예외로", "다만", "단,", "단서"}
	// landlordDuties are acts the landlord doing (not negated) gives the
	// tenant something: returns, clears a charge, bears a cost, repairs,
	// tells.
	landlordDuties = []string{"RETURN", "RELEASE", "BEAR", "REPAIR", "NOTIFY", "COMPENSATE"}
	// landlordPowers are acts the landlord forbearing (negated) keeps from
	// the tenant's harm: entering, ending, raising, changing, deducting,
	// penalising, charging interest.
	landlordPowers = []string{"ENTER", "TERMINATE", "INCREASE", "CHANGE", "DEDUCT", "PENALTY", "INTEREST"}
	// tenantRights are acts the tenant may do (not negated).
	tenantRights = []string{"RIGHT_USE", "TERMINATE", "REFUSE", "OBJECT"}
)

// doubtHigh returns why a Korean clause is not to be judged confidently
// unfair whatever its score ("" when nothing gives doubt): "saving" (an
// exception), "landlord_duty", "landlord_forbears", "tenant_right" or
// "denied" (its numbers name what does not happen).
func doubtHigh(text string) string {
	if DetectLang(text) != LangKorean {
		return ""
	}
	a := analyzeLease(text)
	if containsAny(a.Text, savingWords...) {
		return "saving"
	}
	fs := framesOf(a)
	has := func(prefix string, acts []string) bool {
		for _, act := range acts {
			if slices.Contains(fs, prefix+act) {
				return true
			}
		}
		return false
	}
	switch {
	case landlordDuty(a):
		return "landlord_duty"
	case has("f:landlord:neg:", landlordPowers), has("f:none:neg:", landlordPowers):
		return "landlord_forbears"
	case has("fm:tenant:may:", tenantRights):
		return "tenant_right"
	case numericFactsNormalized(a.Text).Denied:
		return "denied"
	}
	return ""
}

// A limitation of the landlord's liability that keeps the landlord's
// fault (임대인의 과실이 없는 한 책임지지 않는다, 집주인 잘못이 아니면
// 물어주지 않는다) restates the law (민법 제390조, 제750조: liability for
// fault); the unfair one reaches the landlord's fault too (과실이 있더라도,
// 과실 여부를 불문하고).
var (
	reFaultKept = regexp.MustCompile(`(고의|과실|잘못|귀책)[^,.;]{0,12}(없는 한|없으면|없는 경우|아니면|아닌 한|아닌 경우|않는 한|아니한 한|제외하고|제외하면|경우 외에는|경우를 제외|경우는 제외)`)
	concessive  = []string{"더라도", "있어도", "여도", "이어도", "라도", "불문", "관계없이", "관계 없이", "상관없이", "여부와", "경우에도"}
)

// landlordDuty reports whether the landlord does one of landlordDuties,
// said as the clause's act: not negated, not a condition, and not an
// adnominal (갑이 물어주는 돈은 … 제한: the sum the landlord pays is what is
// limited).
func landlordDuty(a korean.Analysis) bool {
	for _, p := range withJiNegation(a) {
		if p.Conditional || p.Negated || roleOf(a, p) != "landlord" || adnominalEnd[a.Tokens[p.Token].Ending] {
			continue
		}
		stem := canonStem(p.Stem)
		acts := conceptsOf(stem)
		if len(acts) == 0 && lightStems[stem] {
			for _, o := range objectStems(a, p) {
				acts = append(acts, conceptsOf(canonStem(o))...)
			}
		}
		for _, act := range acts {
			if slices.Contains(landlordDuties, act) {
				return true
			}
		}
	}
	return false
}

// adnominalEnd are the endings of a predicate that modifies a noun.
var adnominalEnd = map[string]bool{"는": true, "ㄴ": true, "은": true, "ㄹ": true, "을": true, "던": true}

// faultKept reports whether a Korean clause denies the landlord's
// liability only where the landlord is not at fault: the lawful twin of a
// limitation of liability, never flagged whatever its words
// (ceilLawful).
func faultKept(text string) bool {
	if DetectLang(text) != LangKorean {
		return false
	}
	a := analyzeLease(text)
	if !reFaultKept.MatchString(a.Text) || containsAny(a.Text, concessive...) {
		return false
	}
	fs := framesOf(a)
	return slices.Contains(fs, "f:landlord:neg:BEAR") || slices.Contains(fs, "f:landlord:neg:COMPENSATE")
}

// ceilLawful lowers the score p of a clause that restates the law
// (faultKept) below Flag: judged low, "uncertain, but probably fair".
func ceilLawful(text string, p float64, t VerdictThresholds) float64 {
	if p >= t.Flag && faultKept(text) {
		return math.Nextafter(t.Flag, 0)
	}
	return p
}
