package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 24: tag readings found by the condition-phrasing audit
// (testdata/conditions_audit.tsv), each a kind, read after every other
// step of matchTags.

func init() {
	// a dish never washed, said with the verbal noun and 안 하다 (설거지
	// 안 했음, 세척 못 했어요), which readable writes as a note's 안
	// 설거지 (voice.go postNegation)
	classWords["contaminated"] = append(classWords["contaminated"], "안 설거지", "못 설거지", "안 세척", "못 세척")
	// a cork is a cap (코르크 그대로 꽂혀 있음), read like the English
	// cork
	classWords["cap_attached"] = append(classWords["cap_attached"], "코르크")
	classStateObjects["cap_attached"] = append(classStateObjects["cap_attached"], "코르크")
}

// unopenedBy are the middles whose items hold contents until opened,
// each with the verbs that open it: a can, carton or pouch is opened by
// 따다, 뜯다, 개봉하다; a bottle or jar (closed by a cap) by 따다,
// 개봉하다, 열다 — 뜯다 is said of its seal or label. (Plastic is left
// out: a plastic item never unwrapped is often the product itself, 안
// 뜯은 새 칫솔.)
var unopenedBy = map[string][]string{
	"metal_can": {"따", "뜯", "개봉하", "개봉", "열"}, "paper_pack": {"따", "뜯", "개봉하", "개봉", "열"}, "vinyl": {"뜯", "개봉하", "개봉"},
	"clear_pet": {"따", "개봉하", "개봉", "열"}, "glass": {"따", "개봉하", "개봉", "열"},
}

// unopenedCapped are the middles whose items are closed by a cap.
var unopenedCapped = []string{"clear_pet", "glass"}

// depth24 applies the session-24 kinds to the tags matchTags read:
//
//   - a container said never to have been opened (딴 적 없어요, 한 번도
//     안 뜯은, 개봉 안 한; korean NeverOpened) holds its contents, and a
//     bottle's cap is still on, unless the text says the cap is off.
func (c *Catalog) depth24(text, middle string, tags, cleared []string) ([]string, []string) {
	var r *korean.Reading
	read := func() *korean.Reading {
		if r == nil {
			r = reading(text)
		}
		return r
	}
	set := func(tag string) {
		if !slices.Contains(tags, tag) && c.TagApplies(tag, middle) {
			tags = append(tags, tag)
		}
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == tag })
	}
	if stems, ok := unopenedBy[middle]; ok && korean.HasHangul(text) && read().NeverOpened(stems...) {
		set("contents_left")
		if slices.Contains(unopenedCapped, middle) {
			if s := read().ObjectState(capNouns24...); s != korean.StateRemoved && s != korean.StateAbsent {
				set("cap_attached")
			}
		}
	}
	// "양념 안 묻었어요", "남은 소스는 음식물로 버리고": a substance named
	// bare whose own verb is negated or throws it out soils nothing, when
	// no other trigger says the item is soiled (korean NounDenied)
	if slices.Contains(tags, "contaminated") && korean.HasHangul(text) {
		n := normalize(MaskModalCan(text))
		if c.onlyContaminatedBy(read(), n, func(raw string) bool { return read().NounDenied(raw) }) && !residueSaid(read(), text) {
			tags = slices.DeleteFunc(tags, func(t string) bool { return t == "contaminated" })
			if !slices.Contains(cleared, "contaminated") {
				cleared = append(cleared, "contaminated")
			}
		}
	}
	// "택배 상자는 젖었는데 책은 멀쩡해요": a break or a wetting said of
	// one thing, with another that names the item's stream then said to
	// be whole, is the first thing's
	for _, key := range []string{"wet", "broken"} {
		if !slices.Contains(tags, key) || !korean.HasHangul(text) {
			continue
		}
		n := normalize(MaskModalCan(text))
		mi := c.middleIdx[middle]
		if c.onlyTriggeredBy(read(), n, key, middle, func(raw string) bool { return c.contrastedWhole(read(), text, raw, mi) }) {
			tags = slices.DeleteFunc(tags, func(t string) bool { return t == key })
			if !slices.Contains(cleared, key) {
				cleared = append(cleared, key)
			}
		}
	}
	return tags, cleared
}

// onlyTriggeredBy reports whether at least one trigger of the tag key (its
// words and middle's) occurs in n, not negated, and every one that does
// is of the kind says.
func (c *Catalog) onlyTriggeredBy(r *korean.Reading, n normText, key, middle string, kind func(raw string) bool) bool {
	found := false
	for _, tm := range c.tags {
		if tm.key != key {
			continue
		}
		for _, w := range slices.Concat(tm.words, tm.middleWords[middle]) {
			if tagAt(n, w) < 0 || r.Negated(w.raw) {
				continue
			}
			if !kind(w.raw) {
				return false
			}
			found = true
		}
	}
	return found
}

// wholeClaimRe says, in Korean, that a thing marked as the topic is whole
// or fine (책은 멀쩡해요, 옷은 괜찮아요, 병은 안 깨졌어요).
var wholeClaimRe = regexp.MustCompile(`([가-힣]+?)(은|는)\s+(?:다\s+|아주\s+|완전\s+|그래도\s+)?(멀쩡|괜찮|말짱|깨끗|무사|뽀송|안\s?젖|안\s?깨|젖지\s?않|깨지지\s?않)`)

// contrastedWhole reports whether the Korean trigger raw is said of a
// subject (korean Reading.Subject) and, after it, another thing marked as
// the topic is said to be whole (wholeClaimRe), naming a term of mi: the
// whole thing is the item ("병은 깨졌는데 뚜껑은 멀쩡해요" thrown away as
// nonflammable keeps its break).
func (c *Catalog) contrastedWhole(r *korean.Reading, text, raw string, mi int) bool {
	np, _ := r.Subject(raw)
	at := strings.Index(text, raw)
	if at < 0 {
		return false
	}
	// "상자가 비에 젖었는데": the subject is read past a noun marked 에 or
	// 로 before the trigger
	if fs := strings.Fields(text[:at]); np == "" && len(fs) > 0 {
		if prev := fs[len(fs)-1]; strings.HasSuffix(prev, "에") || strings.HasSuffix(prev, "로") {
			np, _ = r.Subject(prev + " " + raw)
		}
	}
	if np == "" {
		return false
	}
	names := func(s string) bool {
		best, _ := c.bestTerm(normalize(s), func(t *term) bool { return !t.weak && t.middle == mi })
		return best >= 0
	}
	for _, m := range wholeClaimRe.FindAllStringSubmatchIndex(text[at:], -1) {
		y := text[at+m[2] : at+m[3]]
		if strings.Contains(np, y) || strings.Contains(y, np) {
			continue
		}
		if names(y) {
			return true
		}
	}
	return false
}

// capNouns24 name a bottle's cap.
var capNouns24 = []string{"뚜껑", "마개", "병뚜껑", "캡", "뚜겅"}

// suppositions24 is withoutSupposition with the clauses of a state held
// before and undone (korean FormerClauses) and the conditional clauses of
// questions said without 만약 taken out too (korean SupposedClauses:
// "캔에 음료 남아 있으면 어떻게 해요?", "안 헹구면 재활용 안 돼요?") and,
// in English, an if-clause of a question ("if the tub is greasy can it
// still be recycled?"): asked about, not said of the item.
func suppositions24(text string) (said, supposed string) {
	said, supposed = withoutSupposition(text)
	var more []string
	// (and a state said in -던 of a thing then undone: "라벨 붙어 있던 거
	// 다 뗐어요" held before, not now; korean FormerClauses)
	for _, cl := range slices.Concat(korean.SupposedClauses(said), korean.FormerClauses(said)) {
		if i := strings.Index(said, cl); i >= 0 {
			said = said[:i] + " " + said[i+len(cl):]
			more = append(more, cl)
		}
	}
	if !korean.HasHangul(said) {
		for _, m := range englishIfClause.FindAllStringSubmatchIndex(said, -1) {
			// only in a question: "if" up to the question's mark
			if q := strings.IndexAny(said[m[1]:], ".!?"); q < 0 || said[m[1]+q] != '?' {
				continue
			}
			more = append(more, said[m[2]:m[3]])
		}
		for _, cl := range more {
			said = strings.Replace(said, cl, " ", 1)
		}
	}
	if len(more) == 0 {
		return said, supposed
	}
	if supposed != "" {
		more = append([]string{supposed}, more...)
	}
	return said, strings.Join(more, " . ")
}

// englishIfClause is an English if-clause up to a comma or the auxiliary
// that begins the question after it ("if it's greasy, can …", "if the
// tub is greasy can it …").
var englishIfClause = regexp.MustCompile(`(?i)\b(if\s[^,?.!]*?)(,|\s(?:can|could|should|do|does|will|would|must)\s)`)
