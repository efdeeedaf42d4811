package catalog

// Conditions the tag reader lacked, added to the class tables of
// tagclasses.go at start-up (kept in their own file so that the tables'
// other editors merge cleanly).
//
//   - contents_left: a drink only sipped (몇 모금만 마신, 한 입만 먹은,
//     "only took a sip") still holds the rest; a can, carton or pouch never
//     opened (따지도 않은, 안 딴, 뜯지도 않은, 미개봉, unopened) holds all
//     of it, and so does a bottle or jar.
//   - wet: caught in a shower, swollen with water, or water that got in
//     by splashing or seeping (물이 튀어 들어갔어요).
//   - contaminated: sauces and condiments (초장, 쌈장, 간장, 와사비,
//     마요네즈, 드레싱) soil what they splash or stick to, like 양념 and
//     소스 already do; "튀어 있어요" says a splash is there.
func init() {
	classWords["contents_left"] = append(classWords["contents_left"],
		"모금만 마시~", "모금 마시고", "모금 마신", "모금밖에 안 마시~", "모금밖에 안 마", "입만 먹~", "입만 대~", "입만 마시~",
		"only took a sip", "only a sip", "only a few sips", "just a sip", "a few sips", "one sip", "barely touched", "barely drank")
	unopened := []string{"따지도 않", "따지 않", "안 딴", "안딴", "안 따고", "안 땄", "뜯지도 않", "뜯지 않", "안 뜯은", "안뜯은", "안 뜯고",
		"개봉 안 한", "개봉도 안 한", "개봉하지 않", "미개봉", "unopened", "never opened", "still sealed", "not even opened",
		// a carton whose straw was never put in (빨대도 안 꽂은; session 23)
		"빨대도 안 꽂", "빨대 안 꽂", "빨대도 꽂지 않", "빨대 꽂지 않", "빨대도 안 뜯",
		// the seal or the wrapping said not torn, in the passive (밀봉도
		// 안 뜯긴), or intact (session 40); not 뜯기지 않아요 alone, which
		// says a part will not tear off
		"안 뜯긴", "안뜯긴", "밀봉 그대로", "밀봉된 그대로", "seal unbroken", "seal intact", "seal still intact", "seal not broken", "seal hasn't been broken"}
	if classMiddleWords["contents_left"] == nil {
		classMiddleWords["contents_left"] = map[string][]string{}
	}
	for _, m := range []string{"metal_can", "paper_pack"} {
		classMiddleWords["contents_left"][m] = append(classMiddleWords["contents_left"][m], unopened...)
	}
	// (a bag or pouch never torn open holds all of it too: 안 뜯은 샘플
	// 파우치; session 23)
	classMiddleWords["contents_left"]["vinyl"] = append(classMiddleWords["contents_left"]["vinyl"], unopened...)
	// a bottle or jar never opened holds all of it too (안 딴 비타500,
	// 미개봉 생수); its cap is on, but cap_attached is set only when the
	// text names the cap (뚜껑도 안 딴): the labelling policy's "when the
	// text says the condition holds" (session 24, which undid session
	// 23's cap for every unopened bottle)
	// (not plastic: 뜯지도 않은 새 칫솔 is a new thing, no contents)
	for _, m := range []string{"glass", "clear_pet"} {
		classMiddleWords["contents_left"][m] = append(classMiddleWords["contents_left"][m], unopened...)
	}
	// caught in a shower or swollen with water (소나기 맞아서 다 불었어요;
	// session 23)
	classWords["wet"] = append(classWords["wet"], "소나기 맞", "소나기를 맞", "소나기에 젖", "다 불었", "퉁퉁 불", "불어 터", "불어서 울", "물에 불었",
		// water that got in by splashing or seeping (물이 튀어 들어갔어요,
		// 물이 스며 들어갔어요; session 40)
		"물이 튀어 들어간", "물 튀어 들어간", "물이 튀어 들어감", "물이 튀어 들어가~", "물 튀어 들어가~", "물이 스며 들어간", "물이 스며 들어가~")
	classWords["contaminated"] = append(classWords["contaminated"], "튀어 있", "튀어있",
		// paper or cloth that soaked up oil (기름 먹어서 누레졌어요; session 23)
		"기름 먹어", "기름 먹었", "기름 잔뜩 먹", "기름을 잔뜩 먹", "기름 많이 먹", "기름을 많이 먹")
	residueNouns = append(residueNouns, "초장", "쌈장", "간장", "와사비", "겨자", "머스타드", "마요네즈", "드레싱", "굴소스", "칠리소스", "핫소스", "데리야끼")
}
