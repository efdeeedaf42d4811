package scan

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// minWordsRunes is the fewest letters or digits the user's words need
// before the embedded reader tries to classify them.
const minWordsRunes = 2

// runVision is the vision stage: the vision model when one is configured,
// else the embedded stand-in that reads the user's own words.
func (s *Service) runVision(ctx context.Context, in *pipeline.StageInput) (any, error) {
	inp, err := decodeInput(in.Input)
	if err != nil {
		return nil, err
	}
	// With no picture there is nothing for a vision model to look at: the
	// user's words are all there is.
	if s.cfg.Vision != nil && inp.ImageID != "" {
		return s.visionModel(ctx, inp)
	}
	return s.classifyWords(ctx, inp.UserInput)
}

// classifyWords is the embedded vision stand-in. It never looks at the
// picture: it reads the user's words with the keyword matcher
// (catalog.Match) and the text classifier trained on the description
// corpus, combined by the policy cross-validation chose (textPolicy), and
// failing both compares their embedding with every taxonomy entry. When
// nothing is convincing it says so — unclassified, with an insufficiency
// asking for a description or a vision model — and never makes a category
// up.
func (s *Service) classifyWords(ctx context.Context, text string) (*Classification, error) {
	lang := language(text)
	text = focus(text)
	tm, err := textModelFor(s.cat)
	if err != nil {
		return nil, pipeline.Permanent(err)
	}
	if letterCount(text) < minWordsRunes {
		tags, _ := s.cat.TagsFor(text, "")
		return s.unclassified(lang, tags, ai.KindEmbedded, ""), nil
	}
	if asksOnly(text) && s.cat.Match(text).Middle == "" {
		tags, _ := s.cat.TagsFor(text, "")
		return s.unclassified(lang, tags, ai.KindEmbedded, ""), nil
	}
	d := tm.read(s.cat, text)
	if d.middle == "" {
		middle, item, score, err := s.nearestEntry(ctx, text)
		if err != nil {
			return nil, stageError("embedding the description", err)
		}
		if middle != "" {
			tags, _ := s.cat.TagsFor(text, middle)
			d = decision{middle: middle, item: item, score: score, method: MethodEmbedding, tags: tags}
		}
	}
	if d.middle == "" {
		return s.unclassified(lang, d.tags, ai.KindEmbedded, ""), nil
	}
	cls := s.classified(d.middle, d.item, d.score, d.tags, d.method, ai.KindEmbedded, lang)
	cls.LearnedTags = d.learned
	return cls, nil
}

// classified fills a Classification for a known middle key.
func (s *Service) classified(middle, item string, score float64, tags []string, method, provider, lang string) *Classification {
	m, _ := s.cat.Middle(middle)
	major := ""
	for _, mj := range s.cat.Majors() {
		if mj.Key == m.Major {
			major = mj.Name
		}
	}
	if tags == nil {
		tags = []string{}
	}
	return &Classification{
		Classification: Category{MajorCategory: major, MiddleCategory: m.Name, MinorCategory: item, MajorKey: m.Major, MiddleKey: m.Key},
		SituationTags:  tags, Classified: true, Recyclable: m.Recyclable, Confidence: score,
		Method: method, Provider: provider, Insufficiencies: []string{}, Language: lang,
	}
}

// unclassified is the honest answer when nothing identifies the item.
func (s *Service) unclassified(lang string, tags []string, provider, description string) *Classification {
	if tags == nil {
		tags = []string{}
	}
	msg := "사진과 설명만으로는 어떤 품목인지 알 수 없어요. 무엇인지 한두 단어로 알려 주세요(예: '라벨 붙은 생수 페트병')."
	if provider == ai.KindEmbedded {
		msg += " 이 서비스는 사진을 보지 않고 설명으로만 품목을 알아봐요."
	}
	if lang == LangEnglish {
		msg = "The picture and words don't tell what the item is. Describe it in a few words (e.g. 'clear water bottle with the label on')."
		if provider == ai.KindEmbedded {
			msg += " This service doesn't look at the picture: it goes by your description."
		}
	}
	return &Classification{
		SituationTags: tags, Method: MethodUnclassified, Provider: provider, Description: description,
		Insufficiencies: []string{msg}, Language: lang,
	}
}

func letterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// taxEntry is one taxonomy surface (a middle or an item with its aliases)
// and its embedding.
type taxEntry struct {
	middle, item string
	vec          []float32
}

// taxonomy embeds every middle and item once per Service; a failure is not
// kept, so the next call tries again.
func (s *Service) taxonomy(ctx context.Context) ([]taxEntry, error) {
	s.taxMu.Lock()
	defer s.taxMu.Unlock()
	if s.tax != nil {
		return s.tax, nil
	}
	var ents []taxEntry
	var texts []string
	for _, m := range s.cat.Middles() {
		ents = append(ents, taxEntry{middle: m.Key})
		texts = append(texts, strings.Join(append([]string{m.Name}, m.Aliases...), " "))
		for _, it := range m.Items {
			ents = append(ents, taxEntry{middle: m.Key, item: it.Name})
			texts = append(texts, strings.Join(append([]string{it.Name}, it.Aliases...), " "))
		}
	}
	vecs, err := s.cfg.Embedder.Embed(ctx, texts)
	if err != nil {
		return nil, err
	}
	if len(vecs) != len(ents) {
		return nil, fmt.Errorf("scan: embedder returned %d vectors for %d texts", len(vecs), len(ents))
	}
	for i := range ents {
		ents[i].vec = vecs[i]
	}
	s.tax = ents
	return ents, nil
}

// nearestEntry returns the taxonomy entry nearest to text when it is near
// enough and clearly nearer than any entry of another category.
func (s *Service) nearestEntry(ctx context.Context, text string) (middle, item string, score float64, err error) {
	ents, err := s.taxonomy(ctx)
	if err != nil {
		return "", "", 0, err
	}
	vecs, err := s.cfg.Embedder.Embed(ctx, []string{text})
	if err != nil {
		return "", "", 0, err
	}
	q := vecs[0]
	best, second := -1, 0.0
	bestSim := -1.0
	sims := make([]float64, len(ents))
	for i, e := range ents {
		sims[i] = ai.Cosine(q, e.vec)
		if sims[i] > bestSim {
			best, bestSim = i, sims[i]
		}
	}
	if best < 0 {
		return "", "", 0, nil
	}
	for i, e := range ents {
		if e.middle != ents[best].middle && sims[i] > second {
			second = sims[i]
		}
	}
	if bestSim < s.cfg.EmbedMinSimilarity || bestSim-second < s.cfg.EmbedMinMargin {
		return "", "", 0, nil
	}
	return ents[best].middle, ents[best].item, roundScore(bestSim), nil
}

// mergeTags is the union of two tag lists in taxonomy order.
func mergeTags(cat *catalog.Catalog, a, b []string) []string {
	out := []string{}
	for _, k := range cat.TagKeys() {
		if slices.Contains(a, k) || slices.Contains(b, k) {
			out = append(out, k)
		}
	}
	return out
}

func roundScore(f float64) float64 {
	f = max(0, min(1, f))
	return float64(int(f*1000+0.5)) / 1000
}
