package scan

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
)

// runAnswer is the answer stage: the chat model when one is configured,
// else the embedded template writer. An unclassified item always gets the
// template's answer (there is nothing for a model to add).
func (s *Service) runAnswer(ctx context.Context, in *pipeline.StageInput) (any, error) {
	inp, cls, rules, err := decodeRuled(in)
	if err != nil {
		return nil, err
	}
	if s.cfg.Chat == nil || !cls.Classified {
		return s.writeAnswer(&cls, &rules), nil
	}
	return s.chatAnswer(ctx, inp, &cls, &rules)
}

// tagAdvice is what a situation tag means for the categories where it
// keeps an item from being sorted right.
type tagAdvice struct {
	middles              []string
	problemKo, problemEn string
	stepKo, stepEn       string
}

// tagAdvices is keyed by situation tag key, in the order steps are given.
func tagAdvices() []struct {
	key string
	tagAdvice
} {
	// recyclables are the streams collected for recycling at the curb.
	recyclables := []string{"paper", "paper_pack", "clear_pet", "plastic", "vinyl", "glass", "metal_can", "styrofoam", "clothing"}
	return []struct {
		key string
		tagAdvice
	}{
		{"contents_left", tagAdvice{[]string{"clear_pet", "plastic", "glass", "metal_can", "paper_pack", "styrofoam", "vinyl"},
			"내용물이 남아 있어요.", "There is still something inside.",
			"남은 내용물을 모두 비워 주세요.", "Empty out what is left inside."}},
		{"contaminated", tagAdvice{[]string{"clear_pet", "plastic", "glass", "metal_can", "paper_pack", "styrofoam", "vinyl"},
			"음식물이나 이물질이 묻어 있어요.", "It is soiled with food or dirt.",
			"물로 헹궈 이물질을 없애 주세요. 씻어도 지워지지 않으면 종량제봉투에 버려 주세요.", "Rinse it clean; if it won't come clean, put it in a general-waste bag."}},
		// Paper is never washed: the soiled part is torn off instead.
		{"contaminated", tagAdvice{[]string{"paper"},
			"기름이나 음식물이 묻어 있어요.", "It is stained with grease or food.",
			"기름이나 음식물이 묻은 부분은 찢거나 잘라 종량제봉투에 버리고, 깨끗한 부분만 종이로 배출해 주세요.", "Tear or cut off the stained part for a general-waste bag and put out only the clean part as paper."}},
		{"label_attached", tagAdvice{[]string{"clear_pet", "plastic", "styrofoam"},
			"라벨이나 스티커가 붙어 있어요.", "A label or sticker is still on it.",
			"라벨과 스티커를 떼어 주세요.", "Peel off the label and stickers."}},
		{"cap_attached", tagAdvice{[]string{"glass"},
			"뚜껑이 달려 있어요.", "The cap is still on.",
			"뚜껑은 떼어 재질에 맞게 따로 배출해 주세요.", "Take the cap off and sort it by its own material."}},
		{"mixed_material", tagAdvice{recyclables,
			"여러 재질이 섞여 있어요.", "It is made of several materials.",
			"나눌 수 있는 재질은 떼어 각각 배출하고, 나눌 수 없으면 종량제봉투에 버려 주세요.", "Separate the materials you can; if you can't, put it in a general-waste bag."}},
		{"broken", tagAdvice{[]string{"glass", "lamp"},
			"깨져 있어요.", "It is broken.",
			"깨진 조각은 신문지에 싸서 불연성폐기물 전용 마대에 버려 주세요.", "Wrap the broken pieces in newspaper and put them in a non-combustible waste sack."}},
		{"wet", tagAdvice{[]string{"paper", "paper_pack", "clothing"},
			"젖어 있어요.", "It is wet.",
			"바짝 말린 뒤 배출해 주세요.", "Let it dry completely first."}},
	}
}

// situationAdvice returns the preparation steps and the problems that the
// item's situation tags mean for its category.
func situationAdvice(cls *Classification) (steps, problems []string) {
	en := cls.Language == LangEnglish
	for _, a := range tagAdvices() {
		if !slices.Contains(cls.SituationTags, a.key) || !slices.Contains(a.middles, cls.Classification.MiddleKey) {
			continue
		}
		if en {
			steps, problems = append(steps, a.stepEn), append(problems, a.problemEn)
		} else {
			steps, problems = append(steps, a.stepKo), append(problems, a.problemKo)
		}
	}
	return steps, problems
}

// writeAnswer is the embedded template writer: preparation steps for the
// situation, then the category's common steps and the item's own, in
// order; the vision stage's insufficiencies and the situation's problems;
// and a short reply in the user's language.
func (s *Service) writeAnswer(cls *Classification, rules *Rules) *Answer {
	a := &Answer{DisposalSteps: []string{}, Insufficiencies: slices.Clone(cls.Insufficiencies), Language: cls.Language, Writer: ai.KindEmbedded}
	if a.Insufficiencies == nil {
		a.Insufficiencies = []string{}
	}
	en := cls.Language == LangEnglish
	if !cls.Classified {
		if en {
			a.UserAnswer = "I couldn't tell what this item is. " + strings.Join(a.Insufficiencies, " ")
		} else {
			a.UserAnswer = "어떤 품목인지 알아보지 못했어요. " + strings.Join(a.Insufficiencies, " ")
		}
		return a
	}
	prep, problems := situationAdvice(cls)
	a.DisposalSteps = append(a.DisposalSteps, prep...)
	untranslated := 0
	for _, r := range slices.Concat(rules.Common, rules.ItemSpecific) {
		switch {
		case !en:
			a.DisposalSteps = append(a.DisposalSteps, r.Text)
		case r.TextEn != "":
			a.DisposalSteps = append(a.DisposalSteps, r.TextEn)
		default:
			// Better the Korean rule than none; the reply says so.
			a.DisposalSteps = append(a.DisposalSteps, r.Text)
			untranslated++
		}
	}
	a.Insufficiencies = append(a.Insufficiencies, problems...)
	m, _ := s.cat.Middle(cls.Classification.MiddleKey)
	a.UserAnswer = reply(cls, rules, m.NameEn, len(a.DisposalSteps), untranslated, problems)
	return a
}

// reply is the short answer of the template writer; nameEn is the
// middle's English name.
// untranslated is how many steps are only in Korean (English replies).
func reply(cls *Classification, rules *Rules, nameEn string, steps, untranslated int, problems []string) string {
	c := cls.Classification
	subject := c.MinorCategory
	if subject == "" {
		subject = c.MiddleCategory
	}
	if cls.Language == LangEnglish {
		var b strings.Builder
		fmt.Fprintf(&b, "This item (%s) goes out as %s (%s).", subject, nameEn, c.MiddleCategory)
		if rules.Found == 0 {
			b.WriteString(" I found no disposal rules for it: please check your local authority's guide.")
		} else {
			fmt.Fprintf(&b, " Follow the %d steps.", steps)
			if untranslated > 0 {
				fmt.Fprintf(&b, " %d of them I could not translate and give in Korean.", untranslated)
			}
		}
		if len(problems) > 0 {
			b.WriteString(" Before you put it out: " + strings.Join(problems, " "))
		}
		return b.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s%s %s%s 배출해요.", subject, josa(subject, "은", "는"), c.MiddleCategory, josaRo(c.MiddleCategory))
	if rules.Found == 0 {
		b.WriteString(" 다만 배출 규칙을 찾지 못했어요. 지자체 안내를 확인해 주세요.")
	} else {
		fmt.Fprintf(&b, " 아래 %d단계를 순서대로 따라 주세요.", steps)
	}
	if len(problems) > 0 {
		b.WriteString(" 지금 상태로는 올바른 배출이 아니에요: " + strings.Join(problems, " "))
	}
	return b.String()
}

// finalSyllable returns the last Hangul syllable's final-consonant index
// (0: none, 8: ㄹ) and whether the word's last letter is a Hangul syllable.
func finalSyllable(word string) (jong int, hangul bool) {
	r := []rune(word)
	for i := len(r) - 1; i >= 0; i-- {
		switch {
		case r[i] >= 0xAC00 && r[i] <= 0xD7A3:
			return int(r[i]-0xAC00) % 28, true
		case unicode.IsLetter(r[i]) || unicode.IsDigit(r[i]):
			return 0, false
		}
	}
	return 0, false
}

// josa picks the particle form that follows word: withFinal after a closed
// syllable (은, 이, 을), else without (는, 가, 를).
func josa(word, withFinal, without string) string {
	if j, _ := finalSyllable(word); j != 0 {
		return withFinal
	}
	return without
}

// josaRo picks 으로 or 로 (로 also after a final ㄹ).
func josaRo(word string) string {
	if j, _ := finalSyllable(word); j != 0 && j != 8 {
		return "으로"
	}
	return "로"
}

// answerReply is what the chat model must answer (answerSchema).
type answerReply struct {
	DisposalSteps   []string `json:"disposal_steps"`
	Insufficiencies []string `json:"insufficiencies"`
	UserAnswer      string   `json:"user_answer"`
}

const answerSchema = `{"type":"object","additionalProperties":false,
"required":["disposal_steps","insufficiencies","user_answer"],
"properties":{
 "disposal_steps":{"type":"array","items":{"type":"string"}},
 "insufficiencies":{"type":"array","items":{"type":"string"}},
 "user_answer":{"type":"string"}}}`

const answerSystem = `You tell a user in Korea how to dispose of one household waste item.
Use only the disposal rules given; do not invent rules. Each rule has its Korean text ("ko") and,
where one exists, an English wording ("en"); translate the Korean yourself when "en" is missing. Answer with:
- disposal_steps: the steps in the order the user should follow them, adapted to the item's situation;
- insufficiencies: what keeps the item from being sorted right now (for example a label still on, contents left, food stains) or what the picture and words did not show; empty when it is ready;
- user_answer: two or three friendly sentences.
Write every string in the language named by "language" (the user's language), whatever the rules' language.`

// chatAnswer asks the chat model to write the answer from the
// classification and the rules. The vision stage's insufficiencies are
// always kept.
func (s *Service) chatAnswer(ctx context.Context, inp Input, cls *Classification, rules *Rules) (*Answer, error) {
	type ruleText struct {
		Ko string `json:"ko"`
		En string `json:"en,omitempty"`
	}
	ruleTexts := func(rs []RuleRef) []ruleText {
		out := make([]ruleText, len(rs))
		for i, r := range rs {
			out[i] = ruleText{Ko: r.Text, En: r.TextEn}
		}
		return out
	}
	lang := map[string]string{LangKorean: "Korean", LangEnglish: "English"}[cls.Language]
	prompt, err := json.Marshal(map[string]any{
		"language": lang, "user_words": inp.UserInput, "classification": cls.Classification,
		"situation_tags": cls.SituationTags, "recyclable": cls.Recyclable, "known_insufficiencies": cls.Insufficiencies,
		"rules": map[string]any{"common": ruleTexts(rules.Common), "item": ruleTexts(rules.ItemSpecific), "not_allowed": ruleTexts(rules.NotAllowed)},
	})
	if err != nil {
		return nil, pipeline.Permanent(err)
	}
	raw, err := s.cfg.Chat.CompleteJSON(ctx, ai.ChatRequest{System: answerSystem, User: string(prompt), SchemaName: "disposal_answer", Schema: json.RawMessage(answerSchema)})
	if err != nil {
		return nil, stageError("answer model", err)
	}
	var r answerReply
	if err := json.Unmarshal(raw, &r); err != nil || strings.TrimSpace(r.UserAnswer) == "" {
		return nil, stageError("answer model", &ai.ReplyError{Provider: s.cfg.Chat.Name(), Msg: "answer does not match the schema"})
	}
	a := &Answer{DisposalSteps: nonEmpty(r.DisposalSteps), Insufficiencies: slices.Clone(cls.Insufficiencies),
		UserAnswer: strings.TrimSpace(r.UserAnswer), Language: cls.Language, Writer: s.cfg.Chat.Name()}
	if a.Insufficiencies == nil {
		a.Insufficiencies = []string{}
	}
	for _, x := range nonEmpty(r.Insufficiencies) {
		if !slices.Contains(a.Insufficiencies, x) {
			a.Insufficiencies = append(a.Insufficiencies, x)
		}
	}
	return a, nil
}

func nonEmpty(ss []string) []string {
	out := []string{}
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
