package clause

import (
	"fmt"
	"sort"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
)

// judgeVerdict judges a clause of a corpus with a fairness model: the
// model's calibrated score p that the clause is unfair sets the risk
// through the corpus's VerdictThresholds, and the per-label model (with
// the references' vote) names the category. It is never high unless p
// reaches the High threshold.
func (j *EmbeddedJudge) judgeVerdict(m *classify.Model, vm *verdictModel, req JudgeRequest) *ClauseAnalysis {
	lang := req.Lang
	if lang != LangKorean {
		lang = LangEnglish
	}
	th := vm.th
	scores := vm.model.Scores(req.Clause)
	p := scores[labelUnfair]
	// A clause that gives doubt (doubtHigh) is flagged only from
	// DoubtFlag and is never confidently unfair; one that restates the
	// law (ceilLawful) is not flagged; the statutory floor still flags
	// either when its numbers break the law.
	doubt := ""
	if p >= th.Flag {
		doubt = doubtHigh(req.Clause)
	}
	p = floorUnlawful(req.Clause, ceilLawful(req.Clause, belowDoubtFlag(p, doubt, th), th), th)
	// A clause that is (nearly) word for word a reference takes the
	// reference's verdict: the corpus already says what it is.
	if r, ok := sameAs(req.References); ok {
		doubt = ""
		if verdictFrom(r.Meta, r.Labels) == VerdictUnfair {
			p = max(p, th.High)
		} else {
			p = min(p, th.Low/2)
		}
	}
	a := &ClauseAnalysis{Risk: RiskNone, Categories: []string{}, Scores: map[string]float64{}}
	if p < th.Low || m == nil {
		a.References = supporting(req.References, nil, 3)
		a.Explanation = noUnfairText[lang]
		return a
	}
	cats := rankCategories(m, req.Clause, vote(req.References, j.blend.Neighbours, j.blend.Power), scores)
	top := cats[0]
	a.Categories = []string{top.label}
	a.Scores[top.label] = round4(p)
	for _, c := range cats[1:] {
		if c.predicted {
			a.Categories = append(a.Categories, c.label)
			a.Scores[c.label] = round4(min(p, c.score))
		}
	}
	cat := categoryOf(top.label)
	sure := p >= th.High && doubt == ""
	switch {
	case sure:
		a.Risk = cat.Risk
	case p >= th.Flag:
		// Flagged but unsure: medium, whatever the category's own risk
		// (a low category would hide a flagged clause from the user).
		a.Risk = RiskMedium
	default:
		a.Risk = RiskLow
	}
	a.References = supporting(req.References, a.Categories, 3)
	name := CategoryName(top.label, lang)
	var b strings.Builder
	switch {
	case p < th.Flag && lang == LangKorean:
		fmt.Fprintf(&b, "확실하지 않지만 대체로 공정해 보입니다. 가장 가까운 유형은 '%s'이나, 참고 조항에 비추어 불공정하다고 볼 근거가 약합니다(신뢰도 %.0f%%).", name, 100*p)
	case p < th.Flag:
		fmt.Fprintf(&b, "Uncertain, but probably fair: the closest category is %s, yet the references give little ground to call it unfair (confidence %.0f%%).", name, 100*p)
	case lang == LangKorean:
		if !sure {
			b.WriteString("확실하지 않지만 ")
		}
		fmt.Fprintf(&b, "불공정할 수 있는 유형: %s. %s", strings.Join(namesIn(a.Categories, lang), ", "), cat.Explain[lang])
	default:
		if !sure {
			b.WriteString("Uncertain: ")
		}
		fmt.Fprintf(&b, "likely unfair (%s). %s", strings.Join(namesIn(a.Categories, lang), ", "), cat.Explain[lang])
	}
	if p >= th.Flag {
		if r, ok := citation(req.References, top.label); ok {
			cite(&b, r, strings.TrimSuffix(r.Meta["rationale"], "."), lang)
		}
		a.Suggestion = cat.Suggest[lang]
	}
	s := b.String()
	if len(s) > 0 && !strings.HasPrefix(s, "U") && lang == LangEnglish {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	a.Explanation = s
	return a
}

// rankedLabel is a category with the per-label model's score, raised to
// the references' vote for it.
type rankedLabel struct {
	label     string
	score     float64
	predicted bool // the per-label model predicts it (its own threshold)
}

// rankCategories orders the per-label model's labels, best first, by
// 0.6 × the fairness model's topic score + 0.4 × max(the per-label score,
// the references' vote): the topic model learned what a clause is about
// from fair and unfair lines alike, so it names the subject of a clause
// whose wording the per-label model has not seen as unfair.
func rankCategories(m *classify.Model, clause string, votes, topics map[string]float64) []rankedLabel {
	scores, preds := m.ScoresPredict(clause)
	predicted := map[string]bool{}
	for _, p := range preds {
		predicted[p.Label] = true
	}
	var out []rankedLabel
	for l, s := range scores {
		out = append(out, rankedLabel{label: l, score: 0.6*topics[topicPrefix+l] + 0.4*max(s, votes[l]), predicted: predicted[l]})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score > out[j].score
		}
		return out[i].label < out[j].label
	})
	return out
}

// citation returns the closest reference carrying label: the one whose
// rationale and statute the explanation cites.
func citation(refs []Reference, label string) (Reference, bool) {
	for _, r := range refs {
		if hasAny(r.Labels, []string{label}) {
			return r, true
		}
	}
	return Reference{}, false
}

// namesIn maps labels to their names in lang, in order.
func namesIn(labels []string, lang string) []string {
	out := make([]string, len(labels))
	for i, l := range labels {
		out[i] = CategoryName(l, lang)
	}
	return out
}

// SameAsSimilarity is the embedding similarity from which a reference is
// taken as the clause itself, reworded at most in punctuation or a
// particle.
const SameAsSimilarity = 0.9

// sameAs returns the reference most similar to the clause when it reaches
// SameAsSimilarity.
func sameAs(refs []Reference) (Reference, bool) {
	best := -1
	for i, r := range refs {
		if r.Similarity >= SameAsSimilarity && (best < 0 || r.Similarity > refs[best].Similarity) {
			best = i
		}
	}
	if best < 0 {
		return Reference{}, false
	}
	return refs[best], true
}
