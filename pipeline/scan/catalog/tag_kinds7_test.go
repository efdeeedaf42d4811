package catalog

import "testing"

// Tag kinds from ho7 and dev7 (session 12): each table is written at a
// whole class of phrasings (never eval lines), holding and not holding.

// Words typed as they sound (무더서, 씨서서, 저저 있는데, 라벨 띠었고) and a
// learner's 씻지 안 했어요 read as their standard spelling would.
func TestSoundedSpellingClass(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"떡볶이 용기 고추장 무더서 빨개요", "plastic", []string{"contaminated"}},
		{"피자 박스에 기름 무더 있음", "paper", []string{"contaminated"}},
		{"은박 접시 양념 무덨어요", "metal_can", []string{"contaminated"}},
		{"케첩 무든 플라스틱 통", "plastic", []string{"contaminated"}},
		{"요거트 통 아직 씻지 안 했어요", "plastic", []string{"contaminated"}},
		{"참치캔 닦지 안 함", "metal_can", []string{"contaminated"}},
		{"종이 박스 비 맞아서 다 저저 있어요", "paper", []string{"wet"}},
		{"신문지 저저서 무거워요", "paper", []string{"wet"}},
		{"저즌 박스 한 뭉치", "paper", []string{"wet"}},
		{"쇼핑백 비에 저젔어요", "paper", []string{"wet"}},
		{"잼 병 씨서서 말렸어요", "glass", nil},
		{"요거트 통 깨끗이 씨섰어요", "plastic", nil},
		{"케첩 통 씨슨 거예요", "plastic", nil},
		{"생수병 라벨 띠었고 뚜껑도 뺐어요", "clear_pet", nil},
		{"사이다 페트 라벨은 띠어냈어요", "clear_pet", nil},
		{"라벨 띠고 헹군 음료수 병", "glass", nil},
		{"저저번 주에 산 종이 박스", "paper", nil},
		{"오늘 무더워서 음료수 페트병 다 마셨어요", "clear_pet", nil},
	})
}

// A tick between a part and what was done to it ("뚜껑 ✅ 뺌", "라벨 ✔
// 제거") ticks the removal; it does not say the part is there.
func TestTickBeforeActionClass(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"생수 페트 라벨 ✅ 제거 뚜껑 ✅ 분리", "clear_pet", nil},
		{"페트병 / 라벨 ✔ 뗌 / 뚜껑 ✔ 뺌", "clear_pet", nil},
		{"콜라병 라벨 ✓ 벗김", "clear_pet", nil},
		{"소주병 뚜껑 ✅ 뺌", "glass", nil},
		{"두유팩 빨대 ✔ 제거 헹굼 ✔", "paper_pack", nil},
		{"우유팩 헹굼 ✅ 펼침 ✅", "paper_pack", nil},
		{"샴푸통 펌프 ✅ 분리", "plastic", nil},
		{"페트병 라벨 ✅ 뚜껑 ✅", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"페트병 라벨 O 뚜껑 O", "clear_pet", []string{"label_attached", "cap_attached"}},
		{"페트병 라벨 ✔ 제거 / 뚜껑 → 아직 닫혀 있음", "clear_pet", []string{"cap_attached"}},
		{"유리병 뚜껑 ✅ 그대로", "glass", []string{"cap_attached"}},
	})
}
