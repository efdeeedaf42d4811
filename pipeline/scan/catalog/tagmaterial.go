package catalog

import (
	"maps"
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
func otherMaterialSaid(lower string) bool { return otherMaterialSaidOn(lower, "") }

// ownStreamMaterials are the material words of otherMaterials that name a
// stream's own material: on an item of that stream ("parcel 비닐 … the
// label can't peel"), the word names the item, not another material.
// (partMaterialWords' stream words, and the prefix and English words
// otherMaterials has besides)
var ownStreamMaterials = func() map[string]string {
	m := materialsOf(func(stream string) bool {
		return slices.Contains([]string{"metal_can", "plastic", "paper", "vinyl", "glass", "styrofoam"}, stream)
	})
	maps.Copy(m, map[string]string{"스테인": "metal_can", "paper": "paper", "plastic": "plastic", "metal": "metal_can"})
	return m
}()

// otherMaterialSaidOn is otherMaterialSaid for an item of middle: the
// material of middle itself is no other material.
func otherMaterialSaidOn(lower, middle string) bool {
	for _, w := range otherMaterials {
		if middle != "" && ownStreamMaterials[w] == middle {
			continue
		}
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

// materialMiddle is the stream a material word names, "" for none: the
// words of partMaterialWords whose stream is one a part of another
// material is judged against (metal, plastic, paper, vinyl, glass).
var materialMiddle = materialsOf(func(stream string) bool {
	return slices.Contains([]string{"metal_can", "plastic", "paper", "vinyl", "glass"}, stream)
})

// materialsOf is the part of partMaterialWords whose stream keep accepts.
func materialsOf(keep func(stream string) bool) map[string]string {
	m := map[string]string{}
	for w, s := range partMaterialWords {
		if keep(s) {
			m[w] = s
		}
	}
	return m
}

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

// A part of another material that a removal failed on or was not done
// to ("스프링을 빼려는데 철사가 단단해서 못 뺐어요", "플라스틱 받침이 붙어
// 있어서 떼지를 못했어요", "고리 못 빼서 그대로"): the part stays, and the
// item is of mixed materials. A label or a cap that will not come off is
// that tag's business, and contents stuck inside are no part.

// failedRemovalWords say a part was not or could not be taken off or out.
var failedRemovalWords = []string{"못 빼", "못 뺐", "못 뺀", "못 떼", "못 뗐", "못 뗀", "못 뜯", "못 벗기", "못 벗겼", "못 잘라", "빼지 못", "빼지를 못",
	"빼지도 못", "떼지 못", "떼지를 못", "떼지도 못", "뜯지 못", "뜯지를 못", "떼어내지 못", "떼어내지를 못", "분리를 못", "분리 못", "안 뗐", "안 뺐", "안 떼고", "안 빼고",
	"떼어지지가 않", "떼어지지 않", "안 떼어져", "안 떼어지",
	// (a removal that cannot be done: 떼어낼 수가 없어요; session 36)
	"떼어낼 수가 없", "떼어낼 수 없", "뗄 수가 없", "뗄 수 없", "빼낼 수가 없", "빼낼 수 없", "뺄 수가 없", "뺄 수 없", "분리할 수가 없", "분리할 수 없",
	"그대로 달려", "그대로 붙어", "달린 채", "붙은 채", "붙어 있는 채", "붙어있는 채"}

// partMaterials are parts of the item of a material of their own, by
// the stream that material goes to ("" for none of the item's streams).
var partMaterials = map[string]string{"스프링": "metal_can", "철사": "metal_can", "철심": "metal_can", "링": "metal_can", "고리": "metal_can", "쇠고리": "metal_can",
	"철고리": "metal_can", "나사": "metal_can", "스테이플": "metal_can", "심": "metal_can", "클립": "metal_can", "자석": "magnet", "테이프": "tape", "박스테이프": "tape", "테잎": "tape"}

// partMaterialWords name the material of the part after them ("나무 손잡이",
// "비닐 코팅된 끈"), by the stream it goes to, or by a kind of its own
// for a material of none of the item's streams (wood, rubber, foil): the
// one table of material words that materialMiddle and metalWords are
// drawn from.
var partMaterialWords = map[string]string{"비닐": "vinyl", "플라스틱": "plastic", "종이": "paper", "쇠": "metal_can", "철": "metal_can", "철제": "metal_can", "금속": "metal_can",
	"알루미늄": "metal_can", "스텐": "metal_can", "스테인리스": "metal_can", "유리": "glass", "스티로폼": "styrofoam", "나무": "wood", "원목": "wood", "고무": "rubber",
	"실리콘": "rubber", "가죽": "leather", "천": "cloth", "은박": "foil", "호일": "foil", "코팅": "coating", "코팅된": "coating",
	// (session 44) the moulded resin of a pot's handle or knob
	"베이클라이트": "plastic", "합성수지": "plastic", "페놀수지": "plastic"}

// boundParts are parts named by what they do, whose material the text
// must say ("나무 손잡이", "플라스틱 받침").
var boundParts = []string{"손잡이", "끈", "노끈", "받침", "트레이", "패드", "커버", "뚜껑고리", "링", "고리", "테두리", "프레임"}

// ownerParticles mark the noun a failed removal is about (철사가, 링을);
// labelCapWords are the objects of other tags.
var ownerParticles = []string{"이", "가", "을", "를", "은", "는", "도"}

var labelCapWords = []string{"라벨", "상표", "스티커", "송장", "뚜껑", "마개", "캡", "펌프", "방아쇠", "노즐", "트리거", "분사기"}

// notNounEnds are words that end like a marked noun but are not one.
var notNounEnds = []string{"많이", "같이", "깨끗이", "겨우", "너무", "있는", "없는", "하는", "되는", "붙은", "박힌", "같은", "단단한"}

// partLeftOn reports whether text says a removal failed on, or was not
// done to, a part of another material than middle (see above).
func partLeftOn(lower, middle string) bool {
	for _, fw := range failedRemovalWords {
		for from := 0; ; {
			j := strings.Index(lower[from:], fw)
			if j < 0 {
				break
			}
			at := from + j
			from = at + len(fw)
			if partBefore(lower[:at], middle) {
				return true
			}
		}
	}
	return false
}

// partBefore reads the words before a failed removal, back to the start
// of the sentence or the first noun marked as its subject or object: the
// part there must be of another material than middle.
func partBefore(before, middle string) bool {
	if i := strings.LastIndexAny(before, ".?!\n"); i >= 0 {
		before = before[i+1:]
	}
	fs := strings.Fields(before)
	for k := len(fs) - 1; k >= 0 && k >= len(fs)-8; k-- {
		f := strings.Trim(fs[k], ",.~")
		if f == "" || slices.Contains(notNounEnds, f) {
			continue
		}
		if slices.ContainsFunc(labelCapWords, func(w string) bool { return strings.Contains(f, w) }) {
			return false
		}
		stem := f
		marked := false
		for _, pt := range ownerParticles {
			if s, ok := strings.CutSuffix(f, pt); ok && s != "" {
				stem, marked = s, true
				break
			}
		}
		// "리벳으로 박혀", "안에": how or where, not what
		// "빼려다가", "보려다가": a verb, not a marked noun
		if strings.HasSuffix(f, "다가") {
			continue
		}
		if strings.HasSuffix(f, "으로") || strings.HasSuffix(f, "로") && !strings.HasSuffix(f, "코로") || strings.HasSuffix(f, "에") || strings.HasSuffix(f, "에서") {
			continue
		}
		// the part's material: written before it, else its own
		mat := ""
		for m := k - 1; m >= 0 && m >= k-2; m-- {
			pw := strings.Trim(fs[m], ",.~")
			if s, ok := partMaterialWords[pw]; ok {
				mat = s
				break
			}
		}
		if s, ok := partMaterialWords[stem]; ok {
			return s != middle
		}
		if s, ok := partMaterials[stem]; ok {
			// tape is another material on paper only (the attached
			// parts of mixed_material in taxonomy.json)
			if s == "tape" && middle != "paper" {
				return false
			}
			if mat == "" {
				mat = s
			}
			if mat != middle {
				return true
			}
			// a screw or wire of the item's own metal fixes another part
			continue
		}
		if slices.Contains(boundParts, stem) {
			return mat != "" && mat != middle
		}
		if marked {
			return false
		}
	}
	return false
}
