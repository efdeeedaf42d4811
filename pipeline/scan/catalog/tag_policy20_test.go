package catalog

import (
	"slices"
	"testing"
)

// TestClothingAndDevicesCarryOnlyBreaksAndWet: under the labelling policy
// (testdata/eval/README-scan.md), clothing and e_waste carry only broken or
// wet. A stain or spill on clothes and food left in an appliance change
// nothing about where they go, so the reader sets no tag for them, while
// the same words on a stream that is washed before recycling still do.
func TestClothingAndDevicesCarryOnlyBreaksAndWet(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	tests := []struct {
		text, middle string
		want         []string
	}{
		{"김치 국물 튄 흰 티셔츠", "clothing", nil},
		{"페인트 묻은 작업복 바지", "clothing", nil},
		{"a hoodie with ketchup stains down the front", "clothing", nil},
		{"비에 젖고 흙 묻은 운동복", "clothing", []string{"wet"}},
		{"소매가 찢어지고 기름 얼룩 있는 셔츠", "clothing", []string{"broken"}},
		{"카레 튄 채로 안 닦은 전자레인지", "e_waste", nil},
		{"물이 반쯤 남은 가습기", "e_waste", nil},
		{"김치 국물 튄 반찬통", "plastic", []string{"contaminated"}},
	}
	for _, tt := range tests {
		got, _ := c.TagsFor(tt.text, tt.middle)
		if !slices.Equal(got, tt.want) {
			t.Errorf("TagsFor(%q, %s) = %v, want %v", tt.text, tt.middle, got, tt.want)
		}
	}
}
