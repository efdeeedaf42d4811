package catalog

import "testing"

// The lead's tag kinds of session 43 (kinds43.go), in phrasings of our
// own: a cap put back with a word of manner or glued (스크루캡), a lid
// that does not fit, a garment's spot pierced, a flood said as 물바다, a
// part inside a pump, a can's nozzle and a fastener in paper left on, a
// stain's shape — and the near misses each must leave alone.
func TestTagKindsLead43(t *testing.T) {
	t.Parallel()
	capOn := []string{"cap_attached"}
	checkTags(t, mustLoad(t), []kindCase{
		// a cap put back, with a word of manner or as a modifier
		{"마개 다시 꽉 닫은 소주병", "glass", capOn},
		{"뚜껑 다시 돌려 잠가 둔 빈 병이에요", "glass", capOn},
		{"스크루캡 다시 잠근 와인병", "glass", capOn},
		{"병뚜껑 다시 끼운 맥주병", "glass", capOn},
		// near misses: a put-back denied, a cap compound taken off
		{"마개 다시 안 닫은 소주병", "glass", nil},
		{"스크루캡은 빼서 따로 모았어요, 와인병만", "glass", nil},
		// a lid that does not fit or close is no cap on; a loose one is
		{"금 간 반찬통인데 뚜껑이 안 맞아요", "plastic", []string{"broken"}},
		{"뚜껑이 제대로 안 닫히는 플라스틱 통", "plastic", nil},
		{"물통 뚜껑이 헐거워서 물이 새요", "plastic", capOn},
		// a garment's spot pierced, with its subject's particle
		{"무릎이 뚫린 작업복 바지", "clothing", []string{"broken"}},
		{"팔꿈치가 뚫렸어요, 니트 카디건", "clothing", []string{"broken"}},
		{"소매가 다 뚫린 트레이닝복", "clothing", []string{"broken"}},
		// near misses: a design, a denial
		{"앞코 뚫린 샌들", "clothing", nil},
		{"무릎이 뚫린 건 아니고 그냥 늘어난 바지", "clothing", nil},
		// a flood
		{"얼음 녹은 물로 스티로폼 상자 안이 물바다", "styrofoam", []string{"wet"}},
		{"택배 상자 안이 물바다가 됐어요", "paper", []string{"wet"}},
		// a part inside a cap or pump said stuck is that part's
		{"핸드워시 통, 펌프 속 스프링이 안 빠져요", "plastic", []string{"mixed_material"}},
		{"펌프가 안 빠지는 바디워시 통", "plastic", capOn},
		// a can's nozzle said stuck
		{"다 쓴 탈취제 캔인데 노즐이 안 빠져요", "metal_can", []string{"mixed_material"}},
		{"헤어스프레이 캔, 노즐은 뺐어요", "metal_can", nil},
		// a fastener left in paper with a word of none between
		{"강의 자료 묶음인데 클립을 하나도 안 뺐어요", "paper", []string{"mixed_material"}},
		{"출력한 보고서, 철심 박힌 채로", "paper", []string{"mixed_material"}},
		{"서류 클립은 다 뺐어요", "paper", nil},
		// a stain's shape between its substance and 자국
		{"사발면 용기에 국물 띠 자국 남아 있어요", "styrofoam", []string{"contaminated"}},
		{"컵라면 용기 국물 줄 자국은 싹 닦았어요", "styrofoam", nil},
	})
}
