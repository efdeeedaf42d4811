package catalog

import "testing"

// A mimetic word of snapping at a clause's end says a part snapped,
// not an amount that fell (가격이 뚝, 인기가 뚝) nor a drop of water
// (물방울이 똑).
func TestReview33SnapIsNoFall(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"가격이 뚝.", "plastic", nil},
		{"인기가 뚝.", "plastic", nil},
		{"기온이 뚝 떨어져서 통이 얼었어요. 물방울이 똑.", "plastic", nil},
		{"의자 다리 한 짝이 뚝.", "plastic", []string{"broken"}},
	})
}

// A thing of a colour said dried is soil; 말라 after a word in -지 is a
// prohibition (섞지 말라고).
func TestReview33DriedSoilIsNoProhibition(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"까만 거 섞지 말라고 하던데 플라스틱 통", "plastic", nil},
		{"통 안에 허연 게 말라 있음", "plastic", []string{"contaminated"}},
	})
}

// A state only mistaken is dropped; the state found after 줄 알았는데
// holds.
func TestReview33MistakenKeepsTheStateFound(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"얼룩인 줄 알았는데 곰팡이였어요", "plastic", []string{"contaminated"}},
		{"깨끗한 줄 알았는데 기름 얼룩이었어요", "plastic", []string{"contaminated"}},
		{"멀쩡한 줄 알았는데 금 간 거였어요", "plastic", []string{"broken"}},
		{"얼룩인 줄 알았는데 긁힌 자국이었어요", "plastic", nil},
	})
}

// Contents held then thrown out are gone, not when the throwing out is
// denied; an emptying failed leaves contents, not a bottle or rubbish
// not yet thrown out.
func TestReview33EmptyingAndUndoing(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"국물이 남아 있던 통인데 남아 있던 국물 못 버렸어요", "plastic", []string{"contents_left"}},
		{"국물이 남아 있던 통인데 남아 있던 국물은 다 버렸어요", "plastic", nil},
		{"병을 못 버렸어요", "glass", nil},
		{"쓰레기를 못 버렸어요", "glass", nil},
		{"소스를 못 비웠어요", "glass", []string{"contents_left"}},
		{"물을 못 버렸어요", "glass", []string{"contents_left"}},
	})
}

// Soil left after a wash, not when denied after; a moist cake is the
// cake's texture, not the container wet.
func TestReview33SoilAndWetWords(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"씻었는데 기름이 남아 있지 않아요", "plastic", nil},
		{"씻었는데 기름이 남아 있어요", "plastic", []string{"contaminated"}},
		{"촉촉한 케이크 담겨 있던 플라스틱 용기", "plastic", nil},
		{"플라스틱 용기가 촉촉해요", "plastic", []string{"wet"}},
		{"wiped the grease off but it's still sticky", "paper", []string{"contaminated"}},
		{"wiped the grease off", "paper", nil},
	})
}

// A sprayer's head taken off is a cap off; one only due (분리했어야)
// is not. A cap singled out as come off is no break; a handle is.
func TestReview33CapOffAndPartOnly(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"샴푸통 펌프 빼 뒀어요", "plastic", nil},
		{"샴푸 통 뚜껑만 빠졌어요", "plastic", nil},
		{"샴푸 통 손잡이만 부러졌어요", "plastic", []string{"broken"}},
	})
	// (the whole text still loses cap_attached to an older reader of
	// 분리했/뺐: left out below; the session-33 reading itself no longer
	// fires)
	for _, text := range []string{"샴푸통 펌프 분리했어야 하나요?", "샴푸통 펌프 뺐어야 했는데", "샴푸통 펌프 빼 뒀다가 다시 끼웠어요"} {
		if sprayHeadOff(text) {
			t.Errorf("sprayHeadOff(%q) = true, want false", text)
		}
	}
	if !sprayHeadOff("샴푸통 펌프 빼 뒀어요") {
		t.Errorf("sprayHeadOff(%q) = false, want true", "샴푸통 펌프 빼 뒀어요")
	}
}

// Things still rattling in a container are contents; the container
// still sitting in a place is not.
func TestReview33StillSittingInAPlace(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"the plastic jar is still sitting in my garage", "plastic", nil},
		{"a few beans still rattling in the plastic jar", "plastic", []string{"contents_left"}},
	})
}

// A rivet is another material, not on a metal thing; a film sticker on
// a box is its label, no thing set in; a gadget set in and torn off is
// no other material left.
func TestReview33RivetAndSetIn(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"리벳", "plastic", []string{"mixed_material"}},
		{"리벳 한 봉지", "metal_can", nil},
		{"택배 상자에 비닐 스티커가 붙어 있어요", "paper", []string{"label_attached"}},
		{"그림책 표지에 플라스틱 돋보기가 박혀 있어요", "paper", []string{"mixed_material"}},
		{"그림책 표지에 플라스틱 돋보기가 박혀 있었는데 뜯어서 버렸어요", "paper", nil},
	})
}

// A food only wished eaten (먹고 싶었는데) hands nothing to the
// container after it; one eaten up does.
func TestReview33EatenUpNotWished(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkMiddles(t, c, [][2]string{
		{"딸기 다 먹고 싶었는데 다 물러서 용기째 버려요", "food_waste"},
		{"과자 다 먹은 봉지", "vinyl"},
	})
}

// left out (session 33 review): "nobody noticed the crack" loses broken,
// as "I didn't notice the crack" did before nobody became a negator: a
// negated verb of noticing denies the state it names; a kind for the
// korean polarity reader, not the scan catalog. "샴푸통 펌프 빼 뒀다가 다시
// 끼웠어요" loses cap_attached at 3aa4b93 already (not a session 33 reading),
// and so do "펌프 분리했어야 하나요?" and "펌프 뺐어야 했는데" through an older
// reader of removal once sprayHeadOff no longer takes them.
