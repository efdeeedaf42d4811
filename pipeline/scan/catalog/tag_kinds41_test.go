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
