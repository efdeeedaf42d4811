package catalog

import "testing"

// A holder or box said to be of metal, with nouns of its use between the
// metal word and the holder, is metal, whatever stream the holder's own
// name or the noun of its use would take it to (a paper box, a leather
// wallet, a glasses case, a business card). Another material, a part or a
// verb's modifier between, and a holder said as where something was, leave
// the other reading.
func TestCat27MetalHolder(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"철제 공구 보관 상자 녹이 슬었어요", "metal_can"},
		{"스텐 명함 케이스인데 버려도 되나요", "metal_can"},
		{"알루미늄 동전 지갑 찌그러짐", "metal_can"},
		{"철제 안경 집 하나", "metal_can"},
		{"스텐보관함 뚜껑 안 닫혀요", "metal_can"},
		{"쇠 현금 통", "metal_can"},
		{"함석 우편 상자", "metal_can"},
		{"old metal coin tin", "metal_can"},
		{"aluminium glasses case with a dent", "metal_can"},
		// near-misses: another material, a part, a modifier, a place
		{"쇠 고리 달린 종이 상자", "paper"},
		{"철제 손잡이 달린 플라스틱 수납 상자", "plastic"},
		{"스텐 손잡이 가죽 지갑", "clothing"},
		{"금속 장식 붙은 안경 케이스", "general"},
		{"metal clasp leather wallet", "clothing"},
		{"steel lid on a cardboard box", "paper"},
		{"철제 선반 위에 있던 종이 상자", "paper"},
		{"철제 보관 상자에 넣어 둔 건전지", "battery"},
		{"스텐 칫솔 통에 꽂혀 있던 칫솔", "general"},
		{"스텐 명함 지갑 안에 있던 명함 뭉치", "paper"},
	})
}

// A bottle the catalog names as plastic (영양제 병) said to be of glass is
// glass; a glass cleaner's bottle and a glass food container are not.
func TestCat27GlassBottle(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"갈색 유리 비타민 병", "glass"},
		{"유리 영양제 병 라벨 뗐어요", "glass"},
		// near-misses
		{"유리 세정제 병", "plastic"},
		{"유리창 닦는 세정제 병", "plastic"},
		{"유리 반찬통", "nonflammable"},
		{"영양제 병, 유리 아니고 플라스틱", "plastic"},
	})
}

// The box a metal thing came in, named after it, is the paper box, as
// "기저귀 박스" is; a bare metal word before a box, a box as a place, with
// its contents or listed with the thing is not.
func TestCat27MetalItemBox(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"스텐 냄비 박스 접어서 내놔요", "paper"},
		{"쿠킹호일 상자 다 쓴 거", "paper"},
		{"스텐 텀블러 선물용 박스", "paper"},
		{"프라이팬 세트 상자", "paper"},
		// near-misses
		{"철제 상자 녹슨 거", "metal_can"},
		{"냄비 박스에 넣어 둔 냄비", "metal_can"},
		{"참치캔 박스째 버려요", "metal_can"},
		{"프라이팬이랑 박스랑 같이", "metal_can"},
	})
}

func TestHolderWord(t *testing.T) {
	t.Parallel()
	for w, want := range map[string]string{
		"상자": "상자", "상자에": "상자", "케이스인데": "케이스", "통이": "통", "boxes": "box", "집": "집",
		"상자들고": "", "통째로": "", "함께": "", "집에서": "집", "card": "",
	} {
		if got := holderWord(w); got != want {
			t.Errorf("holderWord(%q) = %q, want %q", w, got, want)
		}
	}
}
