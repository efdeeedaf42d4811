package catalog

import (
	"slices"
	"testing"
)

// Tag kinds of session 21, from the opened dev15 (phrasings of our own):
// a spray that still sprays has contents left; soggy snacks are not a wet
// item, in the same clause or the one before; notes, scribbles or dust
// that fill a thing are not contents.
func TestTagKinds21(t *testing.T) {
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
	}
	for _, tt := range tests {
		got, _ := c.TagsFor(tt.text, tt.middle)
		if !slices.Equal(got, tt.want) {
			t.Errorf("TagsFor(%q, %s) = %v, want %v", tt.text, tt.middle, got, tt.want)
		}
	}
}
