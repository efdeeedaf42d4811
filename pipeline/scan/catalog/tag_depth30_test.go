package catalog

import "testing"

// Session 30: tag kinds found by the seventh round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 7"),
// each a table of our own phrasings beside the audit's, holding and not.

// Damage or soil of a thing inside the item or come with it, the item
// said fine, is the other thing's; a state asked back and answered no
// does not hold; damage mended is gone unless it broke again; a step
// asked about and then said done is done.
func TestWhoseStateDepth30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"박스는 멀쩡하고 속에 들어 있던 접시가 깨져 있었어요", "paper", nil},
		{"통은 깨끗한데 안에 넣어 둔 김치봉지만 국물이 묻었어요", "plastic", nil},
		{"뽁뽁이는 괜찮고 같이 들어 있던 병만 깨졌어요", "vinyl", nil},
		{"안에 든 컵이 깨졌는데 상자도 찢어졌어요", "vinyl", []string{"broken"}},
		{"컵 깨졌냐구요? 아니요 그대로예요", "nonflammable", nil},
		{"박스 젖었냐고요? 전혀요", "paper", nil},
		{"컵 테두리 나갔냐면 아니요 괜찮아요", "nonflammable", nil},
		{"의자 팔걸이 빠진 거 본드로 붙였어요 이제 안 흔들려요", "bulky", nil},
		{"고쳐서 썼는데 또 부러졌어요", "bulky", []string{"broken"}},
		{"액정 깨졌는데 수리해도 비싸서 버려요", "e_waste", []string{"broken"}},
		{"서랍 손잡이 빠졌던 거 다시 달았어요", "bulky", nil},
		{"뚜껑 빼야 돼요? 네 이미 뺐어요", "glass", nil},
	})
}

// Bent, snapped and burst parts, a part gone before the item, a hole
// written without a space and a crack in the item's own body are damage;
// a lid named only as the owner of a broken part is no cap said on.
func TestDamageFormsDepth30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"선풍기 목이 꺾여 있어요", "e_waste", []string{"broken"}},
		{"모니터 받침이 휘어서 기울어요", "e_waste", []string{"broken"}},
		{"빈 캔 이음매가 터져서 날카로워요", "metal_can", []string{"broken"}},
		{"행거 봉이 휘어졌어요", "bulky", []string{"broken"}},
		{"the stool's legs are all warped", "bulky", []string{"broken"}},
		{"the shelf isn't bent at all", "bulky", nil},
		{"내열 유리 그릇이 오븐에서 터졌어요", "nonflammable", []string{"broken"}},
		{"포장 비닐이 여기저기 찢어져 있네요", "vinyl", []string{"broken"}},
		{"the mailer bag is torn along the seam", "vinyl", []string{"broken"}},
		{"mailer bag, ripped the address sticker off it", "vinyl", nil},
		{"걸쇠가 나간 김치통", "plastic", []string{"broken"}},
		{"양동이밑에구멍뚫렸어요", "plastic", []string{"broken"}},
		{"두유팩 빨대구멍 뚫려 있어요", "paper_pack", nil},
		{"스티로폼 상자 안에서 아이스팩이 터져서 물이 흥건해요", "styrofoam", []string{"wet"}},
		{"봉지 안에서 케첩 봉지가 터졌는데 다 닦았어요", "vinyl", nil},
		{"I bent down and picked up the chair, it's fine", "bulky", nil},
		{"몸통에 잔금이 가 있는 항아리예요", "nonflammable", []string{"broken"}},
		{"반찬통 뚜껑 고리가 하나 떨어져 나갔어요", "plastic", []string{"broken"}},
		{"텀블러 뚜껑 손잡이가 끊겼어요", "plastic", []string{"broken"}},
		{"스티로폼 모서리가 반쯤 부러졌어요", "styrofoam", []string{"broken"}},
	})
}

// Water left after a rinse wets the item, water used for the wash does
// not, and water standing in a saucer, a lamp or a sofa wets it; a device's
// tank holds water by use.
func TestWaterDepth30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"씻은 통 안쪽에 물기가 아직 남아 있어요", "plastic", []string{"wet"}},
		{"헹군 캔에 물이 덜 빠져서 흘러요", "metal_can", []string{"wet"}},
		{"우유팩에 헹군 물이 아직 들어 있어요", "paper_pack", []string{"wet"}},
		{"비 맞은 쇼핑백이 흐물흐물해요", "paper", []string{"wet"}},
		{"물기 하나도 안 남았어요", "plastic", nil},
		{"헹궈서 물기 없어요", "clear_pet", nil},
		{"소스병 따뜻한 물에 불려서 깨끗이 헹궜어요", "glass", nil},
		{"욕실 전등 커버 안에 물이 고여 있어요", "lamp", []string{"wet"}},
		{"가습기 물통에 물이 가득 차 있어요", "e_waste", nil},
	})
}

// Soil said by what it did, scales stuck on and soil taken off; English
// soil scrubbed out or cut away, tape all over, a residue round a rim.
func TestSoilDepth30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"종이 봉투가 기름 때문에 얼룩졌어요", "paper", []string{"contaminated"}},
		{"생선 비늘이 스티로폼에 말라붙었어요", "styrofoam", []string{"contaminated"}},
		{"통 양념 자국 베이킹소다로 싹 지웠어요", "plastic", nil},
		{"카레 물든 건 락스 물에 담가 두니까 깨끗이 빠졌어요", "plastic", nil},
		{"피자 상자 기름 밴 받침은 떼서 종량제에 넣었어요", "paper", nil},
		{"cereal bowl with oats dried and stuck to the sides", "plastic", []string{"contaminated"}},
		{"meat tray with the soaker pad stuck to the bottom", "styrofoam", nil},
		{"scrubbed the tub until the curry stain lifted", "plastic", nil},
		{"scrubbed it till the grease came off", "plastic", nil},
		{"burger box, tore off the greasy bit", "paper", nil},
		{"boxes with tape all over, nothing spilled on them", "paper", []string{"mixed_material"}},
		{"the honey jar has honey crusted around the neck", "glass", []string{"contaminated"}},
	})
}

// A cap put back with 도로, a sprayer's head kept on, a carton's cap
// (plastic set in the paper), a fastener before the item, and contents
// lying on the bottom or still there.
func TestCapsAndContentsDepth30(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		{"헹군 다음 마개를 도로 잠갔어요", "glass", []string{"cap_attached"}},
		{"스프레이 헤드 못 빼서 그대로요", "plastic", []string{"cap_attached"}},
		{"펌프 통 헤드가 안 빠져요", "plastic", []string{"cap_attached"}},
		{"샴페인 코르크 반쯤 박혀 있어요", "glass", []string{"cap_attached"}},
		{"주스팩 마개 꼭 닫혀 있어요", "paper_pack", []string{"cap_attached", "mixed_material"}},
		{"철심 박힌 달력이에요", "paper", []string{"mixed_material"}},
		{"테이프 붙은 상자인데 테이프는 다 뜯었어요", "paper", nil},
		{"철심 박힌 서류인데 철심은 빼서 모아 뒀어요", "paper", nil},
		{"식초가 바닥에 살짝 깔려 있어요", "glass", []string{"contents_left"}},
		{"맥주가 아직 좀 있어요", "metal_can", []string{"contents_left"}},
		{"과자가 봉지에 아직 있어요", "vinyl", []string{"contents_left"}},
		{"꿀이 유리병 바닥에 깔려 있어요", "glass", []string{"contents_left"}},
		{"키친타월이 통 바닥에 깔려 있어요 버릴게요", "plastic", nil},
	})
}
