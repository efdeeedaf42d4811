package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 42: tag readings found by the nineteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 19
// (session 42)"), each a class, read last, after session 41's (depth41).

// depth42 applies the session-42 classes to the tags read before it:
//
//   - a double negation or a rhetorical question read as what it
//     affirms or denies (안 붙어 있는 건 아니에요, 안 젖었다고는 못
//     하겠어요, 물기가 없진 않아요, 라벨 없냐고 물으시면 있어요, 왜 안
//     젖었겠어요; 깨졌을 리가 있나요, 설마 남았겠어요, a chat question
//     answered ㄴㄴ): the text is read again with the double negation made
//     plain (plain42);
//   - a state in a list of things of other streams (페트병은 물이
//     남았고 유리병은 깨끗이 씻었어요): when one clause names a thing of
//     the item's middle and another a thing of another middle, the text
//     is read again with the other things' clauses taken out (ownClauses42);
//   - a part taken off and put back (뚜껑을 빼긴 했는데 다시 닫았어요,
//     코르크 뽑은 뒤에 다시 꽂아 뒀어요), a label's piece left after a
//     removal conceded (떼긴 뗐는데 … 남았어요), a removal in English not
//     done (스티커 peel 못 했어요) hold the part on; a wet conceded and then
//     denied (비를 맞긴 했지만 … 안 젖었어요) holds none;
//   - contents said by a whole use denied (다 마시진 않았지만, 하나도 안
//     먹었어요), by a time before opening (뜯기 전이에요, 따기 전에), by a
//     half drunk in English, by 물 좀 있음, or by the contents' own state
//     (안에 든 우유가 상했어요, 안에 든 과자가 다 부서졌어요, "the milk
//     inside went sour": contents, no break of the container); a crack
//     said with 만 (병에 금만 갔고) is a break;
//   - English state words with a Korean denial after them (crack 없어요,
//     wet 한 거 아니에요) hold none; rip 있어요 is a tear; "still has 라벨
//     on it" is no contents; "has some 김치 left" is.
func (c *Catalog) depth42(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add, readAs := ed.has, ed.drop, ed.add, ed.readAs

	// double negations and rhetorical questions, read again made plain
	if plain, ok := plain42(lower); ok {
		again, _ := c.TagsFor(plain, middle)
		readAs(again)
	}

	// a list of things of other streams: the item's own clauses only,
	// which the readers below read too
	scope := lower
	if own, ok := c.ownClauses42(lower, middle); ok {
		scope = own
		again, _ := c.TagsFor(own, middle)
		readAs(again)
	}

	// a part put back, a label's piece left, a removal not done
	if !has("cap_attached") && affirmed(lower, capPutBack42Re) {
		add("cap_attached")
	}
	if !has("label_attached") && (labelLeftConceded42Re.MatchString(lower) || labelNotPeeled42Re.MatchString(lower)) {
		add("label_attached")
	}
	if has("wet") && wetDenied42Re.MatchString(lower) && c.lostWithout(lower, middle, "wet", conceded42Re) {
		drop("wet")
	}

	// contents by a use denied, a time before opening, a half drunk, a
	// measure in chat, or the contents' own state
	if containerMiddle(middle) {
		if !has("contents_left") && !emptiedRe.MatchString(scope) && !restOut42Re.MatchString(scope) &&
			(notAllUsed42Re.MatchString(scope) || beforeOpening42Re.MatchString(scope) ||
				matchUndeniedEn41(halfDrunkEn42Re, scope) || (someIn42Re.MatchString(scope) && !rinseWater41Re.MatchString(scope) && !rinsed42Re.MatchString(scope)) ||
				matchUndeniedEn41(hasSomeLeftEn42Re, scope)) {
			add("contents_left")
		}
		if innerState42Re.MatchString(lower) || innerStateEn42Re.MatchString(lower) || innerCrumbled42Re.MatchString(lower) || innerCrumbledEn42Re.MatchString(lower) {
			if !has("contents_left") && !emptiedRe.MatchString(lower) {
				add("contents_left")
			}
			for _, re := range []*regexp.Regexp{innerCrumbled42Re, innerCrumbledEn42Re} {
				if has("broken") && re.MatchString(lower) && c.lostWithout(lower, middle, "broken", re) {
					drop("broken")
				}
			}
		}
		if has("contents_left") && partStillOnEn42Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", partStillOnEn42Re) {
			drop("contents_left")
		}
	}
	if !has("broken") && affirmed(lower, crackOnly42Re) {
		add("broken")
	}

	// English state words with a Korean denial after, and rip 있어요
	for _, p := range []struct {
		tag string
		re  *regexp.Regexp
	}{{"broken", brokenEnDenied42Re}, {"wet", wetEnDenied42Re}} {
		if has(p.tag) && p.re.MatchString(lower) && c.lostWithout(lower, middle, p.tag, p.re) {
			drop(p.tag)
		}
	}
	if !has("broken") && tearEnHeld42Re.MatchString(lower) {
		add("broken")
	}
	return ed.tags, ed.cleared
}

// plain42 returns the text with its double negations and rhetorical
// questions made plain (안 붙어 있는 건 아니에요 → 붙어 있는, 깨졌을
// 리가 있나요 → out), and whether there was any.
func plain42(lower string) (string, bool) {
	out := lower
	for _, r := range plainRewrites42 {
		out = r.re.ReplaceAllString(out, r.to)
	}
	out = strings.Join(strings.Fields(out), " ")
	return out, out != strings.Join(strings.Fields(lower), " ")
}

var plainRewrites42 = []struct {
	re *regexp.Regexp
	to string
}{
	// 안 뺀 게 아니라 안 빠져요: what follows is what holds
	{regexp.MustCompile(`(하나도\s|전혀\s|아예\s)?안\s?\S+\s(건|게|거)\s?아니라`), " "},
	// 안 붙어 있는 건 아니에요, 하나도 안 남은 건 아니고
	{regexp.MustCompile(`(하나도\s|전혀\s|아예\s)?안\s?(\S+(\s있는|\s있던)?)\s(건|게|거)\s?아니\S*`), "$2 "},
	// 안 젖었다고는 못 하겠어요, 안 남았다고 할 순 없어요, 안 묻었다고는 말 못 해요
	{regexp.MustCompile(`안\s?(\S+)다고(는|도)?\s(말\s)?(못\s?\S+|할\s?(순|수는?|수)\s?없\S*)`), "${1}어요 "},
	// 물기가 없진 않아요, 라벨이 없지는 않아요
	{regexp.MustCompile(`(\S+)\s없(진|지는|지도)\s않(아요|습니다|아|음|고|은데|는데)(\s|$)`), "$1 있어요 "},
	// 라벨 없냐고 물으시면 있어요, 뚜껑 없는 거 아니에요? 아니요
	{regexp.MustCompile(`없(냐고|냐고요\?|는\s거\s아니에요\?|는\s거\s아니야\?)\s?(물으시면|물어보시면|하시면)?\s?(아니요|아뇨|아니)?\s?`), " "},
	// 왜 안 젖었겠어요
	{regexp.MustCompile(`왜\s안\s(\S+)겠\S*`), "${1}어요 "},
	// 깨졌을 리가 있나요, 설마 남았겠어요
	{regexp.MustCompile(`(남았|젖었|깨졌|묻었|붙어\s?있었|금\s?갔|찢어졌)을\s리가\s(있|없)\S*`), " "},
	{regexp.MustCompile(`설마\s(남았|젖었|깨졌|묻었|붙어\s?있었)\S*겠\S*`), " "},
	// a chat question answered no: 박스 젖음? ㄴㄴ
	{regexp.MustCompile(`(^|[.!,]\s?)[^?.!,]*\?\s?(ㄴㄴ|노노)(\s|$)`), "$1 "},
	// English: not that there's nothing left; who'd keep the label on?
	{regexp.MustCompile(`\bnot that there'?s nothing (left|in it|inside)\b`), "there's some left"},
	{regexp.MustCompile(`\bwho'?d (keep|leave) [^?]*\?`), " "},
}

// ownClauses42 returns the clauses of the text said of the item: when
// one clause's topic is a thing of the item's middle and another's a
// thing of another middle set apart from it (페트병은 … 유리병은 …), the
// clauses of the other things (and those that follow them with no topic
// of their own) are taken out.
func (c *Catalog) ownClauses42(lower, middle string) (string, bool) {
	var clauses [][]string
	var cur []string
	for _, w := range strings.Fields(lower) {
		cur = append(cur, w)
		if clauseEnd42Re.MatchString(w) {
			clauses = append(clauses, cur)
			cur = nil
		}
	}
	if cur != nil {
		clauses = append(clauses, cur)
	}
	if len(clauses) < 2 || !slices.ContainsFunc(clauses, maySetApart42) {
		return "", false
	}
	// another thing sets its clauses apart when its topic is marked so
	// (유리병은, 캔도, 옷만, the jar's), or when the item's own is
	// (전자레인지는 멀쩡하고 소파 다리가 부러졌어요); a bare subject
	// beside an unmarked item (화분 흙이 젖어서 … 봉지가 축축해요, 소주병이
	// 떨어져 깨진 유리) may be the item's cause or its own earlier name
	type topic struct {
		middle string
		mark   topicMark42
	}
	topics := make([]topic, len(clauses))
	mineMarked := false
	mi, known := c.middleIdx[middle]
	for i, cl := range clauses {
		m, mark := c.topicMiddle42(cl)
		// a clause of another thing that also names a thing of the
		// item's middle (화분 흙이 젖어서 … 비닐봉지가 축축해요), or of a
		// glass thing when the item is broken glass (소주병이 떨어져
		// 산산조각, 유리 파편은 …: the policy throws a broken bottle as
		// nonflammable), is the item's
		if m != "" && m != middle && known && (m == "glass" && middle == "nonflammable" || c.namesItemOf42(cl, mi)) {
			m = middle
		}
		topics[i] = topic{m, mark}
		mineMarked = mineMarked || m == middle && mark == topicContrast42
	}
	owner := ""
	var own []string
	mine, other := false, false
	for i, cl := range clauses {
		switch t := topics[i]; {
		case t.middle == middle:
			owner, mine = t.middle, true
		case t.middle != "" && (t.mark == topicContrast42 || t.mark == topicSubject42 && mineMarked):
			owner, other = t.middle, true
		}
		if owner == "" || owner == middle {
			own = append(own, strings.Join(cl, " "))
		}
	}
	if !mine || !other {
		return "", false
	}
	return strings.Join(own, " "), true
}

// namesItemOf42 reports whether a clause's words name an item (not a
// weak word) of the middle mi.
func (c *Catalog) namesItemOf42(words []string, mi int) bool {
	best, _ := c.bestTerm(normalize(strings.Join(words, " ")), func(t *term) bool { return t.middle == mi && t.item >= 0 && !t.weak })
	return best >= 0
}

// topicWords42 returns a clause's words trimmed of punctuation, without
// the words before its topic (topicSkip42: the, 그리고, 안에).
func topicWords42(words []string) []string {
	var ws []string
	for _, w := range words {
		w = strings.Trim(w, ",.;:!?—-")
		if len(ws) == 0 && topicSkip42[w] {
			continue
		}
		if w != "" {
			ws = append(ws, w)
		}
	}
	return ws
}

// maySetApart42 reports whether a clause's topic can be marked as set
// against another thing (topicContrast42): it is English, or one of its
// first two words ends in 은, 는, 도 or 만. A text none of whose clauses
// can has no other thing set apart, and ownClauses42 returns at once,
// before naming any topic's thing (a lookup of the whole catalog).
func maySetApart42(words []string) bool {
	ws := topicWords42(words)
	if len(ws) == 0 {
		return false
	}
	if ws[0][0] < 0x80 {
		return true
	}
	return slices.ContainsFunc(ws[:min(2, len(ws))], contrast42Re.MatchString)
}

// topicMark42 is how a clause's topic is marked: set against another
// thing (은, 는, 도, 만, an English determiner or 's), as the subject (이,
// 가), or otherwise (에, 에서, 을: a place or an object, not what the
// clause is said of).
type topicMark42 int

const (
	topicPlain42 topicMark42 = iota
	topicSubject42
	topicContrast42
)

// topicMiddle42 returns the middle of the thing a clause starts with
// (its first words up to a particle, 신발 상자는, the glass jar), or ""
// when it names none, a part (뚜껑, 라벨) or a bare 병 or 통, and how its
// particle marks it.
func (c *Catalog) topicMiddle42(words []string) (string, topicMark42) {
	ws := topicWords42(words)
	english := len(ws) > 0 && ws[0][0] < 0x80
	// an English topic is a thing named with its determiner or its 's
	// (the tub is, bottle's got), not any first word (can't peel)
	if english && !topicDet42[strings.Trim(words[0], ",.;:!?—-")] && !strings.HasSuffix(strings.TrimRight(ws[0], ",.;:!?"), "'s") {
		return "", topicPlain42
	}
	// the topic: words up to one with a particle (신발 상자는, 유리병에,
	// 소파 다리가), a 이 or 가 that may be the name's own syllable tried
	// both ways (뽁뽁이 비닐은); in English the first two words or one
	for k := 1; k <= 2 && k <= len(ws); k++ {
		w := ws[k-1]
		stem := particle42Re.ReplaceAllString(w, "")
		if stem == w && !english {
			continue
		}
		topic := append(slices.Clone(ws[:k-1]), stem)
		if m := c.thingMiddle42(topic); m != "" {
			switch {
			case english || contrast42Re.MatchString(w):
				return m, topicContrast42
			case subject42Re.MatchString(w):
				return m, topicSubject42
			}
			return m, topicPlain42
		}
		if english && k == 1 {
			continue
		}
		if !strings.HasSuffix(w, "이") && !strings.HasSuffix(w, "가") {
			return "", topicPlain42
		}
	}
	if english && len(ws) > 0 {
		return c.thingMiddle42(ws[:1]), topicContrast42
	}
	return "", topicPlain42
}

// thingMiddle42 returns the middle of a topic's words, "" for a part (a
// part named after its thing is the thing's, 와인병 코르크; after a
// material none, 플라스틱 마개), a bare 병 or 통, or a name not known.
func (c *Catalog) thingMiddle42(topic []string) string {
	for i, w := range topic {
		if topicPart42Re.MatchString(w) {
			topic = topic[:i]
			break
		}
	}
	if len(topic) == 0 || len(topic) == 1 && (topicMaterial42Re.MatchString(topic[0]) || topicGeneric42Re.MatchString(topic[0])) {
		return ""
	}
	m, _, score, _ := c.MatchText(strings.Join(topic, " "))
	if score < 0.8 {
		return ""
	}
	return m
}

var (
	clauseEnd42Re     = regexp.MustCompile(`.(고|는데|인데|은데|지만|요|다|음|함)$|[,.;?!]$|^but$`)
	contrast42Re      = regexp.MustCompile(`(은|는|에는|에도|도|만|'s)$`)
	subject42Re       = regexp.MustCompile(`(이|가)$`)
	particle42Re      = regexp.MustCompile(`(에는|에도|에서|은|는|이|가|에|만|도|의|을|를|'s)$`)
	topicDet42        = map[string]bool{"the": true, "this": true, "that": true, "my": true, "our": true}
	topicSkip42       = map[string]bool{"the": true, "this": true, "that": true, "its": true, "and": true, "but": true, "안에": true, "안의": true, "속에": true, "든": true, "그리고": true, "근데": true, "이": true, "이번에": true}
	topicGeneric42Re  = regexp.MustCompile(`^(병|통|캔|팩|용기|half|all|some|none|most|part|piece|bit|이거|이건|얘|거|것|건|게|it|it's|one|rest)$`)
	topicPart42Re     = regexp.MustCompile(`^(본체|몸통|몸체|바디|뚜껑|wrapper|wrap|sleeve|film|seal|foil|cork|pump|캡|마개|라벨|스티커|코르크|펌프|손잡이|이거|이건|얘|거|것|건|게|안|겉|속|바닥|입구|모서리|나머지|송장|운송장|테이프|가격표|이름표|영수증|포장지|it|it's|one|lid|cap|label|sticker|tape|bottom|rest)$`)
	topicMaterial42Re = regexp.MustCompile(`^(플라스틱|종이|유리|쇠|철|알루미늄|금속|스텐|나무|고무|plastic|paper|glass|metal)$`)

	// (a word of manner between 다시 and the verb, or the verb as a
	// modifier: 다시 돌려 잠가 둔, 다시 꽉 닫은; session 43)
	capPutBack42Re        = regexp.MustCompile(`(뚜껑|캡|마개|코르크|cap|lid)\S{0,2}\s(\S+\s){0,4}?다시\s?((돌려|꽉|살짝|잘|도로)\s)?(닫았|잠갔|끼웠|꽂았|씌웠|막았|닫은|잠근|끼운|꽂은|씌운|막은|(닫아|꽂아|끼워|씌워|막아|잠가)\s?(뒀|놨|놓았|두었|둔|놓은|놔둔))`)
	labelLeftConceded42Re = regexp.MustCompile(`(라벨|스티커|상표)\S{0,2}\s(떼긴|뜯긴|벗기긴)\s?(뗐|뜯었|벗겼|했)\S*\s(\S+\s){0,3}?(남았|남아\s?있|붙어\s?있)`)
	labelNotPeeled42Re    = regexp.MustCompile(`(라벨|스티커|상표|label|sticker)\S{0,2}\s(peel|remove|off)\s?(못|안)\s?(했|함|해)`)
	wetDenied42Re         = regexp.MustCompile(`안\s?젖었|젖(지|진|지는)\s?않`)
	conceded42Re          = regexp.MustCompile(`\S+(긴|기는)\s?(했지만|했는데|했어도|했으나|왔는데|왔지만)`)

	notAllUsed42Re    = regexp.MustCompile(`다\s?(마시|먹|쓰)(진|지는|지도)\s?(않|못)|(하나도|한\s?입도|한\s?모금도|조금도)\s?안\s?(먹었|먹은|마셨|마신|썼|쓴)`)
	beforeOpening42Re = regexp.MustCompile(`(뜯|따|열|개봉하)기\s?전(이에요|이예요|이라|인데|에|이고)`)
	halfDrunkEn42Re   = regexp.MustCompile(`\b(drinking|drank|drunk|eating|ate|using|used)\s+(only\s+)?half\b`)
	someIn42Re        = regexp.MustCompile(`(^|\s)(물|음료|우유|주스|콜라|술|맥주)\s(좀|조금|쪼금|약간)\s?(있음|있어|있네)`)
	rinsed42Re        = regexp.MustCompile(`헹궈|헹군|씻어|씻은`)
	restOut42Re       = regexp.MustCompile(`\b(poured|tipped|dumped|emptied|threw|tossed)\s+(out\s+)?(the rest|the other half)\b`)
	hasSomeLeftEn42Re = regexp.MustCompile(`\b(has|have|got)\s+(some|a bit of|a little|a few)\s+\S+\s+(left|still in it|inside)\b`)

	innerState42Re      = regexp.MustCompile(`(안에\s?든|안에|안의|속에\s?든|속의)\s(\S+\s)?(우유|주스|음료|김치|잼|참치|세제|밥|반찬|국|국물|소스|물|두유|요거트|\S+)(이|가|는|은)\s(다\s)?(상했|상해|상한|쉬었|쉬어|쉰|굳었|굳은|얼었|얼어|언\s|부풀|썩었|썩어|변했)`)
	innerStateEn42Re    = regexp.MustCompile(`\b\w+ inside\s+(\w+\s+){0,2}(sour|bad|off|solid|stale|rotten|frozen)\b`)
	innerCrumbled42Re   = regexp.MustCompile(`(안에\s?든|안의|속에\s?든|속의)\s(\S+\s)?\S+(이|가|는|은)\s(다\s|전부\s)?(부서졌|부서져|으깨졌|바스러|부스러)`)
	innerCrumbledEn42Re = regexp.MustCompile(`\b\w+ inside (are|is) (all )?(crumbled|broken|crushed|smashed)\b`)
	partStillOnEn42Re   = regexp.MustCompile(`\bstill has (its |the |a )?\S*(라벨|스티커|뚜껑|캡|label|sticker|cap|lid)\S* (on|attached)\b`)
	crackOnly42Re       = regexp.MustCompile(`(^|\s)(\S+에\s)?금만\s?(갔|가\s?있|간\s)`)

	brokenEnDenied42Re = regexp.MustCompile(`\b(crack|cracks|rip|rips|tear|tears|damage)\s(하나도\s|전혀\s)?(없|안\s)`)
	wetEnDenied42Re    = regexp.MustCompile(`\b(wet|damp|soggy)\s?(한|해|하지)\s?(거|건|게)?\s?(아니|않|안)`)
	tearEnHeld42Re     = regexp.MustCompile(`\b(rip|rips|tear)\s?(있|생겼|났)`)
)
