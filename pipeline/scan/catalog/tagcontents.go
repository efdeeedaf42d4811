package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Contents said with a count or an amount between the food and what
// says it is still inside ("만두 몇 개가 안에 얼어 있어요", "떡 두 조각이
// 아직 들어 있음", "사탕이 서너 알 남아 있어요"): the tag's words hold the
// verbs, and the count is no word they know.

// heldFoods are contents a bag, box or container may still hold that are
// no food term of the taxonomy.
var heldFoods = []string{"만두", "떡", "빵", "과자", "사탕", "젤리", "초콜릿", "쿠키", "밥", "반찬", "김치", "고기", "생선", "과일",
	"얼음", "아이스크림", "떡국떡", "어묵", "소시지", "너겟", "돈가스", "새우", "오징어", "국", "찌개", "죽", "음식", "내용물"}

// countWordsKo count things or measure an amount before a counter (두 개,
// 서너 알, 몇 조각, 한두 숟갈).
var countWordsKo = map[string]bool{"한": true, "두": true, "세": true, "네": true, "다섯": true, "서너": true, "두세": true, "세네": true,
	"너덧": true, "대여섯": true, "몇": true, "한두": true, "두어": true, "여러": true, "하나": true, "둘": true, "셋": true, "넷": true}

// counterWords are the counters and measures after a count (개, 알, 조각,
// 덩이, 봉지, 잔, 컵, 숟갈).
var counterWords = []string{"개", "알", "조각", "덩이", "덩어리", "봉지", "봉", "잔", "컵", "숟갈", "숟가락", "스푼", "팩", "쪽", "장", "줄", "마리", "점"}

// heldBetween are the adverbs and places that may stand between the
// count and the verb (아직, 그대로, 꽁꽁, 안에, 바닥에).
var heldBetween = map[string]bool{"아직": true, "아직도": true, "그대로": true, "꽁꽁": true, "꽝꽝": true, "딱딱하게": true, "안에": true,
	"속에": true, "안쪽에": true, "바닥에": true, "밑에": true, "구석에": true, "통째로": true, "쯤": true, "정도": true, "좀": true, "조금": true}

// counted reports whether w is a count (두, 서너), a count written with
// its counter (2개, 두개, 서너개가), or a counter with a particle (개가,
// 알이, 조각은).
func counted(w string) bool {
	if countWordsKo[w] {
		return true
	}
	stem := korean.NounStem(w)
	for _, c := range counterWords {
		head, ok := strings.CutSuffix(stem, c)
		if !ok && !strings.HasSuffix(stem, c+"쯤") {
			continue
		}
		head = strings.TrimSuffix(head, "쯤")
		if head == "" || countWordsKo[head] || strings.Trim(head, "0123456789") == "" {
			return true
		}
	}
	return false
}

// heldVerb reports whether the words from ws[j] on say a thing is held,
// frozen or stuck inside (얼어 있어요, 얼어붙었어, 들어 있음, 남아 있대요,
// 박혀 있는, 담겨 있어): the verb, and for 얼어, 들어, 박혀 and 담겨 a form
// of 있다 or 붙다 right after or written onto it.
func heldVerb(ws []string, j int) bool {
	v := ws[j]
	for _, s := range []string{"남았", "남아", "남음", "얼어붙", "얼어있", "들어있", "박혀있", "담겨있", "끼어있"} {
		if strings.HasPrefix(v, s) {
			return !strings.Contains(v, "있던") && !strings.Contains(v, "있었") && !strings.Contains(v, "았었")
		}
	}
	for _, s := range []string{"얼어", "들어", "박혀", "담겨", "끼어", "언", "얼은"} {
		if v == s || v == s+"서" {
			if j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "있") || strings.HasPrefix(ws[j+1], "붙") || strings.HasPrefix(ws[j+1], "채")) {
				// 얼어 있던, 들어 있었는데: held once, not now
				return !strings.HasPrefix(ws[j+1], "있던") && !strings.HasPrefix(ws[j+1], "있었")
			}
		}
	}
	return false
}

// countedContents reports whether the Korean text says a food or a
// contents noun, with a count or an amount (and adverbs or a place) after
// it, is still held, frozen or stuck inside: "만두 몇 개가 안에 얼어
// 있어요", "떡이 두 조각 아직 들어 있음". The verb is not negated.
func (c *Catalog) countedContents(r *korean.Reading, text string) bool {
	if !korean.HasHangul(text) {
		return false
	}
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			stem := korean.NounStem(w)
			if !slices.Contains(heldFoods, stem) && !slices.Contains(stillContents, stem) && !c.isFoodTerm(stem) {
				continue
			}
			count := false
			for j := i + 1; j < len(ws) && j <= i+6; j++ {
				v := ws[j]
				if heldVerb(ws, j) {
					if !count || ws[j-1] == "안" || ws[j-1] == "못" || r.Negated(v) || j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "않") || strings.HasPrefix(ws[j+1], "없")) {
						break
					}
					return true
				}
				if counted(v) {
					count = true
					continue
				}
				if !heldBetween[v] {
					break
				}
			}
		}
	}
	return false
}
