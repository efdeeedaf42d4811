package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Tag kinds of session 18 (from dev12), each read as a class of
// expressions:
//
//   - contents_left: English amounts of what is still inside ("a handful
//     of nuts still rattling inside", "a few crackers left", "half a bag
//     of rice in it"), and in Korean a measure of the container with what
//     says it is still there (반통 그대로 있어요, 반이 그대로예요);
//   - broken: a hole that came in a garment or a textile (구멍이 뻥,
//     발가락 쪽이 뚫렸어요, 닳아서 구멍, "a big hole in the heel",
//     "holes all over"), not one made on purpose (구멍을 뚫었어요);
//   - wet: water that got inside (물 들어감, 물이 들어찼어요) and a fall
//     into water (어항 안으로 퐁당, 세면대에 빠뜨림, "fell into the
//     sink", "water got inside");
//   - cap_attached: a lid, cap or cover that is itself the thing thrown
//     away (케이크 덮던 플라스틱 뚜껑, "the dome lid that came over a
//     pie") is no cap left on an item (capIsItem).
func init() {
	if classMiddleWords["broken"] == nil {
		classMiddleWords["broken"] = map[string][]string{}
	}
	holes := []string{
		// worn through (닳아서 구멍, 닳아서 뚫렸어요, 다 해졌어요)
		"닳아서 구멍", "닳아 구멍", "닳아서 뚫", "닳아 뚫", "닳고 닳", "다 해졌", "다 해진", "다 해져",
		// pierced, said in the passive (발가락 쪽이 뚫렸어요, 뚫어졌어요):
		// the finite forms only, "앞코 뚫린 샌들" is its design
		"뚫렸", "뚫려서", "뚫림", "뚫어졌", "뚫어져서", "뚫어짐", "뻥 뚫렸", "빵꾸가 나~",
		// English
		"big hole", "huge hole", "massive hole", "small hole", "little hole", "holes all over", "holes everywhere", "holes in both", "hole at the",
		"holes at the", "worn holes", "wore a hole", "wore holes", "worn a hole", "moth-eaten", "moth eaten", "moth holes", "moth-holed",
		"blown out at", "blown-out", "toe pokes through", "toes poke through", "poking through the", "wore through", "worn thin and",
	}
	for _, m := range []string{"clothing", "bulky"} {
		classMiddleWords["broken"][m] = append(classMiddleWords["broken"][m], holes...)
	}
	classWords["wet"] = append(classWords["wet"],
		// water that got in (물 들어감, 물이 들어찼어요, 속으로 물이 스며들었어요)
		"물 들어감", "물이 들어감", "물 들어간", "물이 들어간", "물 먹음", "물먹음", "물 들어차~", "물이 들어차~", "물이 스며들~", "물 스며들~", "물이 새어 들어", "물이 새 들어", "물이 들어와~", "물 들어와~",
		"침수되~", "침수돼", "물에 빠지~", "물에 빠뜨리~", "물에 빠트리~", "물에 떨어뜨리~", "물에 떨어트리~", "물에 떨구~", "물에 잠기~", "물속에 빠", "물 속에 빠",
		// English
		"water got inside", "water inside it", "water in the casing", "got water inside", "water seeped in", "water leaked in", "water leaked into",
		"submerged", "took a swim", "went for a swim", "took a dip", "took a dunk", "got dunked", "flooded",
	)
}

// englishAmountRe: an English amount of something, what it is (at most
// three words), and that it is still in the item ("a handful of almonds
// still rattling inside", "a few crackers left", "half a bag of rice
// sitting in it", "a couple of pills rolling around in there").
var englishAmountRe = regexp.MustCompile(`\b(a handful of|handful of|a few|a couple of|a couple|a bit of|a little bit of|a little|a bunch of|a dozen|a scoop of|a splash of|a dab of|a spoonful of|a sip of|a mouthful of|a drop of|a few drops of|a layer of|one or two|two or three|a few more|half an? (?:bag|bottle|jar|box|can|tub|carton|pack|packet|tube|tin|pouch|sack|cup|glass|pot|tray|container|case|bucket|jug) of|about half|maybe half|a third of|a quarter of|most of the|some)\s+((?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+((?:is |are )?(?:still )?(?:just )?(?:left|rattling|rolling|sloshing|floating|sitting|in it|in there|in the bottom|inside|at the bottom))(\s+(?:on|over|behind|out|outside|by|for|to)\b)?`)

// stillMovingRe: what is still inside said by how it moves or sits ("the
// last nuts still rattling inside", "beans still rolling around in
// there").
var stillMovingRe = regexp.MustCompile(`\b([a-z'-]+)\s+(?:are |is )?still\s+(?:rattling|rolling|rattlin')\s+(?:around\s+)?(?:inside|in it|in there|in the bottom|at the bottom)\b`)

// notContentsEn are what an English amount may name that is no contents:
// parts and fixings, a residue or stain, the container itself.
var notContentsEn = []string{"tape", "label", "labels", "sticker", "stickers", "glue", "residue", "stain", "stains", "grease", "screw", "screws", "nail", "nails",
	"staple", "staples", "bolt", "bolts", "wire", "wires", "battery", "batteries", "part", "parts", "piece", "pieces", "bits", "something", "thing", "things",
	"spring", "springs", "bottle", "bottles", "can", "cans", "jar", "jars", "bag", "bags", "box", "boxes", "carton", "cartons", "tub", "tubs", "cup", "cups",
	"container", "containers", "time", "times", "days", "weeks", "months", "years", "hours", "more", "of", "them", "these", "those", "it", "mold", "mould",
	"crumbs", "dust", "sand", "dirt", "hair", "fur", "lint", "water droplets", "drops", "condensation", "paper", "film", "plastic", "foil", "cap", "caps", "lid", "lids"}

// notContentsAdj are what an English amount may say of the item itself
// ("a little rusty inside", "a bit dented in the bottom"), no contents.
var notContentsAdj = []string{"rusty", "dirty", "wet", "damp", "sticky", "moldy", "mouldy", "dusty", "greasy", "stained", "cracked", "bent", "dented", "worn",
	"torn", "broken", "faded", "scratched", "smelly", "gross", "old", "dry", "discolored", "discoloured", "cloudy", "yellowed", "scuffed", "warped", "melted",
	"burnt", "burned", "chipped", "crushed", "squashed", "damaged", "wrinkled", "soggy", "stiff", "crusty", "slimy", "fuzzy", "rust", "dents", "scratches",
	"cracks", "holes", "chips", "marks", "spots", "scuffs", "tears", "rips", "gunk", "grime", "dried", "wobbly"}

// residueVerbsEn say what is in an item sticks to it: a residue, not
// contents.
var residueVerbsEn = []string{"still", "stuck", "dried", "caked", "smeared", "crusted", "glued", "baked", "burnt", "burned", "stained", "coating", "coated"}

// countedAmountsEn count things (a few, a couple of), not a mass.
var countedAmountsEn = []string{"a handful of", "handful of", "a few", "a couple of", "a couple", "a dozen", "one or two", "two or three", "a few more"}

// namesItemOf reports whether the English phrase w names an item of
// middle (its whole, by a term of the middle).
func (c *Catalog) namesItemOf(w, middle string) bool {
	mi, ok := c.middleIdx[middle]
	if !ok {
		return false
	}
	n := normalize(w)
	best, pos := c.bestTerm(n, func(t *term) bool { return !t.weak && t.middle == mi })
	return best >= 0 && pos == 0 && len(c.terms[best].runes) >= len(n.r)-1
}

// englishAmountLeft reports whether lower (the text lower-cased) says in
// English that an amount of contents is still in the item: englishAmountRe
// or stillMovingRe, with what is left no part, residue or container (nor
// the item's own name, isItem) and no word denying it just before.
func englishAmountLeft(lower string, isItem func(string) bool) bool {
	if korean.HasHangul(lower) {
		return false
	}
	noContents := func(np string) bool {
		ws := strings.Fields(np)
		last := ws[len(ws)-1]
		if slices.Contains(notContentsEn, last) || slices.Contains(notContentsEn, np) {
			return true
		}
		return slices.Contains(notContentsAdj, last) || isItem(np) || isItem(last)
	}
	// "not a few crackers left", "never a couple of pills in there",
	// "nor a handful of nuts rattling inside"
	denied := func(at int) bool { return negatedEnBefore(lower, at, 2, "nor") }
	for _, m := range englishAmountRe.FindAllStringSubmatchIndex(lower, -1) {
		np := lower[m[4]:m[5]]
		// "some jam still stuck at the bottom": a residue, said by a verb;
		// things counted stuck or frozen inside ("a few dumplings stuck
		// inside") are solid contents
		counted := slices.Contains(countedAmountsEn, lower[m[2]:m[3]])
		verb := slices.ContainsFunc(strings.Fields(np), func(w string) bool {
			return slices.Contains(residueVerbsEn, w) && !(counted && slices.Contains([]string{"still", "stuck", "frozen", "wedged"}, w))
		})
		if m[8] >= 0 || verb || noContents(np) || denied(m[0]) {
			continue
		}
		// "some left": a bare "some" wants a noun that is no verb's
		// object ("threw some left": none here) and no word after left
		if lower[m[2]:m[3]] == "some" && strings.HasPrefix(strings.TrimSpace(lower[m[6]:m[7]]), "in") {
			// "some dirt in it" is a residue; "some … inside" stays
			if !strings.Contains(lower[m[6]:m[7]], "inside") {
				continue
			}
		}
		return true
	}
	for _, m := range stillMovingRe.FindAllStringSubmatchIndex(lower, -1) {
		if np := lower[m[2]:m[3]]; !noContents(np) && !denied(m[0]) {
			return true
		}
	}
	return false
}

// halfMeasures are the halves and measures of a container (반병, 반 통,
// 절반, 반절) that, with what says so, are contents still in it.
var halfMeasures = []string{"반병", "반통", "반캔", "반팩", "반봉지", "반절", "반"}

// measureStill reports whether text says a half or measure of its
// contents is still there, the measure (with 이/가/은/는/도, or written
// apart: 반 통, 반 병) followed, across at most one amount word (쯤,
// 정도, 넘게), by 그대로 or a form of 있다 or 남다 ("반통 그대로 있어요",
// "반이 그대로예요", "반 병 정도 있음"); not when what follows says none
// is (없어요) or that it was poured out.
func measureStill(text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			j := i + 1
			base := strings.TrimRight(w, "이가은는도")
			if base == "반" && j < len(ws) && slices.Contains([]string{"병", "통", "캔", "팩", "봉지", "병이", "통이", "병은", "통은", "병도", "통도", "캔이", "봉지가"}, ws[j]) {
				base, j = "반"+strings.TrimRight(ws[j], "이가은는도"), j+1
			}
			if !slices.Contains(halfMeasures, base) && !slices.Contains(halfMeasures, strings.TrimSuffix(base, "쯤")) {
				continue
			}
			// "라벨이 반 남아 있어요": half of a part, not of contents
			if i > 0 && slices.ContainsFunc(partNounsNotContents, func(p string) bool { return strings.HasPrefix(ws[i-1], p) }) {
				continue
			}
			// 반 alone only with its particle or a measure: "반으로 접은",
			// "반 잘라" are cuts
			if base == "반" && w == "반" && (j >= len(ws) || !amountWords[ws[j]]) {
				continue
			}
			// "차에 두었던 생수 반병": a container's half that ends the
			// clause after what it held, its verb left unsaid
			if j >= len(ws) && i > 0 && base != "반" && base != "반절" && w == strings.TrimRight(w, "이가은는도") {
				return true
			}
			for ; j < len(ws) && j <= i+3; j++ {
				v := ws[j]
				if amountWords[v] || v == "넘게" || v == "이상" || v == "가량" || v == "남짓" || v == "아직" || v == "고스란히" {
					continue
				}
				if strings.HasPrefix(v, "그대로") || strings.HasPrefix(v, "있") || strings.HasPrefix(v, "남") || strings.HasPrefix(v, "들어") {
					if j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "없") || strings.HasPrefix(ws[j+1], "않")) {
						break
					}
					if slices.ContainsFunc(ws[j+1:min(len(ws), j+5)], func(x string) bool { return startsWithAny(x, pourStems) }) {
						break
					}
					return true
				}
				break
			}
		}
	}
	return false
}

// waterPlaces are water an item falls into (a tank, the toilet, the
// sea); basins are what may hold water or not (a sink, a bathtub): an
// item dropped onto a basin may break, not get wet, so only sinking in
// one (빠졌어요, 잠겼어요, 퐁당) says water.
var (
	waterPlaces = `변기|수영장|바다|바닷물|강|강물|계곡|계곡물|어항|물통|양동이|웅덩이|물웅덩이|개울|냇가|냇물|수조|물속|물 속|호수|연못|저수지|논|물바다|물`
	basins      = `욕조|세면대|싱크대|개수대|설거지통|대야|세숫대야|욕탕`
)

// fellInWaterRe: an item fell or was dropped into water, the place with
// 에, 안에, 안으로, 속에, 속으로 or 로, then at most two adverbs, then a
// verb of falling or the sound of it (빠졌어요, 떨어뜨렸어요, 퐁당, 풍덩);
// into a basin, a verb of sinking or the sound only.
var (
	intoWater     = `\s?(?:에|에다|에다가|안에|안으로|속에|속으로|으로|로)\s*(?:(?:그만|그대로|실수로|툭|쏙|퐁|폭|확|통째로|완전히|다|그냥)\s*){0,2}`
	sinkVerbs     = `빠지|빠졌|빠져|빠짐|빠뜨|빠트|퐁당|풍덩|첨벙|잠기|잠겼|잠겨|잠김|담갔|담가|담궜|담궈`
	fellInWaterRe = regexp.MustCompile(`(?:^|[^가-힣])(?:` + waterPlaces + `)` + intoWater + `(` + sinkVerbs + `|떨어지|떨어졌|떨어져|떨어짐|떨어뜨|떨어트|떨궜|떨구|떨군)`)
	sankInBasinRe = regexp.MustCompile(`(?:^|[^가-힣])(?:` + basins + `)` + intoWater + `(` + sinkVerbs + `)`)
)

// fellInWaterEnRe: in English, fell or was dropped into water or a
// basin ("fell into the sink", "dropped it in the fish tank").
var fellInWaterEnRe = regexp.MustCompile(`\b(?:fell|fallen|dropped|knocked|slipped|tumbled|went|dunked|sank)(?:\s+(?:it|them|my|our|his|her|the|this|a|[a-z-]+s?)){0,2}?\s+(?:right\s+|straight\s+)?(?:in|into|in to)\s+(?:the|a|my|our|his|her)\s+(?:[a-z-]+\s+)?(?:sink|fish tank|aquarium|tank|bath|bathtub|tub|toilet|pool|lake|river|pond|sea|ocean|bucket|puddle|water|creek|stream|dishwater|basin)\b`)

// dryAfterWords undo a fall in water: it was dried since.
var dryAfterWords = []string{"말렸", "말려서", "말렸는데", "말린", "말랐", "말라서", "건조", "바싹", "dried", "dry now", "dried out", "fully dry"}

// fellInWater reports whether text says the item fell or was dropped
// into water (fellInWaterRe, fellInWaterEnRe), not denied right after
// (빠지진 않았어요) nor dried since.
func fellInWater(text string) bool {
	lower := strings.ToLower(text)
	loc := fellInWaterRe.FindStringSubmatchIndex(lower)
	if loc == nil {
		loc = sankInBasinRe.FindStringSubmatchIndex(lower)
	}
	if loc == nil {
		loc = fellInWaterEnRe.FindStringIndex(lower)
		if loc != nil {
			// "never dropped it in the sink", "hasn't been dropped into",
			// "almost fell into the sink"
			if negatedEnBefore(lower, loc[0], 2, "almost", "nearly") {
				return false
			}
		}
	}
	if loc == nil {
		return false
	}
	rest := lower[loc[1]:]
	if head, _, _ := strings.Cut(strings.TrimSpace(rest), " "); strings.HasPrefix(head, "지") || strings.HasPrefix(head, "진") || strings.HasPrefix(head, "뻔") {
		return false
	}
	if strings.HasPrefix(rest, "지 않") || strings.HasPrefix(rest, "진 않") || strings.HasPrefix(rest, "질 뻔") || strings.HasPrefix(rest, "릴 뻔") || strings.HasPrefix(rest, "뜨릴 뻔") || strings.HasPrefix(rest, "트릴 뻔") {
		return false
	}
	return !slices.ContainsFunc(dryAfterWords, func(w string) bool { return strings.Contains(rest, w) })
}

// capAfterEn are the words that may follow an English lid that heads
// what is thrown away: a relative clause or what it came from ("the lid
// that sat over a cake", "lid from a soup tub", "lid of a food
// container", "the cover I used on a pie").
var capAfterEn = []string{"that", "which", "from", "off", "of", "for", "to", "i", "we", "i'd", "we'd", "i've", "we've", "my", "our", "someone", "they",
	"you", "he", "she", "used", "left", "that's", "which's", "we'd", "people"}

// capBeforeEn are words that, before an English lid, make it no head of
// what is thrown away ("jar with lid", "tub and lid", "lid on").
var capBeforeEn = []string{"with", "and", "on", "in", "its", "their", "has", "have", "had", "still", "plus", "without", "no", "w/", "&", "but", "is", "are",
	"got", "put", "screwed", "keep", "kept"}

// capStateWords say a lid is on something or will not come off: with
// them the lid is on the item, whatever heads the text.
var capStateWords = []string{"still on", "on it", "on top", "screwed on", "attached", "won't come off", "stuck on", "glued", "붙어", "닫혀", "닫힌", "안 열", "안 빠", "못 빼",
	"못 뺐", "못 떼", "끼워져", "꽂혀", "달려", "그대로"}

// capIsItem reports whether the thing thrown away is itself a lid, cap
// or cover: one of heads (the cap_attached tag's own objects, as the
// taxonomy lists them: 뚜껑, 덮개, lid, cap …; an English one also in
// the plural) heads the first clause of text, after what
// describes it (an adnominal clause, nouns of what it was for: "케이크
// 덮던 플라스틱 돔 뚜껑", "김밥 도시락 투명 덮개예요"; in English the
// words before it and a relative clause or "from"/"of" after it: "the
// clear dome lid that sat over a pie", "plastic lid from a soup tub"),
// and nothing in the text says a lid is on or stuck (capStateWords,
// stuckCapWords).
func capIsItem(text string, heads []string) bool {
	lower := strings.ToLower(text)
	if slices.ContainsFunc(capStateWords, func(w string) bool { return strings.Contains(lower, w) }) {
		return false
	}
	clauses := strings.FieldsFunc(lower, func(c rune) bool { return strings.ContainsRune(",.;:!?()\n", c) })
	if len(clauses) == 0 {
		return false
	}
	ws := strings.Fields(clauses[0])
	if len(ws) < 2 {
		return false
	}
	if korean.HasHangul(clauses[0]) {
		last := ws[len(ws)-1]
		for _, end := range []string{"이에요", "예요", "입니다", "이요", "임", "이고", "인데", "요"} {
			if s, ok := strings.CutSuffix(last, end); ok && s != "" {
				last = s
				break
			}
		}
		if !slices.ContainsFunc(heads, func(h string) bool {
			return last == h || strings.HasSuffix(last, h) && len([]rune(last)) <= len([]rune(h))+2
		}) {
			return false
		}
		// the word before is a bare noun or an adnominal, not a noun
		// marked as a list or a place (라벨이랑 뚜껑, 병에 뚜껑)
		prev := ws[len(ws)-2]
		return !slices.ContainsFunc([]string{"랑", "하고", "와", "과", "에", "도", "및", "이나", "나"}, func(p string) bool { return strings.HasSuffix(prev, p) && len([]rune(prev)) > 1 })
	}
	for i, w := range ws {
		if !slices.Contains(heads, w) && !slices.Contains(heads, strings.TrimSuffix(w, "s")) {
			continue
		}
		if i == 0 && len(clauses) == 1 {
			return false
		}
		// (nor after a negator: "didn't cut the spout off the carton"
		// says what was not done to a spout still on it)
		if slices.ContainsFunc(ws[:i], func(b string) bool { return slices.Contains(capBeforeEn, b) || englishNegator(b) }) {
			return false
		}
		return i+1 == len(ws) || slices.Contains(capAfterEn, ws[i+1])
	}
	return false
}

// holeCameRe: a hole said by how big or sudden it is, with what says it
// came or nothing after ("구멍이 뻥", "구멍 펑 났어요", "구멍이 크게
// 뚫렸어요", "구멍이 하나 생겼어요").
var holeCameRe = regexp.MustCompile(`구멍(?:이|가|도|은)?\s*(?:뻥|펑|빵|뽕|크게|큼지막하게|커다랗게|하나|두\s?개|여러\s?개|군데군데)\s*(?:뻥|펑)?\s*([가-힣]*)`)

// holeCame reports whether text says a hole came in the item
// (holeCameRe) with nothing after it, or a form of 나다, 뚫리다 or
// 생기다 not denied (뚫린 건 아니고, 안 났어요) and no active 뚫다 (a
// hole made on purpose: 구멍을 크게 뚫었어요).
func holeCame(text string) bool {
	for _, clause := range plainClauses(text) {
		for _, m := range holeCameRe.FindAllStringSubmatchIndex(clause, -1) {
			v := clause[m[2]:m[3]]
			rest := strings.TrimSpace(clause[m[3]:])
			if v == "" && rest == "" {
				return true
			}
			if !startsWithAny(v, []string{"나", "났", "남", "난", "뚫렸", "뚫려", "뚫림", "뚫린", "뚫어졌", "뚫어져", "생겼", "생김", "생긴", "생겨"}) {
				continue
			}
			if slices.ContainsFunc([]string{"건 아니", "게 아니", "것은 아니", "거 아니", "적 없", "적은 없", "데 없", "데는 없", "곳은 없", "곳 없", "지 않", "진 않"}, func(f string) bool { return strings.HasPrefix(rest, f) }) {
				continue
			}
			return true
		}
	}
	return false
}
