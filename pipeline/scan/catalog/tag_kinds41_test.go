package catalog

import "testing"

// Session 41's tag kinds: a lid washed with the item, said with any
// adverb of how (깨끗하게, 꼼꼼히), is not said to be on; a use broken
// off with how much was left between, or with the honorific 시 (마시다
// 반쯤 남기신, 드시다 남기셨어요), leaves contents; a sealing film still
// on a cup is a cap of another material; 두어 counts.
func TestTagKinds41(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"반찬통 뚜껑까지 깨끗하게 씻었어요", "plastic", nil},
		{"밀폐용기 뚜껑도 꼼꼼히 닦았어요", "plastic", nil},
		{"생수병 뚜껑까지 깨끗하게 씻었는데 닫아 놨어요", "clear_pet", []string{"cap_attached"}},
		{"선생님이 마시다 반쯤 남기신 사이다 페트병", "clear_pet", []string{"contents_left"}},
		{"손님이 먹다 조금 남긴 콜라 캔", "metal_can", []string{"contents_left"}},
		{"할머니가 드시다 남기신 요구르트 병", "plastic", []string{"contents_left"}},
		{"아버지가 드시다 남기신 국", "food_waste", nil},
		{"실링 필름 붙어 있는 플라스틱 컵인데 다 마셨어요", "plastic", []string{"cap_attached", "mixed_material"}},
		{"sealing film still on the plastic cup", "plastic", []string{"cap_attached", "mixed_material"}},
		{"버블티 컵 실링 필름 다 뜯어냈어요", "plastic", nil},
		{"커피믹스 통에 두어 봉 남았어요", "plastic", []string{"contents_left"}},
	})
}

// A pump naming the container's kind, caps a container collected and a
// film cover that is the item set no cap; a bare hole after a garment's
// part is a break, a buttonhole is none; a rain word with what it did
// wets; "knocked off" breaks.
func TestTagKinds41Items(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"핸드워시 펌프 용기 다 씀", "plastic", nil},
		{"세정제 펌프 통 조금 남음", "plastic", []string{"contents_left"}},
		{"샴푸 통 펌프 안 뺐어요", "plastic", []string{"cap_attached"}},
		{"병뚜껑 모으던 플라스틱 통", "plastic", nil},
		{"비닐 덮개 찢어진 거", "vinyl", nil},
		{"요거트 컵 비닐 덮개 붙어 있어요", "plastic", []string{"cap_attached", "mixed_material"}},
		{"바지 무릎 구멍", "clothing", []string{"broken"}},
		{"셔츠 단추 구멍", "clothing", nil},
		{"빈 화분에 장맛비가 고였어요", "nonflammable", []string{"wet"}},
		{"장맛비 오기 전에 화분 버려요", "nonflammable", nil},
		{"ceramic mug, the handle got knocked off", "nonflammable", []string{"broken"}},
	})
}
