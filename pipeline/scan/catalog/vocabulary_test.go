package catalog

import "testing"

// The vocabulary of the taxonomy's items (taxonomy.json), read the way
// the matcher reads it.

// The things of a birth, a wedding, a fishing trip and a 명절 kitchen
// are named by what they are disposed of as: pads as nappies (general),
// breast-milk bags as film (vinyl), feeding appliances as small
// appliances, a nappy bag as a bag (clothing), money envelopes and
// invitations as paper, shells and tackle as general waste.
func TestHouseholdVocabulary(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		// postpartum and nursing
		{"조리원에서 쓰고 남은 산모패드 뭉치", "general"},
		{"출산하고 쓴 오로 패드 한 봉지", "general"},
		{"일회용 수유패드 쓴 것들", "general"},
		{"used nursing pads from the first week", "general"},
		{"냉동실 정리하다 나온 모유 저장팩 빈 거", "vinyl"},
		{"모유팩 다 녹여서 먹이고 남은 팩", "vinyl"},
		{"a stack of empty breast milk bags", "vinyl"},
		{"전원이 안 들어오는 분유포트", "e_waste"},
		{"물려받은 젖병 소독기 고장남", "e_waste"},
		{"둘째 낳고 안 쓰는 전동 유축기", "e_waste"},
		{"bottle warmer that stopped heating", "e_waste"},
		{"아기 기저귀 가방 지퍼 나간 거", "clothing"},
		{"old nappy bag with a broken zip", "clothing"},
		{"작아진 배냇저고리 세 벌", "clothing"},
		// wedding and gifts
		{"결혼식 끝나고 남은 축의금 봉투 묶음", "paper"},
		{"세뱃돈 봉투 빈 것들", "paper"},
		{"인쇄 잘못된 청첩장 한 뭉치", "paper"},
		{"leftover wedding invitations, plain card", "paper"},
		{"한과 상자 속 종이 칸막이까지 다 종이예요", "paper"},
		// shore and tackle
		{"전복 껍데기 여러 개", "general"},
		{"삶아 먹은 홍합 껍데기 한 바가지", "general"},
		{"mussel shells after dinner", "general"},
		{"엉킨 낚싯줄 한 뭉치", "general"},
		{"녹슨 낚시 바늘 몇 개", "general"},
		{"a tangle of fishing line from the pier", "general"},
		// 명절 food and packaging
		{"차례 지내고 남은 동그랑땡", "food_waste"},
		{"딱딱하게 굳은 약과 몇 개", "food_waste"},
		{"벌레 먹은 쌀 한 바가지", "food_waste"},
		{"cup noodle bowl, rinsed", "styrofoam"},
		{"사과 난좌 스티로폼 몇 장", "styrofoam"},
		{"플라스틱 서랍장 한 칸 깨진 거", "plastic"},
		// near-misses: the other things these words live next to
		{"기저귀 쓴 거 한 봉지", "general"},
		{"비닐 봉투에 담긴 과자 봉지", "vinyl"},
		{"분유캔 빈 거", "metal_can"},
	})
}
