package clause

import (
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// leaseFeatures is the embedded judge's classify.Extractor for Korean
// lease clauses: korean.Features (stems, stem bigrams, negated and modal
// predicates, role crosses) with the lease stem synonyms, plus its own
// reading: after the lease synonyms are made canonical (canonicalLease), it
// gives the stems of the clause's words, the stems in
// the scope of a negation, the clause's modality (obligation, permission,
// prohibition), its subject (임대인 or 임차인) and crosses of the subject
// with the final predicate, modality and negation — the features that tell
// "임대인은 보증금을 반환한다" from "임대인은 보증금을 반환하지 않는다", which
// n-grams alone weigh alike — plus the clause's legal frames (leaseFrames:
// role × polarity × act × object concept, so paraphrases meet) and what its
// numbers mean against the law (numericFeatures: interest over 연 20%, an
// increase over 5%, …). Text without Hangul gives no features, so
// English corpora are unaffected.
type leaseFeatures struct {
	// noFrames and noNumbers leave out the legal frames (leaseFrames) and
	// the numbers' features (numericFeatures); for measuring them only.
	noFrames, noNumbers bool
}

// leaseFeaturesName names the extractor (and its version) in stored models.
const leaseFeaturesName = "lease-ko-v5"

func (leaseFeatures) Name() string { return leaseFeaturesName }

func (x leaseFeatures) Features(text string) []string {
	if DetectLang(text) != LangKorean {
		return nil
	}
	// One analysis serves the frames, the numbers (its normalised text)
	// and korean.Features.
	respelled := korean.Respell(text)
	a := analyzeRespelled(respelled)
	out := x.own(respelled)
	if !x.noFrames {
		out = append(out, framesOf(a)...)
	}
	if !x.noNumbers {
		out = append(out, numericFeaturesOf(numericFactsNormalized(a.Text))...)
	}
	for _, f := range korean.AnalysisFeatures(a, korean.FeatureOptions{Synonyms: leaseStemSynonyms}) {
		out = append(out, "k:"+f)
	}
	return out
}

// own returns the features of the clause package's own reading.
func (leaseFeatures) own(text string) []string {
	words := strings.FieldsFunc(canonicalLease(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) == 0 {
		return nil
	}
	var out []string
	stems := make([]string, len(words))
	for i, w := range words {
		stems[i] = stemKo(w)
		out = append(out, "s:"+stems[i])
	}
	// Pairs of stems up to three words apart keep the local order that
	// carries the clause's sense (반환|않, 이의|없).
	for i := range stems {
		for k := i + 1; k < len(stems) && k <= i+3; k++ {
			out = append(out, "p:"+stems[i]+"|"+stems[k])
		}
	}
	// Negation: a negated word, or the word before a negating one.
	negated := false
	for i, w := range words {
		if negWord(w) {
			negated = true
			out = append(out, "neg:"+stems[i])
			if i > 0 {
				out = append(out, "neg:"+stems[i-1])
			}
		}
	}
	mod := modality(text)
	subj := subjectRole(words)
	pred := stems[len(stems)-1]
	for i := len(stems) - 1; i >= 0 && auxStem[stems[i]]; i-- {
		pred = stems[max(i-1, 0)]
	}
	out = append(out, "mod:"+mod, "subj:"+subj, "pred:"+pred, "subj:"+subj+"|mod:"+mod, "subj:"+subj+"|pred:"+pred)
	if negated {
		out = append(out, "negated", "subj:"+subj+"|neg", "neg|pred:"+pred)
	}
	for _, s := range stems {
		if s != "" && (s == "임대인" || s == "임차인") {
			continue
		}
		out = append(out, "subj:"+subj+"|s:"+s)
	}
	return out
}

// auxStem are auxiliary predicates that follow the main one (반환하지 않는다:
// the main predicate is 반환).
var auxStem = map[string]bool{"않": true, "수": true, "있": true, "없": true, "한": true, "하": true, "것": true, "로": true, "된": true}

// koParticles and koEndings are stripped from the end of a word, longest
// first, to leave its stem.
var koEndings = []string{
	"하여야", "해야", "하여", "해서", "하며", "하고", "하지", "한다", "합니다", "해요", "했", "하는", "하면", "할", "한", "함", "하기로", "하기",
	"되며", "되고", "되지", "된다", "되는", "되면", "될", "된", "됨",
	"으로부터", "에게서", "으로는", "에서는", "에게는", "까지는", "부터", "까지", "에서", "에게", "으로", "에는", "과의", "와의",
	"은", "는", "이", "가", "을", "를", "에", "의", "로", "와", "과", "도", "만", "며", "고", "다", "요",
}

// stemKo strips one ending or particle from a Korean word.
func stemKo(w string) string {
	for _, e := range koEndings {
		if strings.HasSuffix(w, e) && len(w) > len(e) {
			return strings.TrimSuffix(w, e)
		}
	}
	return w
}

// negWord reports whether a word negates or forbids.
func negWord(w string) bool {
	for _, n := range []string{"않", "못", "없", "아니", "금지", "불가", "말아", "말고"} {
		if strings.Contains(w, n) {
			return true
		}
	}
	return w == "안" || w == "무"
}

// modality returns "prohibit", "permit", "oblige" or "state".
func modality(text string) string {
	switch {
	case strings.Contains(text, "수 없") || strings.Contains(text, "안 된") || strings.Contains(text, "안된") || strings.Contains(text, "금지") || strings.Contains(text, "못한"):
		return "prohibit"
	case strings.Contains(text, "수 있") || strings.Contains(text, "가능"):
		return "permit"
	case strings.Contains(text, "야 한") || strings.Contains(text, "여야") || strings.Contains(text, "반드시") || strings.Contains(text, "의무"):
		return "oblige"
	}
	return "state"
}

// subjectRole returns "landlord", "tenant" or "none": the first party word
// marked as a subject or topic.
func subjectRole(words []string) string {
	for _, w := range words {
		c := canonicalLease(w)
		for _, p := range []string{"은", "는", "이", "가", "께서"} {
			switch c {
			case "임대인" + p, "갑" + p:
				return "landlord"
			case "임차인" + p, "을" + p:
				return "tenant"
			}
		}
	}
	return "none"
}
