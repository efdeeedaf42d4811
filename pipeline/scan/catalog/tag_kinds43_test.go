package catalog

import "testing"

// Round 20's readers (tagdepth43.go), each with phrasings of our own and
// near-misses that must not change: 덜 before a state is a degree; a
// damage grown is a break; a step regretted is not done and a state a
// step would have kept away holds; an excepted part keeps its state; a
// state in a clause of 는지 is not known; a cap named as a place of soil
// is no cap on; a look set against what is reads what is; a habit's
// step not done this time leaves its tag.
func TestTagKinds43(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// comparatives
		{"지난주보다 덜 젖었어요", "clothing", []string{"wet"}},
		{"어제보다 균열이 더 벌어졌어요", "nonflammable", []string{"broken"}},
		{"the tear is wider than last week", "clothing", []string{"broken"}},
		{"어제보다 덜 말랐어요", "paper", []string{"wet"}},
		{"다른 상자는 이것보다 더 젖었는데 이건 보송해요", "paper", nil},
		// regrets and counterfactuals
		{"스티커 떼고 버릴 걸 그랬네요", "glass", []string{"label_attached"}},
		{"우산 씌웠더라면 안 젖었을 텐데요", "paper", []string{"wet"}},
		{"I should've rinsed the tub first", "plastic", []string{"contaminated"}},
		{"라벨 떼길 잘했어요", "clear_pet", nil},
		{"씻었어야 했는데 벌써 엄마가 씻어 놨어요", "plastic", nil},
		// exceptions
		{"손잡이 빼고는 다 멀쩡해요", "nonflammable", []string{"broken"}},
		{"라벨 제외하고 다 떼어 냈어요", "clear_pet", []string{"label_attached"}},
		{"흠집 말고는 멀쩡해요", "glass", nil},
		{"뚜껑 빼고 씻어서 말렸어요", "glass", nil},
		{"병 입구 말고는 다 헹궜어요", "glass", []string{"contaminated"}},
		{"입구 말고는 멀쩡한데 라벨은 뗐어요", "glass", []string{"broken"}},
		{"the tub is clean except for a bit of glue", "plastic", nil},
		// a state not known
		{"물이 남았는지 잘 모르겠어요", "clear_pet", nil},
		{"상자가 젖었는지 확인 못 했어요", "paper", nil},
		{"라벨 떼야 하는지 몰라서 그냥 뒀어요", "clear_pet", []string{"label_attached"}},
		// a cap named as a place of soil, and an emphatic amount
		{"뚜껑마저 양념이 묻었어요", "plastic", []string{"contaminated"}},
		{"뚜껑까지 꽉 잠가 뒀어요", "clear_pet", []string{"cap_attached"}},
		{"there's a whole cup still left in it", "clear_pet", []string{"contents_left"}},
		// a look against what is
		{"빈 통처럼 보이는데 바닥에 조금 남아 있어요", "plastic", []string{"contents_left"}},
		{"금 간 것처럼 보이지만 원래 무늬예요", "glass", nil},
		{"젖어 보이는데 괜찮을까요?", "paper", []string{"wet"}},
		{"looks wet, but it's just the colour", "paper", nil},
		// a habit against this time
		{"평소엔 뚜껑 빼는데 이번엔 못 뺐어요", "clear_pet", []string{"cap_attached"}},
		{"평소처럼 헹궈서 말렸어요", "plastic", nil},
		{"I always take the cap off, but not this time", "clear_pet", []string{"cap_attached"}},
	})
}
