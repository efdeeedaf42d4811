package catalog

import "slices"

// ---- session 32: metal said last after a general thing (audit list 16) ----

// metalLast makes metal, said as the last bare word after a general
// thing, what the thing is made of: "바비큐 꼬치 쇠" is a steel skewer,
// "캠핑 집게 스텐" steel tongs, not the wooden or plastic ones the bare
// name files with general waste (materialLast reads it, as it reads
// plastic said last: plasticLast). Paper is left out, where 철 after it is
// a binder (신문 철), and so are the streams metalLast's container entry
// already takes (plastic, film).
var metalLast = saidMaterial{"metal_can", saidMaterials[1].words, map[string]bool{"general": true}}

// ---- session 32: a state said before 거 that the tokenizer takes for a noun ----

// stateAdnominals are past adnominals of a verb of state (녹슨, 휜,
// 찌그러진, 그을린) that korean.Tokens reads as one noun: before 거 or 것
// they say what became of the thing, and name nothing ("바비큐 꼬치 쇠
// 녹슨 거", "쳇바퀴 플라스틱 부러진 거").
var stateAdnominals = []string{"녹슨", "녹난", "휜", "찌그러진", "우그러진", "일그러진", "부러진", "구부러진", "금간", "헤진", "해진", "바랜", "탄", "그을린", "얼룩진"}

// stateAdnominal reports whether the word w is one of stateAdnominals,
// said as a whole word: a state of the thing, not a noun (endsPhrase).
func stateAdnominal(w string) bool {
	return slices.Contains(stateAdnominals, w)
}
