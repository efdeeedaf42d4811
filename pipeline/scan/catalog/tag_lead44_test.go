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
	})
}
