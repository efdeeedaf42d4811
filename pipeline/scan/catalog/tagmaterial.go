package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Another material on the item, as the tag reader's last steps read it
// (matchTags): whether the text names one at all beside a label, and a
// part of another material said to be stuck on.

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
// item is of mixed materials. (It implies otherMaterialSaid: every
// material partMaterialRe names holds one of otherMaterials.)
func partOfOtherMaterial(lower, middle string) bool {
	m := partMaterialRe.FindStringSubmatch(lower)
	if m == nil || materialMiddle[m[3]] == middle {
		return false
	}
	return slices.ContainsFunc(stuckOnWords, func(w string) bool { return strings.Contains(lower, w) })
}
