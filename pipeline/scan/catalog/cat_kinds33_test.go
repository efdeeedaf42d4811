package catalog

import "testing"

// A thing named for what it is used with (X용 Y) is the Y; a term said
// with 용 inside it (일회용, 식용유) and a bare X before Y keep their
// readings.
func TestCat33PurposeHead(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"풍선용 헬륨 캔 다 쓴 거", "metal_can"},
		{"라면용 냄비 찌그러진 거", "metal_can"},
		{"생일 풍선용 스프레이 캔", "metal_can"},
		// near-misses: 용 inside a term, a food with no thing after it
		{"일회용 컵", "plastic"},
		{"식용유 통 빈 거", "plastic"},
		{"라면 먹다 남은 거", "food_waste"},
	})
}

// A device's blade said to jam or not to turn is how the device fails;
// a blade said broken, or named alone, stays metal.
func TestCat33RunningPart(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"파쇄기 칼날 걸린 거", "e_waste"},
		{"보풀 제거기 칼날 안 도는 거", "e_waste"},
		{"서류 파쇄기 칼날 안 돌아가요", "e_waste"},
		// near-misses: a blade broken, a blade alone
		{"믹서 칼날 부러진 거", "metal_can"},
		{"칼날 녹슨 거", "metal_can"},
	})
}

// Names list 17 found missing, each said in more than one way: a salon's
// clippers and dyes, a nail desk's tips, a studio's lights, a garden
// shed's tools, a tackle box, a gym bag, a brewer's lees.
func TestCat33Names(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"바리캉 고장 난 거", "e_waste"},
		{"애견 미용기 안 켜져요", "e_waste"},
		{"타투기 버려요", "e_waste"},
		{"라미네이터 안 데워져요", "e_waste"},
		{"백색소음기 버려요", "e_waste"},
		{"어군탐지기 화면 나간 거", "e_waste"},
		{"잔디깎이 전동 안 돌아가요", "e_waste"},
		{"염색약 남은 튜브", "general"},
		{"인조 손톱 한 봉지", "general"},
		{"리테이너 금 간 거", "general"},
		{"마우스가드 버려요", "general"},
		{"케이크 초 몇 개", "general"},
		{"반사판 접이식 찢어진 거", "general"},
		{"갈퀴 부러진 거", "metal_can"},
		{"스테이플러 버려요", "metal_can"},
		{"봉돌 한 줌", "metal_can"},
		{"머핀팬 녹슨 거", "metal_can"},
		{"다리미판 버려요", "bulky"},
		{"샌드백 안 쓰는 거", "bulky"},
		{"미용실 샴푸 의자", "bulky"},
		{"막걸리 지게미 남은 거", "food_waste"},
		{"버터크림 상한 거", "food_waste"},
		{"인사돌 먹다 남은 거", "medicine"},
		{"공연 의상 작아진 거", "clothing"},
		// near-misses: 다리미 alone, 마우스 alone, 샴푸 alone
		{"다리미 고장", "e_waste"},
		{"무선 마우스 고장", "e_waste"},
		{"샴푸 통 빈 거", "plastic"},
	})
}
