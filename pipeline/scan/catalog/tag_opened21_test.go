package catalog

import (
	"slices"
	"testing"
)

// Tag kinds of session 21, from the opened ho15 and dev15 (phrasings of
// our own): a spray that still sprays has contents left; soggy snacks are
// not a wet item, in the same clause or the one before; notes, scribbles
// or dust that fill a thing are not contents, nor is a bag or box full of
// the items themselves; a few pieces, a cupful or a spoonful still in it
// are; a label whose part was cut off is gone; eggs that broke are not
// the tray's break; a stain that will not wash out is no part that will
// not come off.
func TestTagKindsOpened21(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	tests := []struct {
		text, middle string
		want         []string
	}{
		// a spray that still sprays
		{"헤어스프레이 아직 눌러보면 쉭쉭 분사되는데 버릴래요", "metal_can", []string{"contents_left"}},
		{"방향제 스프레이 아직 뿌려져요", "metal_can", []string{"contents_left"}},
		{"the deodorant can still sprays a bit", "metal_can", []string{"contents_left"}},
		{"모기약 스프레이 다 써서 이제 안 나와요", "metal_can", nil},
		// soggy snacks
		{"과자 봉지에 나초가 반 넘게 남았는데 눅눅해서 봉지째 버려요", "vinyl", []string{"contents_left"}},
		{"팝콘이 눅눅해진 봉지", "vinyl", nil},
		{"종이 상자가 눅눅해요", "paper", []string{"wet"}},
		{"신문지가 비 맞아서 눅눅해요", "paper", []string{"wet"}},
		// what fills a page is not contents
		{"메모 가득한 대본 출력물", "paper", nil},
		{"낙서 가득한 연습장", "paper", nil},
		{"먼지 가득 쌓인 종이 상자", "paper", nil},
		{"우유가 가득 들어 있는 우유팩", "paper_pack", []string{"contents_left"}},
		// a bag or box full of the items is a measure, not contents
		{"학원 애들 마신 사이다캔 봉투 한 가득이요 다 비었어요", "metal_can", nil},
		{"빈 페트병 박스 한가득 모았어요", "clear_pet", nil},
		// a few pieces, a cupful or a spoonful still in it
		{"사탕 봉지에 사탕 몇 알 남았어요", "vinyl", []string{"contents_left"}},
		{"젤리 봉지에 젤리 몇 알이 그대로 있어요", "vinyl", []string{"contents_left"}},
		{"샴푸 리필 파우치 바닥에 샴푸가 한 컵 정도 고여 있어요", "vinyl", []string{"contents_left"}},
		// the part that bore the label cut off
		{"책 싸여 있던 비닐, 가격 스티커 붙은 부분은 잘라냈어요", "vinyl", nil},
		{"택배 상자 송장 붙은 데는 잘라서 버렸어요", "paper", nil},
		{"택배 상자에 송장이 붙어 있어요", "paper", []string{"label_attached"}},
		// eggs that broke, or did not, are not the tray's break
		{"계란판 투명 플라스틱, 깨진 알도 없고 깨끗해요", "plastic", nil},
		{"투명 딸기 용기 모서리가 깨졌어요", "plastic", []string{"broken"}},
		// a stain that will not wash out is no part that will not come off
		{"회 담았던 스티로폼 접시 초고추장 범벅이라 씻어도 잘 안 빠져요", "styrofoam", []string{"contaminated"}},
		{"김치통 씻어도 안 빠지는 양념 얼룩", "plastic", []string{"contaminated"}},
		{"요거트 컵 은박 뚜껑이 안 떨어져요", "plastic", []string{"cap_attached", "mixed_material"}},
		// a foil lid or a label taken off only in part is still on
		{"애들이 먹은 요거트 컵, 은박 뚜껑을 반만 뜯고 나머지는 붙은 채예요", "plastic", []string{"cap_attached", "mixed_material"}},
		{"요거트 컵 은박 뚜껑 다 뜯어서 버렸어요", "plastic", nil},
		{"생수 페트병 라벨 반만 뗐어요", "clear_pet", []string{"label_attached"}},
		// a product named for the stain it removes is not stained
		{"세탁소에서 쓰던 얼룩제거 스프레이 통, 아직 좀 남았어요", "plastic", []string{"contents_left"}},
		{"empty stain remover bottle", "plastic", nil},
		// a sprayer's handle is its head: still on, a cap; taken off, none
		{"분무 손잡이가 안 빠지는 세제 통", "plastic", []string{"cap_attached"}},
		{"다 쓴 분무기 통, 분무 손잡이 빼서 따로 버렸어요", "plastic", nil},
		{"다 쓴 분무기 통, 분무 손잡이는 분리했어요", "plastic", nil},
	}
	for _, tt := range tests {
		got, _ := c.TagsFor(tt.text, tt.middle)
		if !slices.Equal(got, tt.want) {
			t.Errorf("TagsFor(%q, %s) = %v, want %v", tt.text, tt.middle, got, tt.want)
		}
	}
}
