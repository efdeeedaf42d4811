package catalog

import "testing"

// A thing said to be stuck in or fixed on the noun after it (박힌, 꽂힌,
// 달린, 붙은 …) is a part of that thing: the noun is the item. Alone, or
// before a verb that is no such adnominal, the term stands.
func TestCat21AttachedPartIsNotTheItem(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		// a material word before the part's own name
		{"금속 단추 달린 청바지", "clothing"},
		{"스테이플러 심 박힌 영수증", "general"},
		{"스테이플러 심이 박힌 서류 뭉치", "paper"},
		{"플라스틱 단추 달린 셔츠", "clothing"},
		{"철사 끼워진 공책", "paper"},
		{"스티로폼 조각 붙어 있는 택배 상자", "paper"},
		// nothing else named after the verb: the term stands
		{"스테이플러 심 박힌 거", "metal_can"},
		// no adnominal verb of sticking: the term is the item
		{"스테이플러 심 한 통", "metal_can"},
		{"스테이플러 심이 박혀서 안 빠져요", "metal_can"},
	})
}

// A container followed by a bare 안 or 속 and another name says where
// that thing was: the thing is the item. 안 before a verb is a negation.
func TestCat21BareInsideNamesTheContents(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"전자레인지 박스 안 스티로폼", "styrofoam"},
		{"선물 상자 속 유리병", "glass"},
		{"택배 상자 안 뽁뽁이", "vinyl"},
		{"박스 안 스티로폼", "styrofoam"},
		// 안 as a negation: the box is the item
		{"택배 상자 안 버렸어요", "paper"},
		{"종이 박스 안 뜯은 거", "paper"},
	})
}

// A lamp named as the light something was seen or kept under is a place;
// another name in the text is the item. Alone, the lamp stands.
func TestCat21LampAsPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"형광등 아래에서 보니 얼룩진 셔츠", "clothing"},
		{"조명 밑에 두었던 종이 상자", "paper"},
		{"형광등 불빛에 비춰 보니 금 간 유리컵", "nonflammable"},
		// the lamp is the item
		{"형광등 아래쪽 끝이 까맣게 됐어요", "lamp"},
		{"깨진 형광등", "lamp"},
	})
}

// A Hangul term that begins with the last syllable of a longer word and
// runs into the next word is an accident of reading without spaces: the
// term is not there. One whose part before the space is two syllables or
// more, or that begins a word, still is.
func TestCat21NoTermAcrossAWordsLastSyllable(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"인쇄소 파지", "paper"},
		{"동네 인쇄소 파지 한 묶음", "paper"},
		// still terms: a word's start, or two syllables before the space
		{"소파 커버 천", "clothing"},
		{"양파 지퍼백", "vinyl"},
		{"초코우유 팩", "paper_pack"},
		{"고무 장갑", "general"},
		{"헌 소파", "bulky"},
	})
}

// The names audit list 5 added, and aliases that must not capture the
// item they sit inside of.
func TestCat21Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"유도 도복 띠까지", "clothing"},
		{"쿠션 커버 두 장", "clothing"},
		{"목장갑 한 묶음", "general"},
		{"꽃꽂이 오아시스 쓰던 거", "general"},
		{"멜라민 접시 깨짐", "general"},
		{"델몬트 오렌지 주스 종이팩", "paper_pack"},
		{"델몬트 주스 페트병", "clear_pet"},
		{"투명 pet 컵", "plastic"},
		{"pet 계란판", "plastic"},
		// a longer name keeps its own item
		{"리본 끈 달린 원피스", "clothing"},
		{"필라멘트 전구", "lamp"},
		{"오리털 패딩", "clothing"},
		{"라텍스 매트리스", "bulky"},
		// claws and nails are what tore the item, not the item
		{"강아지가 발톱으로 긁어 놓은 소파", "bulky"},
		{"손톱으로 긁다가 찢어진 커튼", "clothing"},
		// crocheted things are named by the hook; a birthday invitation
		// is no candle
		{"코바늘 가방 실 풀림", "clothing"},
		{"생일 초대장 여러 장", "paper"},
	})
}

// Gloves named by wet or dirty work (설거지, 청소, 김장, 세차) are rubber
// or work gloves, general waste; gloves named otherwise are clothing.
func TestCat21GlovesByUse(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"설거지할 때 쓰던 장갑 구멍 남", "general"},
		{"청소용 노란 장갑", "general"},
		{"김장 때 낀 장갑", "general"},
		{"old kitchen gloves with a hole", "general"},
		// gloves named otherwise
		{"겨울에 끼던 장갑", "clothing"},
		{"털 장갑 한 켤레", "clothing"},
		{"woolly gloves", "clothing"},
		// the use word in another clause says nothing of the gloves
		{"설거지는 끝났고, 장갑 한 짝", "clothing"},
	})
}

// A thing set against the item with 말고 stays out when the item is then
// said to be taken off or gathered (떼어서, 뜯어서): it is not what is
// kept. Without 말고 the thing set aside is still passed over.
func TestCat21SetAgainstIsNotKept(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"플랜카드 말고 벽 달력들 떼어 냈어요", "paper"},
		{"벽에 붙였던 현수막 말고 종이 포스터만 떼어서 버려요", "paper"},
		{"가게 앞 배너 말고 전단지들 뜯어서 모아 놨어요", "paper"},
		{"멜라민 접시 말고 종이 상자 뜯어서 접었어요", "paper"},
	})
}
