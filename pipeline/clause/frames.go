package clause

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// A legal frame is one predicate of a lease clause reduced to what the law
// looks at: who acts (landlord, tenant), whether the act is asserted or
// denied and with what modality, what kind of act it is and on what kind of
// object — "tenant:neg:RIGHT_USE:RENEWAL" for 임차인은 갱신요구권을 행사하지
// 않는다, 세입자는 계약 갱신을 요구할 권리를 포기한다 and 을은 갱신 청구
// 불가 alike. The corpus's fair and unfair twins differ exactly there, while
// their words mostly agree.

// leaseConcepts maps a concept class to the stems (or parts of compound
// stems) that name it. A stem belongs to every class one of whose words it
// contains (갱신요구권 is RENEWAL and RIGHT_USE); longer words are tried
// first so 중개보수 is BROKER_FEE, not REPAIR.
var leaseConcepts = map[string][]string{
	// Acts.
	"RIGHT_USE":  {"행사", "요구", "청구", "신청", "주장", "요청", "제기", "권리", "권"},
	"WAIVE":      {"포기", "불가", "금지", "면제", "단념"},
	"RETURN":     {"반환", "돌려주", "돌려드리", "내주", "정산", "환급", "돌려받", "반환받", "되돌려"},
	"BEAR":       {"부담", "지불", "지급", "납부", "내", "책임지", "물어주", "처리", "감수", "충당"},
	"ENTER":      {"출입", "들어가", "들어오", "방문", "열쇠", "보여주", "비밀번호", "점검", "확인하러"},
	"CONSENT":    {"동의", "허락", "승낙", "합의", "협의", "승인"},
	"NOTIFY":     {"통지", "통보", "알리", "연락", "고지", "안내", "설명"},
	"TERMINATE":  {"해지", "해제", "종료", "퇴거", "명도", "끝내", "퇴실", "나가", "비우"},
	"CHANGE":     {"변경", "조정", "추가", "바꾸", "바뀌", "바뀔", "수정", "없애", "중단", "중지"},
	"INCREASE":   {"인상", "증액", "올리", "올려", "오르"},
	"DEDUCT":     {"공제", "떼", "차감", "몰수", "빼", "귀속"},
	"OBJECT":     {"이의", "따지", "문제 삼", "항변"},
	"COMPENSATE": {"배상", "보상", "손해", "책임"},
	"DEEM":       {"간주", "보", "인정"},
	"DELAY":      {"미루", "늦추", "유예", "보류", "연기", "뒤"},
	"REFUSE":     {"거절", "거부", "사절"},
	// RELEASE clears a charge on the home or the register: the landlord
	// pays off and strikes a mortgage (대출을 갚고 근저당을 말소한다), or
	// the tenant strikes a registration (주민등록을 말소한다).
	"RELEASE": {"말소", "상환", "갚", "지우"},
	// Objects.
	"RENEWAL":      {"갱신", "연장", "재계약"},
	"DEPOSIT":      {"보증금", "전세금", "잔금", "계약금"},
	"RENT":         {"차임", "월세", "임대료", "관리비", "집세"},
	"REGISTRATION": {"전입", "확정일자", "주민등록", "임차권등기", "등기", "주소", "점유"},
	"REPAIR":       {"수리", "수선", "보수", "고장", "누수", "하자", "고치", "교체", "설비", "결로", "곰팡이"},
	"RESTORE":      {"원상복구", "원상회복", "도배", "페인트", "청소", "마모", "노후", "낡", "입주 전 상태", "원래"},
	"BROKER_FEE":   {"중개보수", "중개수수료", "복비", "중개비", "수수료", "중개"},
	"MORTGAGE":     {"근저당", "저당", "담보", "대출", "채권최고액", "융자", "전세권"},
	"COURT":        {"법원", "관할", "소송", "재판", "분쟁", "이송"},
	"LATE":         {"연체", "지연", "지체", "늦", "밀리", "체납", "미납"},
	"PENALTY":      {"위약", "위약금", "위약벌"},
	"AUCTION":      {"경매", "배당", "압류", "가압류", "우선변제", "공매", "낙찰"},
	"LAW":          {"법", "법정", "법률", "민법", "주택임대차보호법", "이자제한법", "법령"},
	"ANY":          {"언제든", "일체", "모든", "어떠한", "어떤", "관계없", "관계 없", "무관", "불문", "무조건", "임의", "일방", "전액", "전부", "즉시", "불시", "마음대로", "제한 없"},
	"INTEREST":     {"이자", "이율", "연체료", "가산금"},
	"SUBLET":       {"전대", "양도"},
}

// conceptIndex is leaseConcepts inverted: each word with its classes,
// longest word first.
var conceptIndex = func() []conceptWord {
	var out []conceptWord
	for class, words := range leaseConcepts {
		for _, w := range words {
			out = append(out, conceptWord{w, class})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].word) != len(out[j].word) {
			return len(out[i].word) > len(out[j].word)
		}
		if out[i].word != out[j].word {
			return out[i].word < out[j].word
		}
		return out[i].class < out[j].class
	})
	return out
}()

type conceptWord struct{ word, class string }

// shortConceptWords are one-syllable words that name a class only as a
// whole stem (내 as 내다, 보 as 보다), never inside a longer one (내용, 보험).
var shortConceptWords = map[string]bool{"갚": true, "내": true, "보": true, "떼": true, "빼": true, "권": true, "뒤": true, "늦": true, "낡": true, "법": true}

// conceptsOf returns the concept classes of a stem, sorted: the classes of
// every lexicon word it contains, longest first, a matched span hiding the
// shorter words inside it (중개보수 is not 보수), and a one-syllable word
// only when it is the whole stem (or, for 권 and 법, its end).
func conceptsOf(stem string) []string {
	if stem == "" {
		return nil
	}
	rest, last := stem, ""
	seen := map[string]bool{}
	var out []string
	for _, cw := range conceptIndex {
		switch {
		case cw.word == last: // the same word in another class
		case shortConceptWords[cw.word]:
			if rest != cw.word && !((cw.word == "권" || cw.word == "법") && strings.HasSuffix(rest, cw.word)) {
				continue
			}
		case !strings.Contains(rest, cw.word):
			continue
		}
		if cw.word != last {
			last = cw.word
			rest = strings.ReplaceAll(rest, cw.word, "\x00")
		}
		if !seen[cw.class] {
			seen[cw.class] = true
			out = append(out, cw.class)
		}
	}
	sort.Strings(out)
	return out
}

// lightStems are predicates that carry no act of their own (할 수 없다,
// 동의 없이, 것으로 본다): their frame takes its act from their object.
var lightStems = map[string]bool{"하": true, "되": true, "있": true, "없": true, "받": true, "주": true, "드리": true, "두": true, "지": true, "정하": true, "따르": true}

// leaseFrames returns the legal-frame features of a Korean lease clause,
// sorted and without repeats:
//   - "f:ROLE:POL:ACT:OBJ" per predicate (role landlord, tenant, both,
//     other or none; POL pos or neg, neg for a negated or forbidden act and
//     for a waiver 포기/불가, whose act becomes RIGHT_USE), with back-offs
//     "f:ROLE:POL:ACT", "f:POL:ACT:OBJ", "f:ROLE:ACT:OBJ";
//   - "fm:ROLE:MOD:ACT" with the modality (must, may, cannot, plain);
//   - "if:ROLE:ACT" for a conditional predicate (임대인이 요구하면: a party's
//     permission written as the other's duty);
//   - "c:CLASS" for every concept class in the clause and "cc:A+B" for
//     pairs of them.
func leaseFrames(text string) []string { return framesOf(analyzeLease(text)) }

// analyzeLease is korean.Analyze of a lease clause with the party names
// the analysis does not know made Korean: the English words of mixed
// chat and app voices (landlord가, tenant 책임) and a share house's
// operator (운영자, 호스트), who is its landlord — each as a party word
// that, like them, ends in a vowel (건물주, 세입자), so their particles
// (는, 가, 를) still fit; spelling slips
// (respell) are written the standard way first.
func analyzeLease(text string) korean.Analysis {
	return analyzeRespelled(korean.Respell(text))
}

// analyzeRespelled is analyzeLease of a text korean.Respell already wrote
// the standard way (the features respell once for both of their uses).
func analyzeRespelled(text string) korean.Analysis {
	return korean.Analyze(partyWords.Replace(text))
}

var partyWords = strings.NewReplacer(
	"landlord", "건물주", "Landlord", "건물주", "LANDLORD", "건물주", "owner", "건물주", "Owner", "건물주",
	"tenant", "세입자", "Tenant", "세입자", "TENANT", "세입자",
	"운영자", "건물주", "호스트", "건물주", "입실자", "세입자",
)

// framesOf is leaseFrames of an analysed clause.
func framesOf(a korean.Analysis) []string {
	a.Predicates = withJiNegation(a)
	set := map[string]bool{}
	var clauseConcepts []string
	for _, t := range a.Tokens {
		if t.Kind == korean.KindNoun || t.Kind == korean.KindVerb || t.Kind == korean.KindAdverb {
			clauseConcepts = append(clauseConcepts, conceptsOf(canonStem(t.Stem))...)
		}
	}
	preds := a.Predicates
	for k, p := range preds {
		stem := canonStem(p.Stem)
		role := roleOf(a, p)
		neg := p.Negated
		acts := conceptsOf(stem)
		var objs []string
		for _, o := range objectStems(a, p) {
			objs = append(objs, conceptsOf(canonStem(o))...)
		}
		if len(acts) == 0 && lightStems[stem] {
			acts, objs = objs, nil
		}
		if !slices.Contains(acts, "WAIVE") && slices.Contains(objs, "WAIVE") {
			// 포기각서를 쓴다, 포기 확약서를 낸다: signing a waiver is
			// waiving; the right is what the waiver names.
			acts, objs = []string{"WAIVE"}, without(objs, "WAIVE")
		}
		if slices.Contains(acts, "WAIVE") {
			// 권리를 포기한다, 청구 불가: the right is not used. 갱신을
			// 요구할 권리를 포기한다: the waived right is the act of the
			// predicate before it, whose objects it takes over.
			neg = true
			acts = append(without(acts, "WAIVE"), "RIGHT_USE")
			if k > 0 && !preds[k-1].Conditional && preds[k-1].Subject == p.Subject {
				for _, o := range preds[k-1].Objects {
					objs = append(objs, conceptsOf(canonStem(o))...)
				}
				acts = append(acts, conceptsOf(canonStem(preds[k-1].Stem))...)
			}
		}
		if k+1 < len(preds) && !p.Conditional && slices.Contains(conceptsOf(canonStem(preds[k+1].Stem)), "WAIVE") && preds[k+1].Subject == p.Subject {
			continue // its frame is the waiver's
		}
		objs = withoutAll(objs, acts)
		if len(acts) == 0 {
			acts = []string{"DO"}
		}
		if len(objs) == 0 {
			objs = []string{"-"}
		}
		pol := "pos"
		if neg {
			pol = "neg"
		}
		mod := p.Modality.String()
		if mod == "" {
			mod = "plain"
		}
		for _, act := range uniq(acts) {
			if p.Conditional {
				set["if:"+role+":"+act] = true
				set["if:"+act] = true
				continue
			}
			set["f:"+role+":"+pol+":"+act] = true
			set["fm:"+role+":"+mod+":"+act] = true
			for _, obj := range uniq(objs) {
				set["f:"+role+":"+pol+":"+act+":"+obj] = true
				set["f:"+pol+":"+act+":"+obj] = true
				set["f:"+role+":"+act+":"+obj] = true
			}
		}
	}
	cs := uniq(clauseConcepts)
	quals := qualifiers(a, cs)
	for _, q := range quals {
		set["q:"+q] = true
	}
	for _, p := range preds {
		if p.Conditional {
			continue
		}
		role, mod := roleOf(a, p), p.Modality.String()
		if mod == "" {
			mod = "plain"
		}
		if p.Negated && p.Modality != korean.ModalityProhibition {
			mod += "-not"
		}
		acts := conceptsOf(canonStem(p.Stem))
		if len(acts) == 0 && lightStems[canonStem(p.Stem)] {
			for _, o := range p.Objects {
				acts = append(acts, conceptsOf(canonStem(o))...)
			}
		}
		for _, act := range uniq(acts) {
			for _, q := range quals {
				set["fq:"+role+":"+mod+":"+act+":"+q] = true
			}
		}
	}
	for _, f := range burdenNouns(a, cs) {
		set[f] = true
	}
	for _, f := range nounPredicates(a, quals) {
		set[f] = true
	}
	if landlordShare(a) {
		// The tenant pays or settles what is the landlord's part.
		for _, p := range preds {
			if !p.Conditional && !p.Negated && roleOf(a, p) == "tenant" {
				set["f:tenant:pos:LANDLORD_SHARE"] = true
			}
		}
	}
	for i, c := range cs {
		set["c:"+c] = true
		for _, d := range cs[i+1:] {
			set["cc:"+c+"+"+d] = true
		}
	}
	out := make([]string, 0, len(set))
	for f := range set {
		out = append(out, f)
	}
	sort.Strings(out)
	return out
}

// withJiNegation returns a's predicates with one reading gap closed: a verb
// the analysis does not know, written in the long negation X-지 않다 or
// X-지 못하다 (책임지지 않는다, 메우지 않는다), comes out as the noun
// "X지" and an un-negated 않; it is read as X, negated, with 않's subject
// and its other objects.
func withJiNegation(a korean.Analysis) []korean.Predicate {
	preds := slices.Clone(a.Predicates)
	for k, p := range preds {
		if (p.Stem != "않" && p.Stem != "못하") || p.Negated || p.Token == 0 {
			continue
		}
		prev := a.Tokens[p.Token-1]
		verb, ok := strings.CutSuffix(prev.Stem, "지")
		if prev.Kind != korean.KindNoun || prev.Particle != "" || !ok || utf8.RuneCountInString(verb) < 2 || !slices.Contains(p.Objects, prev.Stem) {
			continue
		}
		p.Stem, p.Negated, p.Objects = verb, true, without(p.Objects, prev.Stem)
		preds[k] = p
	}
	return preds
}

// canonStem maps a stem through the lease synonyms (집주인 → 임대인, 돌려주
// → 반환).
func canonStem(s string) string {
	if c, ok := leaseStemSynonyms[s]; ok {
		return c
	}
	return s
}

func without(xs []string, s string) []string {
	var out []string
	for _, x := range xs {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

// withoutAll returns xs without the members of drop.
func withoutAll(xs, drop []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(drop, x) {
			out = append(out, x)
		}
	}
	return out
}

// uniq returns xs sorted without repeats.
func uniq(xs []string) []string {
	out := append([]string(nil), xs...)
	sort.Strings(out)
	k := 0
	for i, x := range out {
		if i == 0 || x != out[k-1] {
			out[k] = x
			k++
		}
	}
	return out[:k]
}

// qualifiers returns the scope words of a clause that decide whether the
// same act is fair: "ANY" (언제든, 일체, 원인과 관계없이: without limit),
// "ONLY" (에만, 한하여, 이내: within a limit), "CONSENT" (the other party
// agrees: 동의를 받아, 협의하여) and "NOCONSENT" (동의 없이, 허락 없이). A
// frame crossed with them ("fq:landlord:may:ENTER:ANY" against
// "fq:landlord:may:ENTER:ONLY") is what a linear model cannot build from
// the frame and the word apart.
func qualifiers(a korean.Analysis, concepts []string) []string {
	var out []string
	if anyScope(a, concepts) {
		out = append(out, "ANY")
	}
	only := containsAny(a.Text, "에만", "때만", "경우에만", "한하여", "한해", "한정", "이내", "범위 내", "범위에서", "범위 안", "넘지 않", "넘지 아니", "초과하지 않", "초과하지 아니")
	consent, noConsent := false, false
	for _, p := range a.Predicates {
		c := slices.Contains(conceptsOf(canonStem(p.Stem)), "CONSENT")
		for _, o := range objectStems(a, p) {
			c = c || slices.Contains(conceptsOf(canonStem(o)), "CONSENT")
		}
		switch {
		case c && p.Negated && describesNonConsent(a, p):
			// 동의하지 않은 세입자에게는 적용되지 않는다: the
			// consent the clause asks for, said of who withholds it.
			consent = true
		case c && p.Negated:
			noConsent = true
		case c:
			consent = true
		}
	}
	if only {
		out = append(out, "ONLY")
	}
	if containsAny(a.Text, "동의", "승낙", "허락", "찬성", "합의") {
		consent = consent || !noConsent
	}
	switch {
	case consent && containsAny(a.Text, deemWords...):
		// 답이 없으면 동의한 것으로 본다: consent the clause presumes,
		// not consent asked for.
		out = append(out, "DEEMED_CONSENT")
	case consent:
		out = append(out, "CONSENT")
	}
	if noConsent {
		out = append(out, "NOCONSENT")
	}
	return out
}

// fullWords are the ANY words that also say "in full" (전액, 즉시):
// without limit when the tenant bears or loses something, but the tenant's
// protection when the landlord gives back (보증금 전액을 즉시 반환한다).
var fullWords = []string{"전액", "전부", "즉시", "모든", "일체"}

// anyScope reports whether the clause widens an act beyond any limit (the
// ANY qualifier): an ANY word, unless its only ANY words are fullWords and
// the landlord gives back or clears a charge (RETURN, RELEASE) with nothing
// deducted.
func anyScope(a korean.Analysis, concepts []string) bool {
	strong := containsAny(a.Text, anyWords...)
	for _, w := range leaseConcepts["ANY"] {
		strong = strong || (!slices.Contains(fullWords, w) && strings.Contains(a.Text, w))
	}
	if strong {
		return true
	}
	if !slices.Contains(concepts, "ANY") && !containsAny(a.Text, fullWords...) {
		return false
	}
	if slices.Contains(concepts, "DEDUCT") {
		return true
	}
	for _, p := range a.Predicates {
		if p.Conditional || p.Negated || roleOf(a, p) != "landlord" {
			continue
		}
		acts := conceptsOf(canonStem(p.Stem))
		if slices.Contains(acts, "RETURN") || slices.Contains(acts, "RELEASE") {
			return false
		}
	}
	return true
}

// describesNonConsent reports whether a negated consent predicate p
// modifies a noun (동의하지 않은 세입자, 동의하지 않은 변경): it says who or
// what lacks consent, not that the act goes on without it — unless the
// noun is a condition (동의하지 않은 경우에도).
func describesNonConsent(a korean.Analysis, p korean.Predicate) bool {
	i := p.Token
	for i+1 < len(a.Tokens) && a.Tokens[i+1].Kind == korean.KindVerb && (a.Tokens[i+1].Stem == "않" || a.Tokens[i+1].Stem == "못하") {
		i++
	}
	if !adnominalEnd[a.Tokens[i].Ending] || i+1 >= len(a.Tokens) {
		return false
	}
	n := a.Tokens[i+1]
	return n.Kind == korean.KindNoun && n.Stem != "경우" && n.Stem != "때" && n.Stem != "시"
}

// anyWords widen an act beyond any limit or leave it to one side's will
// (어떠한 손해도, 원인 불문, 집주인 사정에 따라, 임대인 재량);
// deemWords presume a party's will (동의한 것으로 본다, 동의로 간주).
var (
	anyWords  = []string{"어떠한", "어떤 ", "불문", "상관없", "따지지 않", "사정에 따라", "사정에 의해", "사정상", "재량", "판단에 따라", "판단으로", "판단하에", "뜻대로", "편의상", "수시", "원하는 대로", "편한 대로", "편한 날", "필요하면 언제"}
	deemWords = []string{"간주", "로 본다", "로 봄", "로 보며", "로 보고", "로 보아", "로 보기로", "로 쳐", "로 칠", "걸로 할게", "걸로 합니다"}
)

// objectClasses are the concept classes that name what a clause is about,
// not an act.
var objectClasses = []string{"RENEWAL", "DEPOSIT", "RENT", "REGISTRATION", "REPAIR", "RESTORE", "BROKER_FEE", "MORTGAGE", "COURT", "LATE", "PENALTY", "AUCTION", "INTEREST", "SUBLET"}

// burdenNouns returns the frames of a party named right before a burden
// noun, with no predicate of its own: 임차인 부담, 을의 책임으로, 세입자 몫 —
// the noun-ending 특약's way of saying who bears what. Each gives
// "f:ROLE:pos:BEAR" and one frame per object class of the clause
// (f:tenant:pos:BEAR:REPAIR for 수리비 임차인 부담).
func burdenNouns(a korean.Analysis, concepts []string) []string {
	var out []string
	for i := 0; i+1 < len(a.Tokens); i++ {
		t, n := a.Tokens[i], a.Tokens[i+1]
		role := korean.RoleOf(canonStem(t.Stem))
		if t.Kind != korean.KindNoun || role == korean.RoleNone || (t.Particle != "" && t.Particle != "의") || n.Kind != korean.KindNoun {
			continue
		}
		if cs := conceptsOf(canonStem(n.Stem)); !slices.Contains(cs, "BEAR") && !slices.Contains(cs, "COMPENSATE") && n.Stem != "몫" {
			continue
		}
		r := role.String()
		out = append(out, "f:"+r+":pos:BEAR", "f:"+r+":pos:BEAR:noun")
		for _, c := range concepts {
			if slices.Contains(objectClasses, c) {
				out = append(out, "f:"+r+":pos:BEAR:"+c, "f:pos:BEAR:"+c)
			}
		}
	}
	return out
}

// nounModes are the nouns that end a noun-style 특약 as its predicate:
// 가능 (방문 가능: may), 불가능 (cannot) and 면책 (the party is not liable).
var nounModes = map[string]string{"가능": "may", "불가능": "cannot", "면책": "exempt"}

// nounPredicates returns the frames of a clause ending in a noun
// predicate, which the analysis reads as one more noun: 임대인 필요시 수시
// 방문 가능 is the landlord who may enter (f:landlord:pos:ENTER,
// fm:landlord:may:ENTER, crossed with the qualifiers), 세입자 중도 해지 가능
// the tenant who may end the lease, 누수 피해는 집주인 면책 the landlord who
// does not compensate. The acts are the bare nouns right before it (중단·변경
// 가능); the party is the nearest party noun before them in the sentence.
func nounPredicates(a korean.Analysis, quals []string) []string {
	var out []string
	for i, t := range a.Tokens {
		mode := nounModes[t.Stem]
		if t.Kind != korean.KindNoun || mode == "" || t.Particle != "" {
			continue
		}
		var acts []string
		role, j := "none", i-1
		for ; j >= 0; j-- {
			m := a.Tokens[j]
			if m.Kind == korean.KindPunct && m.Surface == "·" {
				continue
			}
			if m.Kind != korean.KindNoun || korean.RoleOf(canonStem(m.Stem)) != korean.RoleNone || (m.Particle != "" && len(acts) > 0) {
				break
			}
			for _, c := range conceptsOf(canonStem(m.Stem)) {
				if !slices.Contains(objectClasses, c) && c != "ANY" && c != "LAW" {
					acts = append(acts, c)
				}
			}
		}
		for ; j >= 0; j-- {
			m := a.Tokens[j]
			if m.Kind == korean.KindPunct && strings.ContainsAny(m.Surface, ".?!;\n") {
				break
			}
			if r := korean.RoleOf(canonStem(m.Stem)); m.Kind == korean.KindNoun && r != korean.RoleNone {
				role = r.String()
				break
			}
		}
		// The modality as the verbal frames write it: fm with the
		// modality, fq with "-not" for a denied plain act.
		pol, mod, qmod := "pos", mode, mode
		switch mode {
		case "cannot":
			pol = "neg"
		case "exempt":
			pol, mod, qmod, acts = "neg", "plain", "plain-not", []string{"COMPENSATE", "BEAR"}
		}
		for _, act := range uniq(acts) {
			out = append(out, "f:"+role+":"+pol+":"+act, "f:"+pol+":"+act+":-", "fm:"+role+":"+mod+":"+act)
			for _, q := range quals {
				out = append(out, "fq:"+role+":"+qmod+":"+act+":"+q)
			}
		}
	}
	return out
}

// roleOf is the party who does predicate p: its subject, or, when the
// analysis found none or only a non-party noun (관리비는 … 세입자가 잔금 때
// 같이 정산함, where 같이 reads as a noun), the nearest party noun before it
// in its sentence marked as subject or topic (세입자는 집이 경매에 넘어가도
// … 신청하지 않기로 함).
func roleOf(a korean.Analysis, p korean.Predicate) string {
	if p.Subject != korean.RoleNone && p.Subject != korean.RoleOther {
		return p.Subject.String()
	}
	for j := p.Token - 1; j >= 0; j-- {
		t := a.Tokens[j]
		if t.Kind == korean.KindPunct && strings.ContainsAny(t.Surface, ".?!;\n") {
			break
		}
		if t.Kind != korean.KindNoun {
			continue
		}
		if r := korean.RoleOf(t.Stem); r != korean.RoleNone {
			switch t.Particle {
			case "은", "는", "이", "가", "께서", "께서는", "도", "만":
				return r.String()
			}
		}
	}
	return p.Subject.String()
}

// objectStems are the stems of p's objects with the bare nouns compounded
// before each (갱신요구권 포기각서를 → 갱신요구권, 포기각서; 주요 설비
// 수리비는 → 주요, 설비, 수리비), which the analysis leaves out.
func objectStems(a korean.Analysis, p korean.Predicate) []string {
	out := slices.Clone(p.Objects)
	for j := p.Token - 1; j > 0; j-- {
		t := a.Tokens[j]
		if t.Kind == korean.KindPunct && strings.ContainsAny(t.Surface, ".?!;\n") {
			break
		}
		if t.Kind != korean.KindNoun || !slices.Contains(p.Objects, t.Stem) {
			continue
		}
		for k := j - 1; k >= 0; k-- {
			m := a.Tokens[k]
			if m.Kind != korean.KindNoun || m.Particle != "" || korean.RoleOf(m.Stem) != korean.RoleNone {
				break
			}
			out = append(out, m.Stem)
		}
		break
	}
	return out
}

// shareNouns follow a party noun to name its part of a cost (집주인 쪽,
// 임대인 측, 집주인 몫); bothShares name both parties' parts at once.
var (
	shareNouns = []string{"쪽", "측", "몫", "분", "부분"}
	bothShares = []string{"쌍방", "양측", "양쪽 모두", "양쪽 다", "양 당사자", "둘 다", "양쪽의"}
)

// landlordShare reports whether the clause names the landlord's part of a
// cost (집주인 쪽 중개보수, 임대인의 몫, 쌍방의 중개보수): with the tenant
// bearing it, the tenant pays what is the landlord's.
func landlordShare(a korean.Analysis) bool {
	if containsAny(a.Text, bothShares...) {
		return true
	}
	for i := 0; i+1 < len(a.Tokens); i++ {
		t, n := a.Tokens[i], a.Tokens[i+1]
		if t.Kind != korean.KindNoun || korean.RoleOf(canonStem(t.Stem)) != korean.RoleLandlord || (t.Particle != "" && t.Particle != "의") {
			continue
		}
		if slices.Contains(shareNouns, n.Stem) {
			return true
		}
		cs := conceptsOf(canonStem(n.Stem))
		if slices.Contains(cs, "BROKER_FEE") {
			return true
		}
	}
	return false
}
