package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Kinds of mistakes read in scan_ko_dev10.jsonl (session 15), fixed for
// the voices it is written in: newlyweds and wedding gifts, 산후조리원
// families and hospital visitors, anglers and hikers, the 명절 kitchen,
// landlords clearing a 원룸, online-shopping returns.

// ---- conditions read in these voices ----

// worldTags corrects the reader's tags for the readings these voices
// show (called at the end of matchTags): a cap lost or thrown out
// elsewhere is no cap on; a label that will not come off is a label, not
// another material; contents frozen or stuck inside are contents left; a
// stained garment said not to be torn carries no tag.
func (c *Catalog) worldTags(text, middle string, itemTerm []rune, tags, cleared []string) ([]string, []string) {
	drop := func(tag string) {
		tags = slices.DeleteFunc(tags, func(t string) bool { return t == tag })
		if !slices.Contains(cleared, tag) {
			cleared = append(cleared, tag)
		}
	}
	lower := strings.ToLower(text)
	if slices.Contains(tags, "cap_attached") && capGone(lower) {
		drop("cap_attached")
		if !otherMaterialSaid(lower) {
			drop("mixed_material")
		}
	}
	if slices.Contains(tags, "label_attached") && slices.Contains(tags, "mixed_material") && !slices.Contains(tags, "cap_attached") && !otherMaterialSaid(lower) {
		drop("mixed_material")
	}
	if c.TagApplies("contents_left", middle) && !slices.Contains(tags, "contents_left") && c.contentsInside(lower, itemTerm) {
		tags = append(tags, "contents_left")
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == "contents_left" })
		if !slices.Contains(cleared, "contaminated") && !slices.Contains(tags, "contaminated") {
			cleared = append(cleared, "contaminated")
		}
	}
	if c.TagApplies("mixed_material", middle) && !slices.Contains(tags, "mixed_material") && partOfOtherMaterial(lower, middle) {
		tags = append(tags, "mixed_material")
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == "mixed_material" })
	}
	if middle == "clothing" && onlyStained(lower) {
		drop("contaminated")
	}
	return tags, cleared
}

// capWordsRe names a cap or lid.
const capWordsRe = `(뚜껑|두껑|뚜겅|마개|캡|caps?|lids?|tops?)`

// capGoneRes say the cap or lid is lost or went out elsewhere ("뚜껑은
// 잃어버렸고", "마개는 따로 버렸어요", "caps already in the metal bin",
// "lost the lid").
var capGoneRes = []*regexp.Regexp{
	regexp.MustCompile(capWordsRe + `[^,.;!?\n]{0,12}?(잃어\s?버|잃어버|잃었|분실|없어졌|없어짐|없어져|사라졌|사라짐|어디\s?갔|어디로\s?갔|따로\s?버|먼저\s?버|이미\s?버|벌써\s?버|따로\s?모아|따로\s?냈|따로\s?넣|캔류로|캔으로\s?버|고철로|고철\s?모으는)`),
	regexp.MustCompile(`\b` + capWordsRe + `\b[^,.;!?\n]{0,24}?\b(lost|missing|gone|already in|already went|went in|went into|in the [a-z ]{0,20}bin|tossed|thrown out|thrown away|binned|recycled separately)\b`),
	regexp.MustCompile(`\b(lost|tossed|threw out|threw away|binned|chucked)\b[^,.;!?\n]{0,12}?\b(the |their |its |my )?` + capWordsRe + `\b`),
}

// capOnRe say a cap is on after all.
var capOnRe = regexp.MustCompile(`(닫아|닫혀|닫힌|잠가|잠겨|잠긴|끼워|still on|still screwed|screwed on|twisted on|left on|kept on|put back)`)

// lossDeniedRe deny the loss within its phrase (안 버렸어요, not lost).
var lossDeniedRe = regexp.MustCompile(`(안\s|못\s|않|\bnot\b|n't\b|never)`)

// capGone reports whether text says the cap or lid is lost or was thrown
// out elsewhere, and nothing says a cap is on.
func capGone(lower string) bool {
	for _, re := range capGoneRes {
		if m := re.FindString(lower); m != "" && !lossDeniedRe.MatchString(m) {
			return !capOnRe.MatchString(lower)
		}
	}
	return false
}

// otherMaterials name a material or a part of another material.
var otherMaterials = []string{"비닐", "종이", "플라스틱", "철", "쇠", "금속", "알루미늄", "스텐", "스테인", "실리콘", "고무", "나무", "유리", "천", "가죽", "은박", "호일", "포일",
	"코팅", "스프링", "테이프", "끈", "손잡이", "고리", "필름", "패킹", "받침", "지퍼", "자석", "커버", "슬리브", "리본", "철사", "스티로폼", "펌프", "빨대", "재질", "소재", "복합",
	"foil", "paper", "plastic", "metal", "wire", "tape", "film", "rubber", "silicone", "wood", "spring", "handle", "window", "sleeve", "straw", "pump", "material"}

// labelWords are a label's names.
var labelWords = []string{"라벨", "상표", "스티커", "label", "sticker"}

// otherMaterialSaid reports whether text names another material or part
// than a label (a material word right before a label word is the label's:
// 비닐 라벨, paper label).
func otherMaterialSaid(lower string) bool {
	for _, w := range otherMaterials {
		for i := 0; ; {
			j := strings.Index(lower[i:], w)
			if j < 0 {
				break
			}
			k := i + j + len(w)
			rest := strings.TrimLeft(lower[k:], " ")
			ofLabel := false
			for _, l := range labelWords {
				if strings.HasPrefix(rest, l) {
					ofLabel = true
				}
			}
			if !ofLabel {
				return true
			}
			i = k
		}
	}
	return false
}

// contentsNouns are contents a container may still hold, beyond the food
// terms of the taxonomy.
var contentsNouns = []string{"모유", "우유", "분유", "이유식", "주스", "쥬스", "음료", "음료수", "물", "국물", "육수", "소스", "양념", "잼", "꿀", "술", "커피", "요거트", "요구르트",
	"아이스크림", "얼음", "반찬", "김치", "밥", "떡", "과일", "사과", "배", "귤", "감", "한과", "약과", "내용물", "찌꺼기", "식혜", "수정과", "달걀", "계란", "알"}

// partNounsNotContents are parts stuck in a container that are no
// contents (a straw, a cap, a label).
var partNounsNotContents = []string{"빨대", "뚜껑", "마개", "캡", "라벨", "스티커", "테이프", "비닐", "고리", "철심", "스프링", "펌프", "스푼", "숟가락", "포크", "젓가락", "영수증", "송장"}

// stainLiquids are liquids and residue that stick in an item as a stain,
// not as contents (국물, 양념, 기름, 찌꺼기, 뻘).
var stainLiquids = []string{"국물", "물", "소스", "양념", "기름", "육수", "주스", "쥬스", "우유", "음료", "음료수", "술", "커피", "즙", "찌꺼기", "뻘", "흙", "모래", "진흙", "때", "얼룩"}

// frozenInRe: a noun with a subject particle frozen (still) inside
// ("모유가 그대로 얼어 있어요", "국이 꽁꽁 얼어붙어서").
var frozenInRe = regexp.MustCompile(`([가-힣]+?)(이|가|은|는|도)\s*(그대로\s*|아직\s*|아직도\s*|꽁꽁\s*|꽝꽝\s*|안에\s*|속에\s*|바닥에\s*|통째로\s*)*(얼어\s?있|얼어\s?붙|얼어붙|언\s?채|얼은\s?채|얼어서\s?안|얼어\s?버린|얼어버린)`)

// stuckInRe: a noun (with a count) stuck or sitting still in its tray
// or container ("사과 한 알이 아직 끼어 있어", "떡이 바닥에 박혀 있어요").
var stuckInRe = regexp.MustCompile(`([가-힣]+?)\s*(한\s?(알|개|조각|덩이|쪽|통|봉)|두\s?(알|개|조각)|[0-9]+\s?(알|개))?(이|가|도)\s*(아직\s*|아직도\s*|그대로\s*|안에\s*|속에\s*|바닥에\s*|칸에\s*)*(끼어|껴|박혀|들러붙어|남겨져|담긴\s?채|담겨|놓여)\s?(있|있어|있음|있네|있는)`)

// englishContentsRes say contents are still in ("there's juice left",
// "still some milk inside", "frozen milk still in it").
var englishContentsRes = []*regexp.Regexp{
	regexp.MustCompile(`\b(there'?s|there is|still has|still have|with|has|have)\s+(still\s+)?(some|a bit of|a little|a little bit of|a splash of|a drop of|half)?\s*(juice|milk|water|soda|coffee|tea|beer|wine|soup|sauce|formula|broth|food|jam|yogurt|yoghurt|drink|liquid|cola|rice|kimchi|breast milk)\s+(still\s+)?(left|inside|in it|in there|in the bottom)\b`),
	regexp.MustCompile(`\b(juice|milk|water|soda|coffee|tea|beer|wine|soup|sauce|formula|broth|jam|yogurt|yoghurt|drink|liquid|cola|breast milk|apple|fruit)\s+(is |are )?(still\s+)(frozen\s+)?(in it|inside|in there|in the|stuck in|sitting in|left)\b`),
	regexp.MustCompile(`\b(still\s+)?frozen\s+(solid\s+)?(inside|in it|in the bag|in the pouch|in the bottle)\b`),
	regexp.MustCompile(`\b(apple|pear|orange|tangerine|fruit|egg|rice cake|cake|food|meat|fish|kimchi|rice|noodle|tteok|peach|persimmon)s?\s+(is\s+|are\s+)?(still\s+)?(wedged|stuck|jammed|sitting|lodged|left)\s+in\b`),
}

// contentsInside reports whether lower says contents are still inside
// the item: frozen in it, stuck or sitting in its tray, or left in it in
// English. The noun said so is no part (a straw, a cap) and not the
// item's own name.
func (c *Catalog) contentsInside(lower string, itemTerm []rune) bool {
	if strings.Contains(lower, "nothing left") || strings.Contains(lower, "none left") {
		return false
	}
	contents := func(noun string) bool {
		if noun == "" || slices.Contains(partNounsNotContents, noun) || len(itemTerm) > 0 && string(compact(noun)) == string(itemTerm) {
			return false
		}
		for _, w := range contentsNouns {
			if noun == w || strings.HasSuffix(noun, w) {
				return true
			}
		}
		return c.isFoodTerm(noun)
	}
	for _, m := range frozenInRe.FindAllStringSubmatch(lower, -1) {
		if contents(m[1]) {
			return true
		}
	}
	// stuck in: a solid thing, not a liquid or residue caught in it
	// ("국물이 끼어 있어" is a stain)
	for _, m := range stuckInRe.FindAllStringSubmatch(lower, -1) {
		if contents(m[1]) && !slices.ContainsFunc(stainLiquids, func(w string) bool { return strings.HasSuffix(m[1], w) }) {
			return true
		}
	}
	for _, re := range englishContentsRes {
		if m := re.FindString(lower); m != "" && !strings.Contains(m, "no ") {
			return true
		}
	}
	return false
}

// isFoodTerm reports whether w (compact) is a food_waste term.
func (c *Catalog) isFoodTerm(w string) bool {
	k := string(compact(w))
	for i := range c.terms {
		if string(c.terms[i].runes) == k && c.tax.Middles[c.terms[i].middle].Key == "food_waste" {
			return true
		}
	}
	return false
}

// clothStainWords say a garment is stained.
var clothStainWords = []string{"얼룩", "자국", "물들", "stain", "stained"}

// notTornWords deny that a garment is torn or holed: its only fault is
// the stain.
var notTornWords = []string{"찢어진 데는 없", "찢어진 데 없", "찢어진 곳은 없", "찢어진 곳 없", "찢어지진 않", "찢어지지는 않", "찢어지지 않", "안 찢어", "안찢어",
	"구멍은 없", "구멍 없", "구멍 난 데는 없", "구멍 난 데 없", "해진 데는 없", "해진 데 없", "뜯어진 데는 없", "뜯어진 데 없", "멀쩡", "얼룩만", "얼룩 빼고", "얼룩 말고는",
	"no tears", "no rips", "no holes", "not torn", "isn't torn", "not ripped", "nothing torn", "no damage", "otherwise fine", "otherwise intact", "just a stain", "only a stain", "only stained", "just stained"}

// onlyStained reports whether a garment is said to be stained and not
// torn: a stain on clothing sets no tag (the labelling policy).
func onlyStained(lower string) bool {
	stained := slices.ContainsFunc(clothStainWords, func(w string) bool { return strings.Contains(lower, w) })
	return stained && slices.ContainsFunc(notTornWords, func(w string) bool { return strings.Contains(lower, w) })
}

// ---- a material said of a part as its predicate ----

// predicateParts are the parts a material may be said of after them
// (손잡이가 쇠로 된, 뚜껑은 알루미늄으로 되어 있고).
var predicateParts = append(slices.Clone(partNouns), "뚜껑", "바닥", "다리", "프레임", "테두리", "몸통", "뒷면", "겉면", "안쪽", "경첩", "바퀴", "마개", "캡")

// materialOfPartSaid returns the best name term of another thing when the
// term best at pos is a bare material word said of a part before it as
// what the part is made of ("수납함, 손잡이가 쇠로 돼 있는데", "뚜껑은
// 알루미늄으로 된 유리병"): the material is the part's, and the item is
// what the other term names. A material with no part before it ("쇠로 된
// 선반") stays the match.
func (c *Catalog) materialOfPartSaid(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || !slices.Contains(materialWords, string(t.runes)) {
		return -1, 0
	}
	// the material's own word ends in 로/으로 and a made-of verb follows
	e := pos + len(t.runes)
	w, next := wordAfter(n, pos)
	rest := strings.TrimPrefix(w, string(t.runes))
	if rest != "로" && rest != "으로" || next >= len(n.r) || e < len(n.r) && n.clauseStart[e] {
		return -1, 0
	}
	v, _ := wordAfter(n, next)
	if !slices.ContainsFunc(materialAfter[:6], func(a string) bool { return strings.HasPrefix(v, a) }) {
		return -1, 0
	}
	// the word before is a part with a subject or topic particle
	if pos == 0 || pos < len(n.clauseStart) && n.clauseStart[pos] {
		return -1, 0
	}
	b, _ := wordBefore(n, pos)
	isPart := slices.ContainsFunc(predicateParts, func(p string) bool {
		r, ok := strings.CutPrefix(b, p)
		return ok && (r == "이" || r == "가" || r == "은" || r == "는" || r == "도" || r == "만")
	})
	if !isPart {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && !slices.Contains(materialWords, string(u.runes))
	})
}

// ---- a catch carried home in a net or bag ----

// carriedWords begin the adnominal verbs that say what a container held
// on the way home (담아 온, 담았던, 넣어 온, 담겨 온).
var carriedWords = []string{"담아", "담은", "담았던", "담던", "담겨", "넣어", "넣은", "넣었던", "넣던", "싸온", "싸 온"}

// catchHeldBy returns the container term when the term best at pos is a
// shellfish or shell (a general term of the shells' item) and a clause
// after it says a container carried it ("바지락 캐서 담아 온 양파망",
// "조개 넣어 온 비닐"): the container is the item. It is heldBy for
// the catch, which the taxonomy keeps among general waste by its shells.
func (c *Catalog) catchHeldBy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if m.Key != "general" || t.item < 0 || m.Items[t.item].Name != "조개껍데기" {
		return -1, 0
	}
	carried := false
	words := 0
	for i := pos + len(t.runes); i < len(n.r) && words < 2*heldWords; i++ {
		if i < len(n.clauseStart) && n.clauseStart[i] {
			break
		}
		if !n.tokStart[i] {
			continue
		}
		words++
		w, _ := wordAfter(n, i)
		if carried {
			if p := c.termAt(n, i, func(u *term) bool {
				k := c.tax.Middles[u.middle].Key
				return u.tier() == tierName && k != "general" && k != "food_waste"
			}); p >= 0 {
				return p, i
			}
			continue
		}
		if slices.ContainsFunc(carriedWords, func(cw string) bool { return strings.HasPrefix(w, cw) }) {
			carried = true
		}
	}
	return -1, 0
}

// partMaterialRe: a part said to be made of a material ("손잡이가 쇠로 돼
// 있는데", "뚜껑은 알루미늄으로 된").
var partMaterialRe = regexp.MustCompile(`(손잡이|고리|받침|바닥|다리|프레임|테두리|경첩|바퀴|지퍼|끈|줄|링|스프링)(이|가|은|는|도)\s*(쇠|철|금속|알루미늄|스텐|스테인리스|플라스틱|종이|비닐|나무|고무|실리콘|천|가죽|유리)(으로|로)\s*(돼|되어|된|만들)`)

// stuckOnWords say a part cannot be taken off (안 풀려요, 안 빠져요).
var stuckOnWords = []string{"안 풀려", "안 풀리", "안 빠져", "안 빠지", "안 떨어져", "안 떨어지", "안 떼져", "안 떼지", "못 떼", "못 빼", "분리가 안", "분리 안 돼", "분리 안 되", "안 분리"}

// materialMiddle is the stream a material word names, "" for none.
var materialMiddle = map[string]string{"쇠": "metal_can", "철": "metal_can", "금속": "metal_can", "알루미늄": "metal_can", "스텐": "metal_can", "스테인리스": "metal_can",
	"플라스틱": "plastic", "종이": "paper", "비닐": "vinyl", "유리": "glass"}

// partOfOtherMaterial reports whether text says a part of the item is of
// another material than the item's stream and cannot be taken off: the
// item is of mixed materials.
func partOfOtherMaterial(lower, middle string) bool {
	m := partMaterialRe.FindStringSubmatch(lower)
	if m == nil || materialMiddle[m[3]] == middle {
		return false
	}
	return slices.ContainsFunc(stuckOnWords, func(w string) bool { return strings.Contains(lower, w) })
}
