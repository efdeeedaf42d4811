package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Tag kinds of session 30, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds30 after kinds29):
//
//   - wet: the water of a rinse the text did, still standing or sloshing
//     inside (헹군 물이 아직 안에 찰랑찰랑해요, 씻은 물이 바닥에 남아 있음)
//     wets the item; it is not contents. Water a food was washed in
//     (생선 씻은 물) is not the item's rinse;
//   - cap_attached: the cap alone put back on (뚜껑만 다시 잠갔어요,
//     마개만 도로 끼워 놨어요) is a cap on, not the cap as the item;
//   - cap_attached: a lid made in one piece with the container (뚜껑
//     일체형, 뚜껑 붙어 있는 일체형 용기) is the container's own part;
//   - contaminated: a sauce or broth lying pooled on the item (초장이
//     흥건하게 고였어요, 국물이 흥건해요, 양념 범벅) soils it;
//   - wet: a thing that soaked up water from rain, a wave or a leak (파도
//     들이쳐서 물 먹고, 비 맞아서 물을 먹어서) is wet;
//   - mixed_material, label_attached: the ones with the part on sorted out
//     (장식 붙은 건 골라내고, 스티커 붙은 거는 빼고) leave the rest without it.
func (c *Catalog) kinds30(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if c.rinseWaterInside(lower) {
		add("wet")
		if has("wet") && has("contents_left") {
			drop("contents_left")
		}
	}
	if !has("cap_attached") && matchUndenied(capAloneClosedRe, lower) {
		add("cap_attached")
	}
	if has("cap_attached") && integralLidRe.MatchString(lower) {
		drop("cap_attached")
	}
	if !has("contaminated") && !has("contents_left") && saucePooled(lower) {
		add("contaminated")
	}
	if !has("wet") && soakedUpWater(lower) && !driedRe.MatchString(lower) {
		add("wet")
	}
	// (a carton's cap is its plastic spout: the policy labels a cap on a
	// paper pack a part of another material too)
	if middle == "paper_pack" && has("cap_attached") && !has("mixed_material") {
		add("mixed_material")
	}
	for _, tag := range []string{"mixed_material", "label_attached"} {
		if has(tag) && bearersPickedRe.MatchString(lower) {
			drop(tag)
		}
	}
	return ed.tags, ed.cleared
}

// rinseWaterRe: the water of a rinse, standing or sloshing in the item
// (헹군 물이 아직 안에 찰랑찰랑, 씻은 물 바닥에 고여 있음), with the word
// before the rinse and the words between the water and its verb.
var rinseWaterRe = regexp.MustCompile(`(?:^|\s)(\S+\s+)?(?:헹굼|헹군\s?|헹궜던\s?|헹구고\s?난\s?|씻은\s?|씻었던\s?|세척한\s?|설거지\s?)물(?:이|은|도|가)?\s+((?:\S+\s+){0,4}?)(찰랑|출렁|남아|남았|남음|고여|고였|고인|고임|흥건|있어|있음|있습|들어\s?있)`)

// rinseWaterInside reports whether lower says the water of a rinse is
// still inside the item, not dried or poured out after, and not water a
// food was washed in (생선 씻은 물).
func (c *Catalog) rinseWaterInside(lower string) bool {
	for _, m := range rinseWaterRe.FindAllStringSubmatchIndex(lower, -1) {
		if m[2] >= 0 && c.isFoodTerm(strings.TrimSpace(lower[m[2]:m[3]])) {
			continue
		}
		// (안 남아, 못 고여: denied before the verb, or after it)
		if before := strings.TrimSpace(lower[:m[6]]); strings.HasSuffix(before, " 안") || strings.HasSuffix(before, " 못") {
			continue
		}
		// (헹군 물은 버렸고 라벨만 남아 있어요: the verb is another
		// clause's)
		if slices.ContainsFunc(strings.Fields(lower[m[4]:m[5]]), otherClause) {
			continue
		}
		if driedRe.MatchString(lower[m[1]:]) || deniedInNextWords(lower[m[1]:]) {
			continue
		}
		return true
	}
	return false
}

var (
	// capAloneClosedRe: the cap alone put back on (뚜껑만 도로 돌려
	// 잠갔는데, 마개만 다시 끼웠어요), or any cap put back with 도로
	// (뚜껑은 도로 닫았어요).
	capAloneClosedRe = regexp.MustCompile(`(?:뚜껑|마개|캡|병뚜껑)만\s*(?:(?:도로|다시|살짝|꽉|대충|돌려|돌려서)\s*){0,3}(?:잠갔|잠궜|잠가|잠궈|잠가서|닫았|닫아|끼웠|끼워|씌웠|씌워|덮었|덮어|돌려\s?닫|돌려\s?잠)|(?:뚜껑|마개|캡)\S*\s도로\s(?:닫|잠|끼|씌)`)
	// integralLidRe: a lid made in one piece with its container.
	integralLidRe = regexp.MustCompile(`뚜껑\s?일체|일체형\s?뚜껑|뚜껑(?:이|까지)?\s?(?:붙어\s?있는|달린|붙은)\s?일체|one-piece lid|attached lid|hinged lid`)
	// saucePooledRe: a sauce or broth pooled or smeared all over the item.
	saucePooledRe = regexp.MustCompile(`(?:초장|간장|양념|소스|국물|케첩|케찹|마요네즈|고추장|된장|쌈장|드레싱|육수|카레|짜장)(?:이|가|도|은|는)?\s*(?:\S+\s+)?(?:흥건|범벅|흘러\s?넘|흘러내|질펀|철벅|덕지덕지)`)
	// cleanedAfterRe: washed or wiped, not denied before (안 씻었어요).
	cleanedAfterRe = regexp.MustCompile(`(?:^|[^안못]\s)(?:씻었|씻어\s?(?:서|놨|뒀|냈)|헹궜|헹궈\s?(?:서|놨|뒀)|닦았|닦아\s?(?:냈|서|놨|뒀)|설거지했|세척했)`)
	// soakedUpRe: a thing that soaked up water (물 먹고, 물을 먹어서,
	// 물을 잔뜩 먹은, 빗물 먹은); 물 is its own word or a water's (not
	// 음식물, 내용물), and 물 다 먹고 is water drunk.
	soakedUpRe = regexp.MustCompile(`(?:^|\s|빗|바닷|흙탕|얼음|수돗|구정)물(?:을)?\s?(?:잔뜩\s|많이\s|흠뻑\s)?(?:먹고|먹었|먹어서|먹어|먹은|머금)`)
	// waterCauseRe: rain, a wave, a flood or a leak that wet it (비 맞아서,
	// 비가 새서; 비 starts its word: not 준비가, 장비를).
	waterCauseRe = regexp.MustCompile(`(?:^|\s)비\s?(?:가|에|를|맞|오|와)|빗물|파도|들이쳐|들이친|침수|물난리|물이\s?새|누수|장마|폭우|소나기`)
	// fallCauseRe: a fall or spill into water, said before the soaking
	// (바닥에 떨어져서 얼음물 먹은; not 물 먹고 컵을 떨어뜨려서).
	fallCauseRe = regexp.MustCompile(`떨어져서|떨어뜨려|빠져서|빠뜨려|빠졌|엎어져|쏟아져`)
	// bearersPickedRe: the ones with a part on picked out of the lot (장식
	// 붙은 건 골라내고, 스티커 붙은 거는 빼고).
	bearersPickedRe = regexp.MustCompile(`(?:붙은|붙어\s?있는|달린)\s?(?:건|거는|거|것은|것들은|애들은)\s?(?:다\s?|전부\s?|따로\s?)?(?:골라\s?내|골라\s?냈|골라\s?뺐|빼고|뺐|추려|걸러|따로\s?뺐|따로\s?빼)`)
)

// saucePooled reports whether lower says a sauce pooled or smeared on
// the item, undenied and not washed or wiped off after (양념 범벅인 용기
// 씻었어요, 국물 넘친 자국 닦아냈어요).
func saucePooled(lower string) bool {
	for _, m := range saucePooledRe.FindAllStringIndex(lower, -1) {
		if undeniedAfter(lower, m[1]) && !cleanedAfterRe.MatchString(lower[m[1]:]) {
			return true
		}
	}
	return false
}

// soakedUpWater reports whether lower says the item soaked up water,
// undenied, with rain, a wave or a leak said anywhere, or a fall into
// water said before it.
func soakedUpWater(lower string) bool {
	for _, m := range soakedUpRe.FindAllStringIndex(lower, -1) {
		if undeniedAfter(lower, m[1]) && (waterCauseRe.MatchString(lower) || fallCauseRe.MatchString(lower[:m[0]])) {
			return true
		}
	}
	return false
}

// otherClause reports whether a word between rinse water and its verb
// says the verb is another's: the water poured out (버렸고, 따라냈는데,
// 비우고) or a sentence ended (깨끗해요). (안 빠져서, 그대로 keep the
// water's.)
func otherClause(w string) bool {
	return startsWithAny(w, pouredStems) || w != "다" && endsWithAny(w, []string{"요", "다", "."})
}

// pouredStems start the words that say water was poured out.
var pouredStems = []string{"버렸", "버리", "버려", "따라", "쏟", "비웠", "비우", "비워", "부었", "부어"}

// deniedInNextWords reports whether the rest of a phrase's word or the
// two words after it deny it (남아 있지 않아요, 고여 있진 않음).
func deniedInNextWords(rest string) bool {
	fs := strings.Fields(rest)
	if len(fs) > 3 {
		fs = fs[:3]
	}
	for _, f := range fs {
		if strings.Contains(f, "않") || strings.Contains(f, "없") || strings.HasPrefix(f, "못") || f == "안" {
			return true
		}
	}
	return false
}
