package catalog

import (
	"regexp"
	"slices"
)

// Tag kinds of session 43, read after every older reader (tags43), from
// the misses of the thirty-sixth held-out set once it was opened, each
// tested with phrasings of our own:
//   - a glued cap's compound (스크루캡) is the cap word (a cap put back
//     with a word of manner or as a modifier, 다시 돌려 잠가 둔, is read
//     by round 19's capPutBack42Re);
//   - a lid that does not fit or close (뚜껑이 안 맞아요, 안 닫혀요) is
//     no cap on the item (a loose lid, 헐거워요, is still on);
//   - a spot of a garment or the body it covers said pierced with its
//     subject's particle (무릎이 뚫린, 팔꿈치가 뚫렸어요) is a hole, where
//     a bare 앞코 뚫린 is a design;
//   - a flood said as 물바다 is wet;
//   - a part inside a cap or pump (펌프 속 스프링, 뚜껑 안쪽 패킹) said
//     stuck is that part's failed removal, not a cap left on;
//   - a can's nozzle or button said stuck (노즐이 안 빠져요) is a plastic
//     part left on the metal can;
//   - a fastener left in paper with a word of none or still between
//     (클립을 하나도 안 뺐어요, 집게 아직 안 뺌, 철심 박힌 채) is
//     another material on it;
//   - a stain's shape between its substance and 자국 (국물 띠 자국, 기름
//     줄 자국) says how it looks, not what it is.

// innerPlace43 is a cap or pump named with the word of its inside.
const innerPlace43 = `(펌프|뚜껑|마개|캡)\s?(속|안쪽|속의|안쪽의|안에\s?든|안에\s?있는)\s`

var (
	// gluedCap43Re matches a cap's compound written glued (스크루캡).
	gluedCap43Re = regexp.MustCompile(`(스크루|스크류|돌림|트위스트)캡`)
	// lidNotFit43Re matches a lid said not to fit or close.
	lidNotFit43Re = regexp.MustCompile(`(뚜껑|마개|캡)(이|가|은|는|도)?\s(잘\s|제대로\s|꽉\s)?(안\s?맞|맞지\s?않|안\s?닫히|안\s?닫혀|닫히지\s?않)`)
	// innerPlace43Re matches a cap or pump named as the place of a part
	// inside it; innerPart43Re, that place and the part.
	innerPlace43Re = regexp.MustCompile(innerPlace43)
	innerPart43Re  = regexp.MustCompile(innerPlace43 + `(\S+\s)?(스프링|패킹|고무|철사|구슬|튜브|필터|심)`)
	// nozzleStuck43Re matches a can's nozzle or button said stuck.
	nozzleStuck43Re = regexp.MustCompile(`(노즐|분사구|분사\s?버튼|버튼|트리거)(이|가|은|는|도|을|를)?\s(\S+\s)?(안\s?빠|안\s?떨어|안\s?떼|못\s?빼|못\s?떼|분리가?\s?안)`)
	// fastenerLeft43Re matches a fastener said left in paper.
	fastenerLeft43Re = regexp.MustCompile(`(클립|집게|스테이플러?\s?심|철심|바인더\s?링)(을|를|이|가|은|는|도)?\s(하나도\s|전혀\s|아직\s|아직도\s)?(안\s?뺐|안\s?뺌|안\s?빼|못\s?뺐|못\s?빼|안\s?뗐|그대로\s?(있|꽂|박|달|붙|둔|놔)|꽂힌\s?채|박힌\s?채|끼워진\s?채)`)
	// stainShape43Re matches a stain's shape word between its substance
	// and 자국; stainShapeWord43Re is that word.
	stainShape43Re     = regexp.MustCompile(`(국물|기름|커피|소스|양념|김치|카레|짜장|라면|음료|주스)\s(띠|줄|테두리|동그란|둥근|링)\s?(자국|얼룩)`)
	stainShapeWord43Re = regexp.MustCompile(`\s(띠|줄|테두리|동그란|둥근|링)\s?(자국|얼룩)`)
	// notSoAfter43Re matches a state's modifier denied after it (뚫린 건
	// 아니고, 뚫린 적은 없어요).
	notSoAfter43Re = regexp.MustCompile(`^\s?(건|거|게|것은|것|적은|적)\s?(아니|없)`)
	// spotPierced43Re matches a spot of a garment said pierced with its
	// subject's particle.
	spotPierced43Re = regexp.MustCompile(`(무릎|팔꿈치|엉덩이|겨드랑이|가랑이|뒤꿈치|발가락|발꿈치|옆구리|소매|주머니|밑단|허벅지|사타구니)(이|가|쪽이|부분이)\s(\S+\s)?(뚫린|뚫렸|뚫려|뚫림|뚫어졌|뚫어진)`)
)

func init() {
	classWords["wet"] = append(classWords["wet"], "물바다")
}

// tags43 reads the tag kinds of session 43, after every older reader.
func (c *Catalog) tags43(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if !ed.has("cap_attached") && gluedCap43Re.MatchString(lower) {
		spaced := gluedCap43Re.ReplaceAllString(lower, "$1 캡")
		if again, _ := c.TagsFor(spaced, middle); slices.Contains(again, "cap_attached") {
			ed.add("cap_attached")
		}
	}
	if ed.has("cap_attached") && lidNotFit43Re.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", lidNotFit43Re) {
		ed.drop("cap_attached")
	}
	if (middle == "clothing" || middle == "bulky") && !ed.has("broken") && affirmedExcept(lower, spotPierced43Re, func(m []int) bool {
		return notSoAfter43Re.MatchString(lower[m[1]:])
	}) {
		ed.add("broken")
	}
	if ed.has("cap_attached") && innerPart43Re.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", innerPlace43Re) {
		ed.drop("cap_attached")
	}
	if middle == "metal_can" && !ed.has("mixed_material") && nozzleStuck43Re.MatchString(lower) {
		ed.add("mixed_material")
	}
	if middle == "paper" && !ed.has("mixed_material") && fastenerLeft43Re.MatchString(lower) {
		ed.add("mixed_material")
	}
	if !ed.has("contaminated") && stainShape43Re.MatchString(lower) {
		plain := stainShapeWord43Re.ReplaceAllString(lower, " $2")
		if again, _ := c.TagsFor(plain, middle); slices.Contains(again, "contaminated") {
			ed.add("contaminated")
		}
	}
	return ed.tags, ed.cleared
}
