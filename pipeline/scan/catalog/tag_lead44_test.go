package catalog

import "testing"

// The lead's tag kinds of session 44 (kinds44.go, and the readers it
// widens), in phrasings of our own: a coating that is eaten, a share
// said full, water pooled that came in, a colour spread, a sweet melted onto the item
// — and the near misses each must leave alone.
func TestTagKindsLead44(t *testing.T) {
	t.Parallel()
	soiled := []string{"contaminated"}
	checkTags(t, mustLoad(t), []kindCase{
		// a coating named by what it is made of, eaten, is the food's
		{"초코 코팅된 과자 봉지", "vinyl", nil},
		{"설탕 코팅 땅콩 담았던 봉지", "vinyl", nil},
		{"bag of chocolate-coated raisins, empty", "vinyl", nil},
		// near misses: a coating of the container's own
		{"안쪽이 은박 코팅된 과자 봉지", "vinyl", []string{"mixed_material"}},
		{"코팅된 종이 봉지", "vinyl", []string{"mixed_material"}},
		// a share of the container said full
		{"마요네즈 통, 속이 반은 차 있어요", "plastic", []string{"contents_left"}},
		{"샴푸 통인데 절반이 차 있는 채로 굴러다녀요", "plastic", []string{"contents_left"}},
		// near miss: said emptied
		{"반은 차 있던 샴푸 통, 다 비우고 헹궜어요", "plastic", nil},
		// water said pooled after it came in from outside
		{"스티로폼 상자, 파도가 넘쳐서 바닷물이 고였어요", "styrofoam", []string{"wet"}},
		{"비가 들이쳐서 물이 고인 택배 상자", "paper", []string{"wet"}},
		// near misses: a pool denied, a splash on the outside
		{"스티로폼 상자인데 비가 들이쳐도 물이 안 고였어요", "styrofoam", nil},
		{"생수병 겉에 바닷물이 튀었어요, 안은 비었어요", "clear_pet", nil},
		// a colour spread, a sweet melted onto the item
		{"종이 상자 바닥이 갈색으로 번졌어요", "paper", soiled},
		{"종이 봉투가 누렇게 번졌어요", "paper", soiled},
		{"종이 상자, 초콜릿이 녹아서 상자에 붙었어요", "paper", soiled},
		{"아이스크림이 녹아 봉투에 배었어요, 종이 봉투", "paper", soiled},
		// near misses: a colour denied, a melted sweet that stuck nowhere
		{"종이 상자, 갈색으로 안 번졌어요", "paper", nil},
		{"초콜릿 상자, 초콜릿은 다 먹었고 깨끗해요", "paper", nil},
		// a residue wiped too little
		{"참치 캔, 기름이 덜 닦였어요", "metal_can", soiled},
		// a spout named as the place of a part fixed there is no cap
		{"플라스틱 물뿌리개, 주둥이 끝에 쇠 핀이 박혀 있어요", "plastic", []string{"mixed_material"}},
		{"생수병, 입구에 고무 패킹이 끼어 있어요", "clear_pet", []string{"mixed_material"}},
		// near miss: a cap fitted on the mouth
		{"생수병, 입구에 뚜껑 끼워져 있어요", "clear_pet", []string{"cap_attached"}},
		// a cap said crushed or rusted and put on is on; denied or
		// thrown apart it is not
		{"소주병, 녹슨 병뚜껑이 다시 끼워져 있어요", "glass", []string{"cap_attached"}},
		{"맥주병, 뚜껑이 찌그러진 채로 닫혀 있어요", "glass", []string{"cap_attached"}},
		{"맥주병, 찌그러진 병뚜껑이 안 씌워져 있어요", "glass", nil},
		{"맥주병, 찌그러진 병뚜껑은 따로 버렸어요", "glass", nil},
		// a cap put back, then the label said taken off: the removal is
		// the label's
		{"사이다 페트병, 뚜껑을 다시 닫아 뒀고 라벨은 뗐어요", "clear_pet", []string{"cap_attached"}},
		{"사이다 페트병, 뚜껑을 다시 닫았다가 또 뺐어요", "clear_pet", nil},
		// a door or a hinge of furniture come off
		{"책장, 경첩이 빠지면서 문이 덜렁거려요", "bulky", []string{"broken"}},
		{"신발장 문 한 짝이 떨어져 나갔어요", "bulky", []string{"broken"}},
		// a pot's handle of moulded resin that will not come off is
		// another material; taken off, none
		{"프라이팬, 베이클라이트 손잡이가 안 떼어져요", "metal_can", []string{"mixed_material"}},
		{"프라이팬, 베이클라이트 손잡이는 떼어냈어요", "metal_can", nil},
	})
}
