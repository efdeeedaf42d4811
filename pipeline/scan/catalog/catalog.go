// Package catalog holds Baton's own Korean household-waste knowledge for the
// scan pipeline: the waste taxonomy (major → middle → item), situation tags,
// the disposal-rules corpus and the collectible characters. All data is
// embedded in the binary and parsed once by Load.
package catalog

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"math"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/jinzhu/inflection"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

//go:embed taxonomy.json
var taxonomyJSON []byte

//go:embed rules.jsonl
var rulesJSONL []byte

//go:embed characters.json
var charactersJSON []byte

// RulesCorpus is the corpus name under which rules.jsonl is ingested.
const RulesCorpus = "scan-rules"

// Rule kinds used in rules.jsonl.
const (
	// KindCommon is a step that applies to every item of a category.
	KindCommon = "common"
	// KindItem is a step specific to one item of a category.
	KindItem = "item"
	// KindNotAllowed names things that must not go into the category's stream.
	KindNotAllowed = "not_allowed"
)

// Taxonomy is the decoded taxonomy.json: majors, middles, situation tags
// and the refinements that move an item to another middle.
type Taxonomy struct {
	Majors      []Major        `json:"majors"`
	Middles     []Middle       `json:"middles"`
	Tags        []SituationTag `json:"tags"`
	Refinements []Refinement   `json:"refinements"`
}

// MajorRecyclable is the key of 재활용폐기물, the only major whose middles
// are Recyclable (and so earn a reward when handed in right).
const MajorRecyclable = "recyclable"

// Refinement moves an item matched in one of the From middles to Middle
// (and Item, when set) when the text also has one of Words and none of
// Except: a modifier that changes the stream, such as a colour word that
// makes a PET bottle coloured PET (플라스틱류, not 무색페트병).
type Refinement struct {
	Note   string   `json:"note,omitempty"`
	From   []string `json:"from"`
	Words  []string `json:"words"`
	Except []string `json:"except,omitempty"`
	Middle string   `json:"middle"`
	Item   string   `json:"item,omitempty"`
}

// Major is a top-level waste class such as 재활용폐기물 or 대형폐기물.
type Major struct {
	Key         string `json:"key"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Middle is a disposal stream (종이, 무색페트병, 전지 …) identified by a stable
// ASCII key. Major holds the key of the Major it belongs to; Recyclable is
// true exactly for the middles of MajorRecyclable (validated).
//
// BeatsProduct and Product settle a text that names both a product and
// what it came packed in or what was taken out of it ("냉장고 포장
// 스티로폼", "노트북에서 빼낸 배터리"): when the best match is a term of a
// Product middle and a term of a BeatsProduct middle (or item) occurs too,
// the packaging or the part is what is being thrown away.
type Middle struct {
	Key  string `json:"key"`
	Name string `json:"name"`
	// NameEn names the stream in English replies.
	NameEn       string   `json:"name_en"`
	Major        string   `json:"major"`
	Recyclable   bool     `json:"recyclable"`
	BeatsProduct bool     `json:"beats_product,omitempty"`
	Product      bool     `json:"product,omitempty"`
	Items        []Item   `json:"items"`
	Aliases      []string `json:"aliases"`
	// Weak are words that name the stream only when no name or alias of
	// any middle or item occurs (병, 곽, 통): the shape or material of an
	// item described without its name.
	Weak []string `json:"weak,omitempty"`
	// Generic are words that name the stream itself, its bin or bag
	// (음식물쓰레기, 종량제봉투, 대형폐기물, food waste), or any of its items
	// (먹다 남은): they name the item only when no other name or alias
	// occurs, whatever their length, so "족발 뼈 음식물 쓰레기에 버려도
	// 돼요?" is the bones (general waste) and "USB 선풍기 대형폐기물인가요"
	// the fan. They rank above Weak words. The middle's Name may be one.
	Generic []string `json:"generic,omitempty"`
}

// Item is a concrete thing users throw away, with synonyms, colloquial words
// and English aliases that users may type. BeatsProduct marks an item that
// is packaging although its middle is not (a cardboard box among paper).
//
// Part marks an item that is a part of other items (a bottle's cap or
// lid): when a text names it and another item ("종이컵인데 플라스틱 뚜껑이
// 끼워진 채"), the other item is what is thrown away and the part is a
// condition of it, unless the part is singled out ("뚜껑만", "just the
// lid").
type Item struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases"`
	// Lexicon are further names of the item from a word list by domain
	// (English household nouns: "colander", "shoe horn"). The matcher
	// reads them as it reads Aliases; the text classifier does not train
	// on them, because a list of 1,600 bare nouns is no evidence of how
	// people describe things, and as seed lines it shifted the classes'
	// balance enough to lose Korean descriptions it had read right.
	Lexicon      []string `json:"lexicon,omitempty"`
	BeatsProduct bool     `json:"beats_product,omitempty"`
	Part         bool     `json:"part,omitempty"`
}

// SituationTag is a condition of the item (내용물 남음, 깨짐 …) that holds
// now, detected from trigger Words and read for polarity:
//
//   - a tag with Objects is about those nouns (라벨, 뚜껑, 은박): it is set
//     when the text names one and korean.Reading.ObjectState does not say it was removed
//     or is absent ("라벨은 떼고" clears label_attached, "뚜껑은 안
//     뗐어요" keeps cap_attached), and not when the noun is part of the
//     item itself (a 냄비 뚜껑 thrown away is no cap left on);
//   - a tag without Objects is set when a trigger word occurs and is not
//     negated ("음식은 안 묻었어요" is not contaminated).
//
// Except phrases cancel the tag outright (무라벨, "들어 있던"); NotFor
// names middles where the tag does not apply (mould on bread is not a
// stain on a recyclable).
//
// A tag without Objects may also read the subject of its trigger word
// (korean.Reading.Subject):
//
//   - with NotSubjects, a trigger said of something other than the item
//     does not count: a subject listed there ("계란이 깨져서" on an egg
//     tray) or one naming a taxonomy term while the rest of the text names
//     another ("휴대폰 액정이 깨져서 … 케이스만"); a part of the item
//     ("지퍼가", "날개 하나가") or no subject at all is the item's own;
//   - with ItemOnlyClears, a trigger whose subject is singled out with 만
//     and names the item's own stream is the item itself, not something
//     left in it ("병만 남았어요", "뚜껑만 하나 남아서").
//
// Undone are words that say the condition was taken away (헹궜어요,
// 씻어서, 말렸어요, rinsed, dried). One that occurs and is not negated
// clears a tag without Objects unless a trigger that holds comes after it
// ("헹궜는데 기름기가 남았어요" keeps contaminated; "양념 묻은 용기 씻었어요"
// and "헹궈서 말렸어요" clear it, so no detector adds it back). With
// NegatedUndoneSets, an Undone word negated sets the tag ("기름 안
// 닦았어요", "헹구지를 못했어요", "haven't rinsed it").
//
// Container, for its middles, sets the tag only when the text names a
// container (병, 튜브, bottle) or a product sold in one (연고, 안약, eye
// drops): leftover medicine that is itself the item
// (남은 약, leftover pills) holds no contents, a bottle with syrup left in
// it does; without a container word the tag is cleared, so no detector
// adds it.
//
// Attached are parts of another material that set the tag when the text
// says they are still on or in the item (korean.Reading.ObjectState is
// present: "스프링 안 뺐어요", "비닐 커버 씌운 채", "paper still on"), not
// when they are only named, removed, modify another noun ("비닐 라벨") or
// are the item's own stream (a cover on a vinyl item); one said to be
// taken off clears the tag when no trigger word occurs, so no detector
// adds it back.
//
// NotSaidOf are nouns a trigger may be said of without the tag holding:
// when the head of its subject, of what it comes from or of the noun it
// modifies (korean.Reading.Heads) is one of them, ends with one as its
// last word ("egg shells") or, in Korean, as a compound (계란껍질), the
// trigger does not count: egg shells are broken by nature
// ("깨진 계란 껍질"), a box soaked with grease is stained, not wet ("기름에
// 젖은"), a drawer full of bags holds no contents ("서랍 한가득"), a label
// that won't come off is a label, not another material. A tag whose only
// triggers are said of such nouns is cleared.
//
// OwnPart, for a tag with Objects, tells an object that is the item's own
// part from one left on it: when every mention of an object belongs to an
// owner of OwnPart.Owners (아이스박스 뚜껑, 시계 뒷뚜껑, the cooler lid;
// a mention with no owner written belongs to the matched item: a box's
// lid) or has one of OwnPart.Conditions said of it (뚜껑이 금 갔어요, a
// sharp can lid), the tag is cleared.
//
// ImpliedBy sets the tag when another tag, earlier in taxonomy order, is
// set on one of the middles and one of the words occurs: a plastic lid
// left on a paper cup or a carton is another material on paper.
type SituationTag struct {
	Key               string         `json:"key"`
	Label             string         `json:"label"`
	Words             []string       `json:"words"`
	Objects           []string       `json:"objects,omitempty"`
	Except            []string       `json:"except,omitempty"`
	NotFor            []string       `json:"not_for,omitempty"`
	NotSubjects       []string       `json:"not_subjects,omitempty"`
	ItemOnlyClears    bool           `json:"item_only_clears,omitempty"`
	Undone            []string       `json:"undone,omitempty"`
	NegatedUndoneSets bool           `json:"negated_undone_sets,omitempty"`
	Container         *ContainerRule `json:"container,omitempty"`
	Attached          []AttachedPart `json:"attached,omitempty"`
	NotSaidOf         []string       `json:"not_said_of,omitempty"`
	OwnPart           *OwnPartRule   `json:"own_part,omitempty"`
	ImpliedBy         []Implication  `json:"implied_by,omitempty"`
	// MiddleWords are more trigger words that count only on an item of
	// the middle they are listed under: a torn coat is damaged clothing
	// (broken), a torn box or bag is not.
	MiddleWords map[string][]string `json:"middle_words,omitempty"`
}

// OwnPartRule is SituationTag.OwnPart: Owners are nouns whose lid or cap
// is their own part (matched as the end of the owner word: 박스 owns the
// 아이스박스 뚜껑), Conditions are tag words that, said of the object,
// describe it as the thing thrown away (깨진, 금 간, sharp).
type OwnPartRule struct {
	Owners     []string `json:"owners"`
	Conditions []string `json:"conditions"`
}

// Implication is one SituationTag.ImpliedBy: Tag set on one of Middles
// with one of Words in the text sets the tag too.
type Implication struct {
	Tag     string   `json:"tag"`
	Middles []string `json:"middles"`
	Words   []string `json:"words"`
}

// ContainerRule is SituationTag.Container: on Middles, the tag needs one
// of Words (matched as taxonomy terms are: 병 as a word, 반병 inside one).
type ContainerRule struct {
	Middles []string `json:"middles"`
	Words   []string `json:"words"`
}

// AttachedPart is one kind of part in SituationTag.Attached: its Words,
// and the middles made of its material (NotFor), where it is no other
// material.
type AttachedPart struct {
	Words  []string `json:"words"`
	NotFor []string `json:"not_for,omitempty"`
}

// Rule is one chunk of the disposal-rules corpus. Category is the middle key
// the rule belongs to; Labels always contains Category and may name other
// middles the rule points to (e.g. where a not-allowed item should go).
// Text is Korean; TextEn, its English wording, is required for common and
// item rules (the steps of an English answer) and optional for not_allowed.
type Rule struct {
	ID       string   `json:"id"`
	Text     string   `json:"text"`
	TextEn   string   `json:"text_en,omitempty"`
	Labels   []string `json:"labels"`
	Category string   `json:"category"`
	Kind     string   `json:"kind"`
	Item     string   `json:"item,omitempty"`
}

// Character is a collectible granted after a scan; Middle is the middle key
// it stands for.
type Character struct {
	Key           string `json:"key"`
	Name          string `json:"name"`
	Middle        string `json:"middle"`
	CharacterType string `json:"character_type"`
	Dialog        string `json:"dialog"`
	Description   string `json:"description"`
}

// Catalog is the validated, indexed catalog. It is immutable and safe for
// concurrent use; accessors return copies.
type Catalog struct {
	tax       Taxonomy
	rules     []Rule
	chars     []Character
	middleIdx map[string]int
	charIdx   map[string]int
	terms     []term
	termIdx   map[string]int // a term's compact surface → its index in terms
	// byFirst lists, for each rune a term starts with, those terms'
	// indexes in ascending order: termAt, asked what term stands at one
	// place, looks only at the terms that can.
	byFirst  map[rune][]int
	tags     []tagMatcher
	refiners []refiner
	descs    []Description
}

var (
	loadOnce sync.Once
	loaded   *Catalog
	loadErr  error
)

// Load parses and validates the embedded data once and returns the shared
// Catalog.
func Load() (*Catalog, error) {
	loadOnce.Do(func() {
		loaded, loadErr = parse(taxonomyJSON, rulesJSONL, charactersJSON)
	})
	return loaded, loadErr
}

// RulesJSONL returns a copy of the raw embedded rules.jsonl for ingestion
// into the RulesCorpus.
func RulesJSONL() []byte { return bytes.Clone(rulesJSONL) }

// Middle returns the middle category with the given key.
func (c *Catalog) Middle(key string) (Middle, bool) {
	i, ok := c.middleIdx[key]
	if !ok {
		return Middle{}, false
	}
	return cloneMiddle(c.tax.Middles[i]), true
}

// Middles returns all middle categories in taxonomy order.
func (c *Catalog) Middles() []Middle {
	out := make([]Middle, len(c.tax.Middles))
	for i, m := range c.tax.Middles {
		out[i] = cloneMiddle(m)
	}
	return out
}

// Majors returns the major categories in taxonomy order.
func (c *Catalog) Majors() []Major { return slices.Clone(c.tax.Majors) }

// TagKeys returns the situation tags' keys in taxonomy order: what Tags
// gives without copying every tag's word lists.
func (c *Catalog) TagKeys() []string {
	out := make([]string, len(c.tax.Tags))
	for i, t := range c.tax.Tags {
		out[i] = t.Key
	}
	return out
}

// Tags returns the situation tags in taxonomy order.
func (c *Catalog) Tags() []SituationTag {
	out := make([]SituationTag, len(c.tax.Tags))
	for i, t := range c.tax.Tags {
		t.Words = slices.Clone(t.Words)
		t.Except = slices.Clone(t.Except)
		t.Undone = slices.Clone(t.Undone)
		t.NotFor, t.NotSubjects = slices.Clone(t.NotFor), slices.Clone(t.NotSubjects)
		if t.Container != nil {
			cr := ContainerRule{Middles: slices.Clone(t.Container.Middles), Words: slices.Clone(t.Container.Words)}
			t.Container = &cr
		}
		if t.MiddleWords != nil {
			mw := make(map[string][]string, len(t.MiddleWords))
			for m, ws := range t.MiddleWords {
				mw[m] = slices.Clone(ws)
			}
			t.MiddleWords = mw
		}
		t.Attached = slices.Clone(t.Attached)
		for k, a := range t.Attached {
			t.Attached[k] = AttachedPart{Words: slices.Clone(a.Words), NotFor: slices.Clone(a.NotFor)}
		}
		t.NotSaidOf = slices.Clone(t.NotSaidOf)
		if t.OwnPart != nil {
			op := OwnPartRule{Owners: slices.Clone(t.OwnPart.Owners), Conditions: slices.Clone(t.OwnPart.Conditions)}
			t.OwnPart = &op
		}
		t.ImpliedBy = slices.Clone(t.ImpliedBy)
		for k, im := range t.ImpliedBy {
			t.ImpliedBy[k] = Implication{Tag: im.Tag, Middles: slices.Clone(im.Middles), Words: slices.Clone(im.Words)}
		}
		out[i] = t
	}
	return out
}

// CharacterFor returns the character that stands for the middle key.
func (c *Catalog) CharacterFor(middleKey string) (Character, bool) {
	i, ok := c.charIdx[middleKey]
	if !ok {
		return Character{}, false
	}
	return c.chars[i], true
}

// Characters returns all characters in file order.
func (c *Catalog) Characters() []Character { return slices.Clone(c.chars) }

// Rules returns every rule in corpus order.
func (c *Catalog) Rules() []Rule {
	out := make([]Rule, len(c.rules))
	for i, r := range c.rules {
		r.Labels = slices.Clone(r.Labels)
		out[i] = r
	}
	return out
}

// RulesFor returns the rules whose Category is middleKey, in corpus order.
func (c *Catalog) RulesFor(middleKey string) []Rule {
	var out []Rule
	for _, r := range c.rules {
		if r.Category == middleKey {
			r.Labels = slices.Clone(r.Labels)
			out = append(out, r)
		}
	}
	return out
}

func cloneMiddle(m Middle) Middle {
	m.Aliases = slices.Clone(m.Aliases)
	m.Weak, m.Generic = slices.Clone(m.Weak), slices.Clone(m.Generic)
	items := make([]Item, len(m.Items))
	for i, it := range m.Items {
		it.Aliases, it.Lexicon = slices.Clone(it.Aliases), slices.Clone(it.Lexicon)
		items[i] = it
	}
	m.Items = items
	return m
}

// parse decodes and validates the three data files and builds the indexes.
func parse(taxData, rulesData, charData []byte) (*Catalog, error) {
	c := &Catalog{middleIdx: map[string]int{}, charIdx: map[string]int{}}
	if err := json.Unmarshal(taxData, &c.tax); err != nil {
		return nil, fmt.Errorf("catalog: taxonomy.json: %w", err)
	}
	if err := json.Unmarshal(charData, &c.chars); err != nil {
		return nil, fmt.Errorf("catalog: characters.json: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(rulesData))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var r Rule
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("catalog: rules.jsonl line %d: %w", line, err)
		}
		c.rules = append(c.rules, r)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("catalog: rules.jsonl: %w", err)
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	if err := c.buildIndex(); err != nil {
		return nil, err
	}
	if err := c.loadDescriptions(descriptionFiles); err != nil {
		return nil, err
	}
	return c, nil
}

func isKey(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

func (c *Catalog) validate() error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("catalog: "+format, args...))
	}
	majors := map[string]bool{}
	for _, m := range c.tax.Majors {
		if !isKey(m.Key) || m.Name == "" {
			bad("major %q: bad key or empty name", m.Key)
		}
		if majors[m.Key] {
			bad("duplicate major key %q", m.Key)
		}
		majors[m.Key] = true
	}
	if len(c.tax.Middles) == 0 {
		bad("taxonomy has no middle categories")
	}
	for i, m := range c.tax.Middles {
		if !isKey(m.Key) || m.Name == "" || m.NameEn == "" {
			bad("middle %q: bad key, empty name or empty name_en", m.Key)
		}
		if _, dup := c.middleIdx[m.Key]; dup {
			bad("duplicate middle key %q", m.Key)
		}
		c.middleIdx[m.Key] = i
		if !majors[m.Major] {
			bad("middle %q: unknown major %q", m.Key, m.Major)
		}
		if len(m.Items) == 0 {
			bad("middle %q: no items", m.Key)
		}
		if m.Recyclable != (m.Major == MajorRecyclable) {
			bad("middle %q: recyclable is %v but its major is %q (only %s middles are recyclable)", m.Key, m.Recyclable, m.Major, MajorRecyclable)
		}
		for _, it := range m.Items {
			if it.Name == "" {
				bad("middle %q: item with empty name", m.Key)
			}
		}
	}
	tagKeys := map[string]bool{}
	for _, t := range c.tax.Tags {
		if !isKey(t.Key) || t.Label == "" || len(t.Words) == 0 {
			bad("tag %q: bad key, empty label or no words", t.Key)
		}
		if tagKeys[t.Key] {
			bad("duplicate tag key %q", t.Key)
		}
		// an implying tag is read first (taxonomy order)
		for _, im := range t.ImpliedBy {
			if !tagKeys[im.Tag] || len(im.Middles) == 0 {
				bad("tag %q: implied by %q, which is not an earlier tag, or on no middles", t.Key, im.Tag)
			}
			for _, m := range im.Middles {
				if _, ok := c.middleIdx[m]; !ok {
					bad("tag %q: implied on unknown middle %q", t.Key, m)
				}
			}
		}
		for m := range t.MiddleWords {
			if _, ok := c.middleIdx[m]; !ok || len(t.Objects) > 0 {
				bad("tag %q: middle words on unknown middle %q, or on a tag with objects", t.Key, m)
			}
		}
		if t.OwnPart != nil && (len(t.Objects) == 0 || len(t.OwnPart.Owners) == 0) {
			bad("tag %q: own_part needs objects and owners", t.Key)
		}
		tagKeys[t.Key] = true
	}
	for i, r := range c.tax.Refinements {
		to, ok := c.middleIdx[r.Middle]
		if !ok || len(r.From) == 0 || len(r.Words) == 0 {
			bad("refinement %d: unknown middle %q, no from or no words", i, r.Middle)
			continue
		}
		for _, f := range r.From {
			if _, ok := c.middleIdx[f]; !ok {
				bad("refinement %d: unknown from middle %q", i, f)
			}
		}
		if r.Item != "" && !slices.ContainsFunc(c.tax.Middles[to].Items, func(it Item) bool { return it.Name == r.Item }) {
			bad("refinement %d: middle %q has no item %q", i, r.Middle, r.Item)
		}
	}
	ruleIDs := map[string]bool{}
	for _, r := range c.rules {
		if r.ID == "" || ruleIDs[r.ID] {
			bad("rule %q: empty or duplicate id", r.ID)
		}
		ruleIDs[r.ID] = true
		if r.Text == "" {
			bad("rule %q: empty text", r.ID)
		}
		if _, ok := c.middleIdx[r.Category]; !ok {
			bad("rule %q: unknown category %q", r.ID, r.Category)
		}
		switch r.Kind {
		case KindCommon, KindItem, KindNotAllowed:
		default:
			bad("rule %q: unknown kind %q", r.ID, r.Kind)
		}
		if (r.Kind == KindCommon || r.Kind == KindItem) && r.TextEn == "" {
			bad("rule %q: %s rule without text_en", r.ID, r.Kind)
		}
		if r.Kind == KindItem && r.Item == "" {
			bad("rule %q: item rule without item", r.ID)
		}
		if !slices.Contains(r.Labels, r.Category) {
			bad("rule %q: labels %v do not contain category %q", r.ID, r.Labels, r.Category)
		}
		for _, l := range r.Labels {
			if _, ok := c.middleIdx[l]; !ok {
				bad("rule %q: unknown label %q", r.ID, l)
			}
		}
	}
	charKeys, charNames := map[string]bool{}, map[string]bool{}
	for i, ch := range c.chars {
		if !isKey(ch.Key) || ch.Name == "" || ch.Dialog == "" || ch.CharacterType == "" {
			bad("character %q: bad key or empty name/dialog/type", ch.Key)
		}
		if charKeys[ch.Key] || charNames[ch.Name] {
			bad("character %q (%s): duplicate key or name", ch.Key, ch.Name)
		}
		charKeys[ch.Key], charNames[ch.Name] = true, true
		if _, ok := c.middleIdx[ch.Middle]; !ok {
			bad("character %q: unknown middle %q", ch.Key, ch.Middle)
		}
		if _, dup := c.charIdx[ch.Middle]; dup {
			bad("character %q: middle %q already has a character", ch.Key, ch.Middle)
		}
		c.charIdx[ch.Middle] = i
	}
	return errors.Join(errs...)
}

// ---- matching ----

// term is one searchable surface form of a middle or an item.
type term struct {
	runes        []rune
	middle       int
	item         int // -1: matched the middle itself (name or alias)
	order        int
	beatsProduct bool
	weak         bool
	generic      bool
	part         bool
}

// Term tiers, best first: names and aliases, then Middle.Generic words,
// then Middle.Weak words. A term of a better tier wins over any term of a
// worse one, whatever their lengths.
const (
	tierName = iota
	tierGeneric
	tierWeak
)

// tier is the term's tier.
func (t *term) tier() int {
	switch {
	case t.weak:
		return tierWeak
	case t.generic:
		return tierGeneric
	}
	return tierName
}

// refiner is a compiled Refinement.
type refiner struct {
	from         []int
	words        [][]rune
	raw          []string // words as written, for the polarity reader
	except       [][]rune
	middle, item int // item -1: the middle only
}

type tagMatcher struct {
	key         string
	words       []tagWord
	except      []tagWord
	undone      []tagWord
	objects     []string
	notFor      []string
	notSubjects []string
	itemOnly    bool
	undoneSets  bool
	// containerFor and container are SituationTag.Container compiled
	containerFor []string
	container    [][]rune
	attached     []AttachedPart
	notSaidOf    []string
	// ownOwners and ownConditions are SituationTag.OwnPart compiled
	ownOwners     []string
	ownConditions []tagWord
	implied       []implication
	middleWords   map[string][]tagWord
	// stateObjects are read for the objects' state only
	// (classStateObjects)
	stateObjects []string
}

// implication is a compiled Implication.
type implication struct {
	tag     string
	middles []string
	words   []tagWord
}

// tagWord is a compiled tag trigger. A word written without a space
// matches only within one token of the text: 은박 is not found in "남은
// 박스"; one written with a space matches from the start of a token, with
// or without the space: "금 간" matches "금 간" and "금간", "이 빠진" is not
// found in "손잡이 빠진".
type tagWord struct {
	raw    string
	runes  []rune
	spaced bool
	// nounForm marks a verb's noun form (-ㅁ/-음) that a "~" stem stood
	// for (떡짐, 나감): see nounForm.
	nounForm bool
}

// A Korean word written with a trailing "~" is a verb stem and stands
// for its written forms (korean.Conjugations: "빠개지~" is 빠개지, 빠개진,
// 빠개짐, 빠개져, 빠개졌 …), so that a tag's list names a verb once, not
// every ending.
func compileTagWords(ss []string) []tagWord {
	var out []tagWord
	for _, w := range ss {
		_, stem := strings.CutSuffix(w, "~")
		for _, s := range expandStems([]string{w}) {
			// the text is matched with its modal "can" masked: "can't get it off"
			if r := compact(MaskModalCan(s)); len(r) > 0 {
				last, _ := utf8.DecodeLastRuneInString(s)
				out = append(out, tagWord{raw: s, runes: r, spaced: strings.ContainsFunc(s, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }),
					nounForm: stem && last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 16})
			}
		}
	}
	return out
}

// expandStems replaces every word of ss written with a trailing "~" by
// its korean.Conjugations.
func expandStems(ss []string) []string {
	var out []string
	for _, s := range ss {
		if stem, ok := strings.CutSuffix(s, "~"); ok {
			out = append(out, korean.Conjugations(stem)...)
			continue
		}
		out = append(out, s)
		out = append(out, particledNegations(s)...)
	}
	return out
}

// particledNegations are the forms of a long negation "-지 않" or "-지
// 못" with a particle after 지 ("떼어지지가 않아요", "비우지를 못했어요",
// "마르지도 않았어요"), each written once in a tag's list as "-지 않".
func particledNegations(s string) []string {
	var out []string
	for _, neg := range []string{"지 않", "지 못"} {
		i := strings.Index(s, neg)
		if i < 0 {
			continue
		}
		for _, pt := range []string{"가", "도", "는", "를"} {
			v := s[:i] + "지" + pt + s[i+len("지"):]
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// occursTag is occurs for a tag word: unless the word has a space, no
// token of the text may start inside the match; if it has, the match
// starts a token.
func occursTag(n normText, w tagWord) bool { return tagAt(n, w) >= 0 }

// tagAt is the rune position of the first match of occursTag, or -1.
func tagAt(n normText, w tagWord) int {
	for s := 0; s+len(w.runes) <= len(n.r); {
		start := occursFrom(n, w.runes, s)
		if start < 0 {
			return -1
		}
		crosses := w.spaced && !n.tokStart[start]
		for k := start + 1; k < start+len(w.runes) && !w.spaced; k++ {
			if n.tokStart[k] {
				crosses = true
				break
			}
		}
		if !crosses && !insideOther(n, start, w) {
			return start
		}
		s = start + 1
	}
	return -1
}

// insideOther reports whether the Korean tag word w at start in n is only
// a piece of a longer word of its token that means something else
// (구부러진 is bent, though it holds 부러진): korean.InsideOther.
func insideOther(n normText, start int, w tagWord) bool {
	if n.tokStart[start] || !korean.HasHangul(w.raw) {
		return false
	}
	b := start
	for b > 0 && !n.tokStart[b] {
		b--
	}
	return korean.InsideOther(string(n.r[b:start]), string(w.runes))
}

func anyTagWord(n normText, ws []tagWord) bool {
	for _, w := range ws {
		if occursTag(n, w) {
			return true
		}
	}
	return false
}

// normText is text reduced to lowercase letters and digits, remembering where
// the original tokens (whitespace/punctuation separated words) began and ended.
//
// clauseStart marks the runes that begin a token after a clause mark
// (, . ! ? ; : /); it may be nil (no clause marks known).
type normText struct {
	r           []rune
	tokStart    []bool
	tokEnd      []bool
	clauseStart []bool
	// runes is a 1,024-bit set of r's runes (by their low ten bits), so
	// that a search for a term whose first or last rune is not in the
	// text ends at once (a text is searched for thousands of terms).
	// normalize fills it and mask keeps it (a superset still only turns
	// away what cannot be there); a normText made another way (a slice of
	// one, a single word) has none and is searched rune by rune.
	runes *[16]uint64
}

// mayHold reports whether t's first and last runes may both be in n.
func (n normText) mayHold(t []rune) bool {
	if n.runes == nil {
		return true
	}
	a, z := t[0]&1023, t[len(t)-1]&1023
	return n.runes[a>>6]&(1<<(a&63)) != 0 && n.runes[z>>6]&(1<<(z&63)) != 0
}

func normalize(s string) normText {
	var n normText
	sep, clause := true, false
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) || korean.IsCompatJamo(r) {
			if len(n.tokEnd) > 0 {
				n.tokEnd[len(n.tokEnd)-1] = true
			}
			sep = true
			clause = clause || strings.ContainsRune(",.!?;:/", r)
			continue
		}
		n.r = append(n.r, unicode.ToLower(r))
		n.tokStart = append(n.tokStart, sep)
		n.tokEnd = append(n.tokEnd, false)
		n.clauseStart = append(n.clauseStart, clause)
		sep, clause = false, false
	}
	if len(n.tokEnd) > 0 {
		n.tokEnd[len(n.tokEnd)-1] = true
	}
	n.runes = new([16]uint64)
	for _, r := range n.r {
		n.runes[(r&1023)>>6] |= 1 << (r & 63)
	}
	return n
}

func compact(s string) []rune { return normalize(s).r }

func compactAll(ss []string) [][]rune {
	var out [][]rune
	for _, s := range ss {
		if r := compact(s); len(r) > 0 {
			out = append(out, r)
		}
	}
	return out
}

func (c *Catalog) buildIndex() error {
	seen := map[string]string{}
	var errs []error
	// add indexes a surface form; it reports whether it did (an empty or
	// duplicate term is an error).
	add := func(surface string, mi, ii int, owner string, beatsProduct bool) bool {
		r := compact(surface)
		if len(r) == 0 {
			errs = append(errs, fmt.Errorf("catalog: %s: empty term %q", owner, surface))
			return false
		}
		k := string(r)
		if prev, dup := seen[k]; dup {
			errs = append(errs, fmt.Errorf("catalog: term %q used by both %s and %s", surface, prev, owner))
			return false
		}
		seen[k] = owner
		c.terms = append(c.terms, term{runes: r, middle: mi, item: ii, order: len(c.terms), beatsProduct: beatsProduct})
		return true
	}
	for mi, m := range c.tax.Middles {
		owner := "middle " + m.Key
		// the name is Generic when the list repeats it (대형폐기물)
		nameGeneric := slices.ContainsFunc(m.Generic, func(g string) bool { return string(compact(g)) == string(compact(m.Name)) })
		if add(m.Name, mi, -1, owner, m.BeatsProduct) {
			c.terms[len(c.terms)-1].generic = nameGeneric
		}
		for _, a := range m.Aliases {
			add(a, mi, -1, owner, m.BeatsProduct)
		}
		for _, g := range m.Generic {
			if string(compact(g)) != string(compact(m.Name)) && add(g, mi, -1, owner, false) {
				c.terms[len(c.terms)-1].generic = true
			}
		}
		for _, w := range m.Weak {
			if add(w, mi, -1, owner, false) {
				c.terms[len(c.terms)-1].weak = true
			}
		}
		for ii, it := range m.Items {
			owner := fmt.Sprintf("item %s/%s", m.Key, it.Name)
			first := len(c.terms)
			add(it.Name, mi, ii, owner, m.BeatsProduct || it.BeatsProduct)
			for _, a := range slices.Concat(it.Aliases, it.Lexicon) {
				add(a, mi, ii, owner, m.BeatsProduct || it.BeatsProduct)
			}
			for k := first; k < len(c.terms); k++ {
				c.terms[k].part = it.Part
			}
		}
	}
	// the English plurals pluralEnd cannot read, as further surfaces of
	// the same term: "dictionaries" is a dictionary, "knives" a knife
	for _, t := range slices.Clone(c.terms) {
		if p := irregularPlural(t.runes); p != nil && seen[string(p)] == "" {
			seen[string(p)] = "plural"
			t.runes, t.order = p, len(c.terms)
			c.terms = append(c.terms, t)
		}
	}
	c.termIdx = make(map[string]int, len(c.terms))
	c.byFirst = map[rune][]int{}
	for i, t := range c.terms {
		c.termIdx[string(t.runes)] = i
		c.byFirst[t.runes[0]] = append(c.byFirst[t.runes[0]], i)
	}
	for _, r := range c.tax.Refinements {
		rf := refiner{middle: c.middleIdx[r.Middle], item: -1, except: compactAll(r.Except)}
		for _, w := range r.Words {
			if cw := compact(w); len(cw) > 0 {
				rf.words, rf.raw = append(rf.words, cw), append(rf.raw, w)
			}
		}
		for _, f := range r.From {
			rf.from = append(rf.from, c.middleIdx[f])
		}
		for ii, it := range c.tax.Middles[rf.middle].Items {
			if it.Name == r.Item {
				rf.item = ii
			}
		}
		c.refiners = append(c.refiners, rf)
	}
	for _, t := range c.tax.Tags {
		tm := tagMatcher{key: t.Key, notFor: t.NotFor, itemOnly: t.ItemOnlyClears, undoneSets: t.NegatedUndoneSets,
			words: compileTagWords(t.Words), except: compileTagWords(t.Except), undone: compileTagWords(t.Undone)}
		for _, o := range t.Objects {
			tm.objects = append(tm.objects, string(compact(o)))
		}
		for _, s := range t.NotSubjects {
			tm.notSubjects = append(tm.notSubjects, strings.ToLower(s))
		}
		if t.Container != nil {
			tm.containerFor, tm.container = t.Container.Middles, compactAll(t.Container.Words)
		}
		tm.attached = t.Attached
		for _, s := range t.NotSaidOf {
			tm.notSaidOf = append(tm.notSaidOf, strings.ToLower(s))
		}
		if t.OwnPart != nil {
			for _, o := range t.OwnPart.Owners {
				tm.ownOwners = append(tm.ownOwners, string(compact(o)))
			}
			tm.ownConditions = compileTagWords(t.OwnPart.Conditions)
		}
		for m, ws := range t.MiddleWords {
			if tm.middleWords == nil {
				tm.middleWords = map[string][]tagWord{}
			}
			tm.middleWords[m] = compileTagWords(ws)
		}
		for _, im := range t.ImpliedBy {
			tm.implied = append(tm.implied, implication{tag: im.Tag, middles: im.Middles, words: compileTagWords(im.Words)})
		}
		// the expression classes the lists lacked (tagclasses.go)
		c.tags = append(c.tags, withClasses(tm))
	}
	return errors.Join(errs...)
}

// irregularPlural is the English plural of a term written in ASCII
// letters, as github.com/jinzhu/inflection forms it, when it is not the
// term with "s" or "es" added (pluralEnd reads those): batteries, knives,
// shelves, snowmen, children. It is nil for any other term (and for an
// uncountable one), and for one of fewer than four letters.
func irregularPlural(r []rune) []rune {
	if len(r) < 4 || slices.ContainsFunc(r, func(c rune) bool { return !isASCIIAlnum(c) }) {
		return nil
	}
	s := string(r)
	p := inflection.Plural(s)
	if p == s || p == s+"s" || p == s+"es" {
		return nil
	}
	return []rune(p)
}

// particles are endings that may follow a one-syllable noun ("캔이에요",
// "옷을") without blocking a match.
var particles = map[string]bool{}

func init() {
	for _, p := range []string{
		"이", "가", "을", "를", "은", "는", "도", "만", "과", "와", "랑", "이랑", "하고",
		"에", "에서", "의", "로", "으로", "들", "들이", "들을", "들은", "류", "이나", "나",
		"이고", "고", "까지", "처럼", "이에요", "예요", "이예요", "이요", "요", "입니다",
		"이다", "인데", "인데요", "이네요", "네요", "이야", "야", "인가요", "가요", "일까요", "인지",
	} {
		particles[p] = true
	}
}

func isASCIIAlnum(r rune) bool {
	return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// occurs reports the first rune position where t occurs in n under the
// boundary rules, or -1. ASCII edges must not run into other ASCII letters
// ("can" does not match "scan"); a one-syllable Hangul term must end its word
// and be a whole word, optionally followed by a particle ("뼈를" matches 뼈;
// "옷장" and "스캔" do not match 옷 and 캔).
func occurs(n normText, t []rune) int { return occursFrom(n, t, 0) }

// occurrences yields, in order, every rune position at rune from or later
// where t occurs in n (occursFrom).
func occurrences(n normText, t []rune, from int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for at := occursFrom(n, t, from); at >= 0; at = occursFrom(n, t, at+1) {
			if !yield(at) {
				return
			}
		}
	}
}

// occursFrom is occurs for matches starting at rune from or later.
func occursFrom(n normText, t []rune, from int) int {
	if !n.mayHold(t) {
		return -1
	}
	for s := from; s+len(t) <= len(n.r); s++ {
		if n.holdsAt(t, s) {
			return s
		}
	}
	return -1
}

// holdsAt reports whether term t occurs in n at rune s: its runes stand
// there, inside one clause, and as whole words where the rules want them.
func (n normText) holdsAt(t []rune, s int) bool {
	e := s + len(t)
	if e > len(n.r) || !slices.Equal(n.r[s:e], t) || crossesClause(n, s, e) || straddles(n, t, s) || buried(n, t, s) || insideHost(n, s, e) {
		return false
	}
	if isASCIIAlnum(t[0]) && s > 0 && !n.tokStart[s] && isASCIIAlnum(n.r[s-1]) {
		return false
	}
	if isASCIIAlnum(t[len(t)-1]) && e < len(n.r) && !n.tokEnd[e-1] && isASCIIAlnum(n.r[e]) && !pluralEnd(n, e) {
		return false
	}
	if single := len(t) == 1 && !isASCIIAlnum(t[0]); single {
		if !n.tokStart[s] {
			return false
		}
		if !n.tokEnd[e-1] {
			if p, _ := ending(n, e); !particles[p] {
				return false
			}
		}
	}
	return true
}

// pluralEnd reports whether an English plural ending ("s", "es") starts at
// e and ends the word: "bottles" matches bottle, "boxes" box.
func pluralEnd(n normText, e int) bool {
	for _, suf := range []string{"s", "es"} {
		end := e + len(suf)
		if end <= len(n.r) && string(n.r[e:end]) == suf && n.tokEnd[end-1] {
			return true
		}
	}
	return false
}

// MatchText finds the waste category named in free text with a deterministic
// keyword matcher (see Match). It returns the middle key, the canonical item
// name ("" when only the middle was named), a score in (0,1] (0 with middle
// "" when nothing matched) and the keys of situation tags triggered by the
// text, in taxonomy order.
func (c *Catalog) MatchText(text string) (middle string, item string, score float64, tags []string) {
	m := c.Match(text)
	return m.Middle, m.Item, m.Score, m.Tags
}

// Match is what the keyword matcher read in a text.
type Match struct {
	// Middle is the matched middle key; "" when no term occurs.
	Middle string
	// Item is the canonical item name; "" when only the middle was named.
	Item string
	// Score is in (0,1]: 0.6 for an item, 0.45 for a middle, raised toward
	// 1 by how much of the text the term covers; 0 when nothing matched.
	Score float64
	// Weak is true when only a Middle.Weak word (병, 곽, 통 …) matched.
	Weak bool
	// Generic is true when only a Middle.Generic word (음식물쓰레기,
	// 종량제봉투, 먹다 남은) matched: the text names the stream, not an item.
	Generic bool
	// Refined is true when a Refinement moved the item to Middle.
	Refined bool
	// Unrefined is, when Refined, the middle the item's own term names
	// (clear_pet for a green PET bottle, glass for a broken one).
	Unrefined string
	// RefinedByModifier is true when the word that refined the item is
	// the word right before its term ("glass juice bottle", "깨진 맥주병").
	RefinedByModifier bool
	// Tags are the situation tags the text sets, in taxonomy order.
	Tags []string
	// Cleared are the tags whose trigger word occurs but which the
	// polarity reading turned down (a label removed, a stain denied, an
	// Except phrase), in taxonomy order: no other reader should set them.
	Cleared []string
	// Aside are the middles, other than Middle, that the text names only
	// by parts it sets aside or by places ("안에 있던 비닐은 따로 뺐어요",
	// "캔 버리는 데 같이", "the can bin") or sets against it ("불연성
	// 말고 전용 수거함") or says did not get on it ("크레파스 안 묻은
	// 스케치북"): no other reader should take them for the item.
	Aside []string
	// Named are the middles a name or alias in the text (no weak or
	// generic word, none the asker only proposes) belongs to, in
	// taxonomy order: the streams the text gives evidence of; a craft
	// that names a workshop (도자기 공방) is a place, not evidence. Read
	// only when a name or alias was matched (its one reader, the scan's
	// breakage rule, asks of a named item or material), since it costs a
	// pass over every term.
	Named []string
}

// Match finds the waste category named in free text with a deterministic
// keyword matcher. Among all item names, aliases and middle names/aliases
// found in the text, the longest wins (ties: item over middle, earlier in the
// text, then taxonomy order); a product named with its packaging yields to
// the packaging or part (Middle.BeatsProduct) and a Refinement may then
// move the item to another middle. Whitespace and punctuation are ignored
// when matching and Korean particles after a noun do not prevent a match.
// A word that names only a stream or its bin (Middle.Generic) counts when
// no name or alias occurs, and weak words only when nothing else matched.
func (c *Catalog) Match(text string) Match {
	text = c.joinVolume(c.joinGenitive(readable(text)))
	n := normalize(MaskModalCan(text))
	if len(n.r) == 0 {
		return Match{}
	}
	// the tags are read in the text as written; the terms without the
	// negation 못 and without the streams the asker proposes (종이니까
	// paper로?, 음식물 통에 넣어도 돼요?), when an item is named
	tn := n
	// ("pet clinic", "음료 가루": no PET, no drink; context23.go; "짬뽕
	// 가격": no noodles; context24.go; "세탁기 설치 기사": no washer,
	// "라디오에 보리차를 엎어서": no tea bottle, "비닐 코팅한 안내문": no
	// film; context25.go; "연필 자국": no pencil; context34.go; "김발 비닐
	// 씌운 거": no film; context41.go; "띠부씰 분류하느라 비운 우유 팩":
	// no sticker; context44.go)
	n, proposed := c.withoutProposals(c.maskNegator(c.maskFittedMaterial(c.maskCoatingMaterial(c.maskSpilt(c.maskTrades(c.maskPriced(c.maskTraces(c.maskPowders(c.maskActivity(maskPets(maskCourts(n))))))))))))
	// "LED 전구하고 함께 내놔도 되죠?": what the asker would put the item out
	// with is not the item, and its stream is only proposed
	// "철제 명함꽂이, 플라스틱 부분 없이": a stream's material said to be
	// absent is set aside (context26.go)
	for _, k := range c.deniedStreams(n) {
		if !slices.Contains(proposed, k) {
			proposed = append(proposed, k)
		}
	}
	n, company := c.withoutCompanions(n)
	for _, k := range company {
		if !slices.Contains(proposed, k) {
			proposed = append(proposed, k)
		}
	}
	best, pos := c.bestTiered(n, func(*term) bool { return true })
	if best < 0 {
		// "가죽 코스터", "인조가죽 필통": a thing said to be of leather
		// that no name reads (kinds34.go)
		if m, ok := c.leatherThing(text, n, tn); ok {
			return m
		}
		tags, cleared := c.matchTags(text, tn, nil, "")
		return Match{Tags: tags, Cleared: cleared}
	}
	// move takes a step's other term as the item when it found one (p >= 0)
	move := func(p, at int) {
		if p >= 0 {
			best, pos = p, at
		}
	}
	r := reading(text)
	// "옆 유리컵은 깨졌는데 이 콜라병은 멀쩡해요", "this jam jar, not the
	// mug": the term the text points at with 이/요/this is the item
	move(c.pointedTerm(text, n, best))
	// "후라이드 두 마리, 그 종이 상자 바닥이": 그 after a break points
	// back at the thing the rest is about (context37.go)
	move(c.anaphoricTerm(text, n, best))
	// "수건 말고 걸레", "페트병이 아니고 유리병": what comes before 말고 or
	// 아니고 is set against the item, which follows
	against := [2]int{-1, 0}
	// (not when what follows is said to be absent: "스프링 제본 아니고
	// 비닐 커버도 없던 거"; context23.go)
	if p, at := c.insteadTerm(n, best, pos); p >= 0 && !r.Negated(headAt(n, at, len(c.terms[p].runes))) {
		against = [2]int{pos, len(c.terms[best].runes)}
		best, pos = p, at
	} else if p, at := c.againstLast(n, best, pos); p >= 0 {
		// "연고 튜브, 붙이는 파스 말고요": the thing set against comes
		// last (kinds22.go)
		against = [2]int{pos, len(c.terms[best].runes)}
		best, pos = p, at
	}
	// "곰팡이 핀 신발 깔창": a state said bare before a thing's name is
	// said of that thing (kinds26v.go)
	move(c.mouldyThing(n, best, pos))
	// "종이 케이스인데 안쪽 플라스틱 받침이 붙어서 안 떨어져요": the
	// thing said first with a copula, a part stuck on it after
	// (context25.go)
	move(c.copulaItemBefore(n, best, pos))
	// "바지락 칼국수": a dish named by its shellfish or bones
	// (context31.go)
	move(c.dishNamedBy(n, best, pos))
	// "쿠키 깡통, 속에 붙은 플라스틱 트레이가 안 뜯겨요": a part said
	// stuck inside the thing named before it is that thing's
	// (context31.go)
	move(c.stuckInsideOf(n, best, pos))
	// "예전 폰인데 화면 유리가 금이 갔어요": a material named after a
	// device's part is the part's (context29.go)
	move(c.partMaterialDevice(n, best, pos))
	// "고데기, 손잡이 쪽 플라스틱이 부러졌어요": a material said on a
	// side of a device is its part (context35.go)
	move(c.materialSideOfDevice(n, best, pos))
	// "전자 체중계에 공이 날아와서 유리 상판이 깨졌어요": a glass part
	// named after a device is the device's (context30.go)
	move(c.deviceGlassPart(n, best, pos))
	// "체중계, 강화유리 발판이 깨졌어요": a glass part right after a
	// device (context35.go)
	move(c.glassPartOfDevice(n, best, pos))
	// "종이 같은데 비닐이에요", "캔인 줄 알았는데 종이팩": what the thing
	// looks like is not the item (kinds22.go)
	move(c.simileTerm(n, best, pos))
	// "계란판 모양 흡음재": a thing said as the shape of another is
	// not the item (kinds37.go)
	move(c.shapeNamedBy(n, best, pos))
	// "microwave with a shattered glass door", "the film off my phone
	// screen": in English, what follows "with", "from" or "off" is a part,
	// a condition or the source of the thing named before it
	move(c.withTerm(text, n, best, pos))
	// (a part named before the link is the thing itself: "plastic
	// wrappers from the shower caps"; context24.go)
	linkedPart := false
	// (a part named with its material, two words: a bare "wrapper"
	// before "from printer paper" is that paper's)
	// (and the link right after it: "the paper wrapper won't come off"
	// links nothing)
	if _, cut := linkCut(text); c.terms[best].part && cut >= 0 && pos < cut && cut-(pos+len(c.terms[best].runes)) <= 2 && !korean.HasHangul(text) && spansWords(n, pos, len(c.terms[best].runes)) {
		linkedPart = true
	}
	// (and a package's word before the food it held: "the wrappers
	// from a dozen breads"; context37.go)
	if c.foodWrapperLinked(text, n, best, pos) {
		linkedPart = true
	}
	// "the freezer's plastic tubs": the owner is where the thing was
	// (context23.go)
	move(c.englishOwner(text, n, best, pos))
	// "배터리 일체형 폰", "내장 배터리 공기계", "배터리 안 빠지는 면도기": a
	// battery said to be built in is the device's part, not the item
	move(c.builtInPart(n, best, pos))
	// "배터리 갈아도 안 켜지는 저울": a battery replaced is the device's
	// part (context23.go)
	move(c.replacedBattery(n, best, pos))
	// "커터기 칼날 부분이 부러졌어요": a part named with 부분 belongs to
	// the thing named before it (context23.go)
	move(c.partOfBefore(n, best, pos))
	// "세탁기에서 꺼낸 니트", "신발장에 깔아둔 신문지": an appliance or a piece
	// of furniture named as where the item was is not the item
	move(c.backdropTerm(text, n, best, pos))
	// "가방 속에서 물러진 귤", "the receipts in my backpack": a thing said
	// as where another was is a place (context35.go)
	move(c.insideWhere(text, n, best, pos))
	// "형광등 아래에서 보니 얼룩진 셔츠": a light something was seen
	// under is where it was (kinds21.go)
	move(c.lampPlace(n, best, pos))
	// "피아노 학원 몽당연필": a term that names a workshop, class or shop
	// is where the item was (kinds20.go)
	move(c.workshopTerm(n, best, pos))
	// "화장대 손거울", "냉장고 반찬통", "컴퓨터 의자": a Korean compound
	// noun is the thing its last word names; an appliance or a piece of
	// furniture before it says whose or where
	move(c.compoundHead(text, n, best, pos))
	// "서핑 보드숏", "통기타 줄": of two names that share a noun, the
	// one that ends the word is the thing (kinds31.go)
	move(c.overlapHead(n, best, pos))
	// "풍선용 헬륨 캔", "라면용 냄비": a thing named for what it is used
	// with is the thing, not what it is for; "파쇄기 칼날 걸린 거": a
	// device's blade said to jam is how the device fails (kinds33.go)
	move(c.purposeHead(n, best, pos))
	move(c.runningPart(n, best, pos))
	// "빔프로젝터 램프 나가서 안 켜짐": a device's own light that went
	// out is how the device fails; "라디오 건전지식 고장": a battery word
	// glued to 식 says how the device runs; "젖은 신문지 곰팡이 핀 거":
	// mould said after a thing is its state (kinds36.go)
	move(c.lightOfDevice(n, best, pos))
	move(c.poweredDevice(n, best, pos))
	move(c.mouldOnThing(n, best, pos))
	// "운동화 깔창": a shoe's insole is a thing of its own (context34.go)
	move(c.insoleOf(n, best, pos))
	// "MDF 책장": a board's material before a thing's name is what the
	// thing is made of (kinds34.go)
	move(c.madeOfBoard(n, best, pos))
	// "신발끈 끊어진 운동화": a shoe's lace in a clause said of the shoe
	// is the shoe's part (kinds34.go)
	move(c.shoeOfLace(n, best, pos))
	// "아미밤 배터리 칸 고장 난 거": a battery's compartment is the
	// device's part (kinds34.go)
	move(c.compartmentOwner(n, best, pos))
	// "플라스틱 생수병": the bottle, not the longer material word
	// (kinds22.go)
	move(c.plasticBottle(n, best, pos))
	// "세탁세제 종이 상자", "물티슈 빈 봉지": the last noun of a
	// compound, or the container emptied of the thing (kinds23.go)
	move(c.headAfter(n, best, pos))
	// "air freshener aerosol", "crayon box": the same in English
	// (context38.go)
	move(c.englishCompoundHead(text, n, best, pos))
	// "물티슈 열두 팩짜리 박스": the box a count of packs came in
	// (context38.go)
	move(c.packCountHead(n, best, pos))
	// "목공풀 빈 통": a weak container word said emptied of a general
	// thing (kinds31.go)
	move(c.emptiedWeak(n, best, pos))
	// "건전지 들어 있던 종이 곽", "코트에 씌워진 비닐": what held or
	// covered a thing (kinds23.go)
	move(c.heldOrCovered(n, best, pos))
	// "영양제 택배 왔던 박스", "전단지에 한 묶음씩 씌워져 온 비닐": the
	// same with words between (context28.go)
	move(c.heldHead(n, best, pos))
	// "종이 모자", "종이 수납 박스", "비닐 완충재": a material's bare name
	// before a thing of another stream says what it is made of
	// (kinds22.go)
	move(c.materialHead(n, best, pos))
	// "paper mailer bags": the same in English (context35.go)
	move(c.paperMaterialEn(n, best, pos))
	// "실리콘 턱받이", "스뎅 그릇": a material word said of the thing
	// (kinds23.go)
	move(c.materialSaid(n, best, pos))
	// "열쇠고리들, 쇠로 된 거": a thing said in a clause of its own to be
	// made of metal (context28.go)
	move(c.madeOfMetal(n, best, pos))
	// "철제 보관 상자", "스텐 명함 지갑", "steel card wallet": a metal
	// word said of a holder, nouns of its use between (kinds27v.go)
	move(c.metalHolder(n, best, pos))
	// "갈색 유리 영양제 병": a plastic-named bottle said to be of glass
	// (kinds27v.go)
	move(c.glassBottle(n, best, pos))
	// "도자기 술병": a bottle said to be of ceramic (context38.go)
	move(c.ceramicBottle(n, best, pos))
	// "플라스틱 벤치", "철제 책상": furniture is bulky whatever its
	// material (context23.go)
	move(c.bulkyAfterMaterial(n, best, pos))
	// "플라스틱 만년필", "알루미늄 볼펜": a writing tool or a toothbrush is
	// general whatever it is made of (context38.go)
	move(c.generalAfterMaterial(n, best, pos))
	// "철 지난 옷 정리": 철 before 지난 is the season, not iron; "식탁
	// 유리 깨진 거": the glass of a piece of furniture said broken is the
	// item (kinds39.go)
	move(c.outOfSeason(n, best, pos))
	move(c.brokenFurnitureGlass(n, best, pos))
	// "냉장고 정리하다가 나온 피클 병", "화장대 정리: …": the piece of
	// furniture or appliance being tidied is where the item was
	move(c.tidiedTerm(text, n, best, pos))
	// "장난감 만들고 남은 휴지심", "선물 포장하고 남은 포장지": what was
	// made or used is not the item, what was left of it is
	move(c.leftoverOf(text, n, best, pos))
	// "짜장면 시켜 먹을 때 깔았던 신문지": what was done when is the
	// time, not the item (context27.go)
	move(c.whenClauseTerm(n, best, pos))
	// "비닐봉지에 둘둘 말아서 가져왔어요": the bag it was carried in is
	// not the item (context27.go)
	move(c.carriedIn(n, best, pos))
	// "소파요, 찢어져서 스펀지가 보여요": what shows through is the inside
	// of the thing named before (context27.go)
	move(c.showingThrough(n, best, pos))
	// "키보드 닦는 데 쓴 물티슈", "모니터 받침으로 쓰던 전공책": what the
	// item was used on or as is not the item; the noun the clause
	// modifies is (kinds12.go)
	move(c.clauseHead(n, r, best, pos))
	// "나뭇가지에 걸려서 찢어진 니트": a thing in a clause of a cause
	// or a time is not the item (context35.go)
	move(c.causeClauseHead(n, best, pos))
	// "프린터 진동 때문에 흔들리던 원목 작업대": a thing said as a cause
	// with 때문에 is not the item (context36.go)
	move(c.becauseOfHead(n, best, pos))
	// "모니터 오래 보면 머리가 아파서 사 둔 두통약": a thing in a
	// clause of a condition is a habit's, not the item (context38.go)
	move(c.conditionThing(n, best, pos))
	// "양고기, 쇠꼬치에서 빼 모았어요": what a thing was taken off is
	// the source (context38.go)
	move(c.takenOffFrom(n, best, pos))
	// "와인이랑 같이 깔아둔 치즈 플래터": a thing named as company is
	// not the item; "먼지만 털어내고": dust cleaned off is the item's
	// soil (context38.go)
	move(c.companionThing(n, best, pos))
	move(c.dustCleanedOff(n, best, pos))
	// "고무장갑 끼고 주운 깨진 유리 조각": a thing worn for the job or put
	// down before it is not the item (context36.go)
	move(c.wornOrSetDown(n, best, pos))
	// "다육이 키우던 테라코타 구운 흙 분": a plant said as what grew in a
	// thing is not the item (context36.go)
	move(c.plantGrownIn(n, best, pos))
	// "속눈썹 샵에서 쓰던 미니 고데기": a thing that names the shop is
	// where the item was (context36.go)
	move(c.shopPlace(n, best, pos))
	// "속눈썹 샵 점심으로 시킨 비빔밥", "속눈썹 손님 받기 전 뿌리던 픽서
	// 캔": a thing said before a shop's or its customers' word names the
	// trade (context37.go)
	move(c.tradeNamed(n, best, pos))
	// "분무기 뿌리다가 옆에 세워둔 주문 상자까지 젖었어요": a thing in use
	// when something happened is not the thing it happened to
	// (context37.go)
	move(c.usedWhile(n, best, pos))
	// "맥아 찌꺼기, 양동이 반쯤이에요": a container said as a measure
	// measures the thing named before it (context37.go)
	move(c.measuringContainer(n, best, pos))
	// "도자기 저금통, 바닥 고무마개로 동전 다 빼서": the stopper it was
	// emptied through is its part (context37.go)
	move(c.openedThrough(n, best, pos))
	// "악보 넣어 다니던 비닐 포켓": what a holder kept is not the holder
	// (context37.go)
	move(c.keptInAfter(n, best, pos))
	// "택배 상자 소독하면서 쓴 물티슈": the thing worked on while another
	// was used is not the item (context37.go)
	move(c.workedOnWhile(n, best, pos))
	// "만년필 시필용으로 쓰던 노트": what a thing was for is not the item
	// (context37.go)
	move(c.usedFor(n, best, pos))
	// "우표 보관 비닐 앨범", "유리창 청소 스퀴지": the thing a noun of
	// work is done on is not the item (kinds38.go)
	move(c.workedOnBy(n, best, pos))
	// "생일 케이크 장난감": a food said bare before a toy is what the toy
	// is of (kinds38.go)
	move(c.toyOfFood(n, best, pos))
	// "딸기잼, 유리병에 반이나 남았는데": a food left in its package is
	// the package's contents (context37.go)
	move(c.foodLeftInPackage(n, best, pos))
	// "에어프라이어로 구운 고구마", "전자레인지 돌리다 터진 계란": the
	// tool or the appliance run is not the item (context31.go)
	move(c.toolUsedOn(n, best, pos))
	// "눈썰매 타다 다 젖은 방수바지": what was ridden is where it
	// happened (context32.go)
	move(c.riddenThing(n, best, pos))
	// "스케이트날 커버 … 투명케이스": a thing named only as what a
	// cover is for is not the item (context32.go)
	move(c.accessoryNamed(n, best, pos))
	// "휴대폰 케이스째로": the device in its case (context32.go)
	move(c.caseWith(n, best, pos))
	// "페트병 겉 비닐 안 벗겼어요": a bottle's outer film is its
	// label (context32.go)
	move(c.bottleFilm(n, best, pos))
	// "통에 네임 스티커 붙어 있어요": a label stuck on a thing
	// (context32.go)
	move(c.labelStuckOn(n, best, pos))
	// "half the cork … stuck in the neck": the corked bottle
	// (context32.go)
	move(c.corkInBottle(n, best, pos))
	// "손님 안경에 뿌려 드리던 클리너 통": where a thing was used or put,
	// with 에 in a clause that modifies it, is not the item (context23.go)
	// (the place is set aside: the classifier may not take the item
	// there; context24.go)
	place := ""
	if p, at := c.locativeHead(n, r, best, pos); p >= 0 {
		place = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	}
	// "리모컨 거치대 플라스틱 받침": what a holder holds names the holder
	// (context23.go)
	move(c.holderOf(n, best, pos))
	// "테이블 닦던 면 행주": what was wiped is not the item; "앨범 보관
	// 상자": what a container stores is not the item (context40.go)
	move(c.wipedWith(n, best, pos))
	move(c.storedIn(n, best))
	// "맥주병 안에 담배꽁초가 들어 있어요": refuse put in a container
	// soils the container, which is the item (kinds41.go)
	move(c.refuseInContainer(n, best, pos))
	// "노트북 배터리 포함 통째로": the device with its battery in
	// (kinds41.go)
	move(c.batteryIncluded(n, best, pos))
	// "식혜 팩, 아이스박스 얼음물에 젖었음": where the water came from is
	// not the item (kinds41.go)
	move(c.waterSource(n, best, pos))
	// "배추김치, 김치통에 반쯤이요": a food named on its own before a
	// thing said to hold it is the item (context24.go)
	// (not a package said to have the food left in it: "딸기잼, 유리병에
	// 반이나 남았는데"; context37.go)
	if p, at := c.foodPlacedIn(n, best, pos); p >= 0 && !c.leftInPackage(n, best, pos) {
		place = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	}
	// "떡볶이 용기", "복숭아 통조림", "김치 담았던 통", "밥 짓던 솥", "치킨
	// 먹고 남은 뼈": a food named before the thing it was in or came
	// with is what that thing held, not the item
	if p, at := c.heldBy(n, best, pos); p >= 0 && !spoiledContents(n, at, len(c.terms[p].runes)) {
		best, pos = p, at
	}
	// "반찬통 김치국물 안 씻음": a food named after a container, soiling
	// it, is its residue (context30.go)
	move(c.containerSoiled(n, best, pos))
	// "투명 페트병인데 커피 찌꺼기가 바닥에 말라붙었어요": a residue
	// said stuck is the soil of the container named before it
	// (context38.go)
	move(c.residueAfterContainer(n, best, pos))
	// "지퍼백에 마시멜로 몇 개 아직 남아있어요": a food said still in a
	// thing said with 에 is what it holds (context35.go)
	move(c.leftInHolder(n, best, pos))
	// "빈 물병 뚜껑 돌려 닫혀있어요": a bottle's cap said closed is on
	// the bottle, which is the item (context30.go)
	move(c.capClosedOn(n, best, pos))
	// "갈치 뼈", "우럭 머리 뼈": a food's bones, or its part's; "떡볶이
	// 밀키트 봉지": its container after the word for the form it was
	// sold in (kinds25v.go)
	move(c.boneOfFood(n, best, pos))
	if p, at := c.packedIn(n, best, pos); p >= 0 && !spoiledContents(n, at, len(c.terms[p].runes)) {
		best, pos = p, at
	}
	// "셔틀콕 들어 오는 종이 통", "복사지 싸고 있던 비닐": what held or
	// wrapped a thing is the item (context22.go); its removal from that
	// thing sets nothing aside
	wrapped := false
	if p, at := c.wrapperOf(n, best, pos); p >= 0 && !c.cellTakenOut(n, best, pos) {
		best, pos, wrapped = p, at, true
	}
	// "식용유 깡통", "생수 유리병": a container named by its contents, then
	// by its material, is of the material's stream (also after a
	// food that names what the contents were used for: 부침개 … 식용유 깡통)
	move(c.namedContainer(n, best, pos))
	// "밑밥 통 철", "쌀 포대 종이": a material said last is what the
	// container is made of (kinds30.go)
	move(c.materialLast(n, best, pos))
	// "케이크 칼 플라스틱": a metal tool said plastic last is plastic
	// (kinds35.go, review of session 35)
	move(c.plasticSaidOfTool(n, best, pos))
	// "배즙 종이곽": the carton a juice came in (context31.go)
	move(c.juiceCarton(n, best, pos))
	// "기저귀 박스", "마스크 비닐": the packaging a thing came in, named
	// after it, is the item
	held := ""
	if p, at := c.packagingOf(text, n, best, pos); p >= 0 {
		held = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	} else if p, at := c.metalItemBox(n, best, pos); p >= 0 {
		// "스텐 냄비 박스", "쿠킹호일 상자": the box a metal thing came
		// in (kinds27v.go)
		held = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	} else if p, at := c.boxOfProduct(n, best, pos); p >= 0 {
		// "틀니 세정제 상자", "답례 수건 포장 상자": the box a product
		// came in (kinds29.go)
		held = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	}
	// "선물 상자 속에 든 유리병", "택배 상자에 들어 있던 에어캡":
	// what was inside a container is the item, not the container
	container := ""
	if p, at := c.insideOf(n, best, pos); p >= 0 {
		container = c.tax.Middles[c.terms[best].middle].Key
		best, pos = p, at
	}
	// "전자레인지 박스 안 스티로폼": the same with a bare 안 or 속 (kinds21.go)
	// (its 안 is no negation of the thing after it)
	bareIn := false
	if p, at := c.bareInside(n, best, pos); p >= 0 {
		container = c.tax.Middles[c.terms[best].middle].Key
		best, pos, bareIn = p, at, true
	}
	// "스테이플러 심 박힌 영수증", "리본 달린 원피스": what is stuck in or
	// fixed on the noun after it is a part of that thing (kinds21.go)
	move(c.attachedTo(n, best, pos))
	// "화장대 거울 달린 거": 거 is the furniture the part is fixed on
	// (kinds29.go)
	move(c.furnitureWithPart(n, best, pos))
	// "밥솥 내솥 없는 거": 거 is the appliance without its part
	// (kinds30.go)
	move(c.partMissing(n, best, pos))
	if p, at := c.catchHeldBy(n, best, pos); p >= 0 { // termchoice.go
		best, pos = p, at
	}
	// "단체티 떡볶이 국물 튀어서", "셔츠에 김치 국물 묻어서": a food said to
	// have splashed or stained is a stain on the item, which another
	// term names
	move(c.stainOn(n, best, pos))
	// "염색약 물든 수건": a dye said to have stained the thing named
	// after it (kinds36.go)
	move(c.dyeStainOn(n, best, pos))
	// "거실 러그 강아지 털 잔뜩": hair said to cover a thing is its state
	// (kinds28.go)
	move(c.hairOn(n, best, pos))
	// "뽁뽁이에 박스 테이프가 붙어서": what is stuck on a thing is not
	// the item, the thing it is stuck on is
	move(c.stuckOn(n, best, pos))
	// "귤 껍질, 비닐봉지에 모아둔 거": the holder things were gathered in
	// is where the item is (context23.go)
	move(c.gatheredIn(n, best, pos))
	// "juice box, the plastic straw is jammed in the hole": in English,
	// what is stuck in the thing named in an earlier clause is not the
	// item either
	move(c.stuckInEnglish(n, best, pos))
	// "the desiccant sachet taken out", "removed the pump": what was
	// taken out of the item is not the item
	move(c.removedEnglish(text, n, best, pos))
	// "양동이 엎어서 상장이 젖었어요": what was knocked over or leaked is
	// the cause, the thing it spoiled is the item (context21.go)
	move(c.mishapCause(n, best, pos))
	// "소파에 커피를 쏟아서 스펀지까지 젖었어요": a filling reached is the
	// inside of the thing named before; "형광등 박스가 젖어서 형광등까지":
	// the contents reached are the item (context26.go)
	move(c.fillingReached(n, best, pos))
	move(c.contentsReached(n, best, pos))
	// "박스 뜯을 때 벗긴 수축 비닐": what came off a package as it was
	// opened is the item, a part though it is (context26.go)
	move(c.openedFrom(n, best, pos))
	// "주문서가 호치키스로 찍혀 있어요": what it was fastened with
	// (context28.go)
	move(c.fastenedWith(n, best, pos))
	// "a paper cup full of seed shells": the holder measures what is
	// thrown away (context28.go)
	move(c.fullOfEnglish(n, best, pos))
	// "전지 포스터, 나무 막대가 박혀 있어서": a part said fixed on the
	// thing of the clause before (context26.go)
	if p, at, end := c.partStuckAfter(n, best, pos); p >= 0 {
		n = mask(n, pos, end-pos)
		best, pos = p, at
	}
	cameOff := c.openedOff(n, pos)
	// "키친타월로 닦아냈어요", "주방세제로 씻었어요": what the item was
	// cleaned with is not the item
	if p, at := c.cleanedWith(n, best, pos); p >= 0 {
		// (the name taken instead may itself be only where the item
		// was: "진열대 정리하다 나온 스팸 캔, 기름은 키친타월로 닦았어요")
		untooled := mask(n, pos, len(c.terms[best].runes))
		best, pos = p, at
		if p, at := c.tidiedTerm(text, untooled, best, pos); p >= 0 {
			best, pos = p, at
		}
		if p, at := c.backdropTerm(text, untooled, best, pos); p >= 0 {
			best, pos = p, at
		}
	}
	// "leftover bibimbap, no bowl", "그릇 없이 남은 밥": a thing said to be
	// absent is not the item; another term is, else the match is only weak
	absent := false
	if t := c.terms[best]; !t.weak && !bareIn && !wrapped && !c.afterBareInside(n, pos) && r.Negated(headAt(n, pos, len(t.runes))) {
		absent = true
		if p, at := c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool { return u.tier() == tierName && !r.Negated(string(u.runes)) }); p >= 0 {
			best, pos, absent = p, at, false
		}
	}
	// "크레파스 안 묻은 도화지": a substance said not to have got on the
	// item is not the item; another name is
	if k := len(c.terms[best].runes); !absent && deniedTouch(n, pos, k) {
		if p, at := c.bestTerm(mask(n, pos, k), func(u *term) bool { return u.tier() == tierName }); p >= 0 {
			best, pos = p, at
		}
	}
	// ("케이크 투명 뚜껑": the lid of what held the food; kinds22.go)
	if c.terms[best].part && !linkedPart && !cameOff && !c.singledOut(r, c.terms[best]) && !c.foodOwnsPart(n, pos) {
		// another item named outside the part ("종이컵인데 플라스틱 뚜껑이
		// 끼워진 채": not the 플라스틱 of the lid)
		if p, at := c.bestTerm(mask(n, pos, len(c.terms[best].runes)), func(t *term) bool { return t.tier() == tierName && !t.part }); p >= 0 {
			best, pos = p, at
			// ("영양제 택배 왔던 박스, 송장 스티커는 안 뗐어요": the box
			// the thing came in; context28.go)
			move(c.heldHead(n, best, pos))
		}
	}
	if c.tax.Middles[c.terms[best].middle].Product {
		// the packaging is named outside the product's own name: the 박스
		// of 셋톱박스 is no box
		// (a battery built into the device is no such part)
		// (nor is a material said of the product itself: "foam
		// mattress", "a mattress, foam,"; context28.go)
		// (nor a part said missing: "LED 양초 건전지 없는 거"; kinds31.go)
		// (nor the device's own mesh: "선풍기 망"; context32.go)
		// (nor its battery compartment: "아미밤 배터리 칸"; kinds34.go)
		// (nor a battery word that says how it runs: "라디오 건전지식";
		// kinds36.go)
		// (nor its battery said to have gone: "헤드폰 배터리 나감";
		// kinds37.go)
		if p, at := c.bestTerm(mask(n, pos, len(c.terms[best].runes)), func(t *term) bool { return t.beatsProduct }); p >= 0 && !builtIn(n, at, len(c.terms[p].runes)) && !replaced(n, at, len(c.terms[p].runes)) && !triedWith(n, at, len(c.terms[p].runes)) && !materialOfProduct(n, pos, at, len(c.terms[p].runes)) && !saidMissing(n, at, len(c.terms[p].runes)) && !c.batteryCompartment(n, p, at) && !c.meshOfProduct(n, p, at) && !poweredByWord(n, at, len(c.terms[p].runes)) && !c.batteryGoneOf(n, p, at) {
			best, pos = p, at
		}
	}
	// "면도기 헤드 망": a mesh named after a device is its part
	// (context32.go)
	move(c.meshOfDevice(n, best, pos))
	// "노트에 플라스틱 링이 끼워져": the material of a part on another item
	move(c.materialOfPart(n, best, pos))
	if p, at := c.materialOfPartSaid(n, best, pos); p >= 0 { // termchoice.go
		best, pos = p, at
	}
	// "먹다 남은 떡볶이 비닐봉지째", "김치 반찬통째로": a container said to
	// go out with what it holds (-째) is not the item; what it holds is,
	// when the text names it
	// ("떡볶이 용기에 담긴 채": the same, said with 채; kinds22.go; and
	// "플라스틱 궤짝째", a material before the holder: context22.go)
	if k := len(c.terms[best].runes); withContents(n, pos, k) || stillIn(n, pos, k) || c.materialWith(n, best, pos) {
		if p, at := c.bestTiered(mask(n, pos, k), func(*term) bool { return true }); p >= 0 {
			best, pos = p, at
		}
	}
	// "자두 한 봉지 먹고 나온 씨", "감자 껍질 두 봉지": a bag counted is a
	// measure of what it holds, which is the item when the text names it
	// ("말 털이 비닐봉투로 하나 나왔어요": context28.go)
	if k := len(c.terms[best].runes); countedBag(n, pos, k) || cameToBag(n, pos, k) {
		measure := mask(n, pos, k)
		// (not the furniture it was put on: "테이블에 귤 한 박스";
		// context39.go)
		if p, at := c.measuredThing(measure); p >= 0 {
			best, pos = p, at
			// (not a workshop's or a farm's word: "버섯 재배사 … 타일
			// 조각 한 양동이"; context32.go)
			if q, qat := c.workshopTerm(measure, best, pos); q >= 0 {
				best, pos = q, qat
			}
		}
	}
	// "호박 속이랑 씨", "껍질이랑 씨 … 한 바가지": a soft fruit's
	// seeds go with its flesh, read once the food holders and a
	// counted measure have handed the item on (context32.go)
	move(c.softSeeds(n, best, pos))
	// "딸기 한 팩 다 먹었고 투명 용기 …": a food eaten up is gone, the
	// container said after it is the item (context33.go)
	move(c.eatenUpFood(n, best, pos))
	// "촛농 때문인지 금이 갔음": the cause is not the item (context32.go)
	move(c.causeTerm(n, best, pos))
	// "귤 박스가 통째로 곯았어요": a box or bag said to have gone soft or
	// rotten is the food in it, when the text names one
	if k := len(c.terms[best].runes); spoiledContents(n, pos, k) {
		if p, at := c.bestTerm(mask(n, pos, k), func(u *term) bool { return u.tier() == tierName && c.tax.Middles[u.middle].Key == "food_waste" }); p >= 0 {
			best, pos = p, at
		}
	}
	// "헌책 책장이 울었어요": 책장 is a named book's pages; "scraped into
	// a bucket": where a thing went is a place (context22.go)
	move(c.pageOfBook(n, best, pos))
	move(c.intoPlace(n, best, pos))
	// "먹다 만 항생제 반 블리스터": pills still in their blister are the
	// item (context22.go)
	move(c.pillsIn(text, n, best, pos))
	// "양파 까고 나온 껍질": the food's part, named after it, is the item
	move(c.foodPart(n, best, pos))
	// "미나리 다듬고 남은 줄기": a leaf or a stem said after a vegetable
	// in its clause is the vegetable's trimming, no plant
	// (kinds35.go)
	move(c.trimmedPartOf(n, best, pos))
	// "뚜껑은 따로 버렸고 병만 남았어요", "라벨 떼어낸 비닐만", "상자에서
	// 떼어낸 라벨": a term the text sets aside (korean.Reading.SetAside)
	// names what was removed or where it came from, not the item
	// (nor do its words refine the item: the 플라스틱 of a tray taken out
	// of a cookie box)
	// (and once more after the part and product steps above; neither
	// step moves off a cell said taken out, which is the item:
	// "받침에서 코인 전지를 뺐어요", context39.go)
	if p, at := c.wrapperOf(n, best, pos); p >= 0 && !c.cellTakenOut(n, best, pos) {
		best, pos, wrapped = p, at, true
	}
	// "페트병에서 따로 모아 둔 뚜껑들": what came out of a thing is the
	// item (context22.go)
	move(c.sourceTerm(n, best, pos))
	// "가방 안주머니에서 나온 안내지": the same from a spot of the thing
	// (context39.go)
	move(c.sourceSpotTerm(n, best, pos))
	// "포장은 뜯고 두부만 따로 모았어요": the thing singled out with 만
	// is the one asked about (context23.go)
	move(c.singledTerm(n, best, pos))
	// "punch table leftovers: a green 7up bottle": what a heading
	// names is not the item (context32.go)
	move(c.headingTerm(text, n, best, pos))
	rn := n
	// (not when a clause of its own says it is the one taken off:
	// "유리창에 붙였던 테이프, 떼어낸 거예요", nor when what was taken
	// out of it was its contents: "포장 비닐 다 꺼내고 빈 거";
	// context34.go)
	if !wrapped && r.SetAside(headAt(n, pos, len(c.terms[best].runes))) && !c.cellTakenOut(n, best, pos) && !removedOneNamed(n, pos, len(c.terms[best].runes)) && !emptiedOf(n, pos, len(c.terms[best].runes)) && !postedThing(n, pos, len(c.terms[best].runes)) {
		// (nor is the thing set against with 말고 kept: kinds21.go)
		if p, masked := c.keptTerm(maskAgainst(n, against), maskAgainst(mask(n, pos, len(c.terms[best].runes)), against), r); p >= 0 {
			best, rn = p, masked
			// (what held or wrapped the thing kept is the item, though
			// it was taken off that thing: "복사지 싸고 있던 비닐 벗긴 거")
			if at := occurs(n, c.terms[p].runes); at >= 0 {
				if w, _ := c.wrapperOf(n, p, at); w >= 0 {
					best, rn = w, n
				}
			}
		}
	}
	// "플라스틱 반찬통": the item its stream's word is said of
	// (context26.go)
	if p, at := c.namedAfterStream(rn, best, pos); p >= 0 {
		best, pos = p, at
	}
	// "플라스틱 클립": plastic said first of a metal tool is what it is
	// made of (kinds36.go)
	if p, at := c.plasticBeforeTool(rn, best, pos); p >= 0 {
		best, pos = p, at
	}
	// "전자담배 배터리 따로 빼놨음", "빼낸 AA 한 줌": a battery taken out
	// of a device and kept (context28.go)
	if p, at := c.batteryTakenOut(n, best); p >= 0 {
		best, pos = p, at
	}
	// "장난감 기차 건전지 빼둔 거": a battery named after a toy
	// (kinds36.go)
	if p, at := c.batteryOfToy(n, best, pos); p >= 0 {
		best, pos = p, at
	}
	// "쪽파 다듬은 거 흙 털고": soil said shaken off is no item
	// (kinds36.go)
	if p, at := c.soilShakenOff(n, best, pos); p >= 0 {
		best, pos = p, at
	}
	t := c.terms[best]
	mi, ii := t.middle, t.item
	refined, modifier := false, false
	for _, rf := range c.refiners {
		if !slices.Contains(rf.from, mi) {
			continue
		}
		if at := c.refinedAt(rf, text, rn, r, mi); at >= 0 {
			// (pos is the term's own place unless keptTerm moved it)
			modifier = occursFrom(rn, t.runes, pos) == pos && modifiesAt(rn, at, pos, len(t.runes))
			mi, ii, refined = rf.middle, rf.item, true
			break
		}
	}
	// A name said with a word of its use, its make or its power is
	// another item; each reader below keeps the item unless it reads its
	// kind, and a later one that reads it wins:
	//   - "설거지용 빨간 장갑": gloves named by wet or dirty work are
	//     rubber gloves (glovesByUse, kinds21.go);
	//   - "유리 쟁반", "유리 계량컵": glass said of a thing that is no
	//     bottle is glassware (glassWare, kinds28.go);
	//   - "일회용 가운", "턱받이 일회용": a garment said to be disposable,
	//     before or after its name, is general waste (disposableGarment,
	//     kinds29.go; disposableAfter, kinds36.go: both give the same item);
	//   - "전자 장난감", "아기 모빌 전동": a toy said to run on power is a
	//     small appliance (poweredToy, kinds36.go);
	//   - "상추 모종 시든 거": a vegetable said as a seedling is the plant
	//     (seedlingOf, kinds36.go);
	//   - "코팅된 상장", "반짝이 코팅된 생일 카드": a sheet, a card or a
	//     paper bag said coated is general waste (coatedPaper, kinds38.go);
	//   - "muffin clamshell": a clamshell written as one word is a plastic
	//     pack, not a seashell (clamshellPack, context39.go).
	if !refined {
		for _, read := range []func(normText, term, int) (int, int, bool){c.glovesByUse, c.glassWare, c.disposableGarment, c.disposableAfter, c.poweredToy, c.seedlingOf, c.coatedPaper, c.clamshellPack} {
			if rm, ri, ok := read(rn, t, pos); ok {
				mi, ii = rm, ri
			}
		}
	}
	// "먹다 남은 요거트", "곰팡이 핀 햇반": a food that names its package,
	// said to be left uneaten or spoiled, is the food (context22.go)
	if !refined {
		if fm, fi, ok := c.leftoverFood(n, t, pos); ok {
			mi, ii = fm, fi
		}
	}
	unrefined := t.middle
	if !refined {
		// "갈색 페트병": a name that carries a refinement's word itself
		// (kinds20.go)
		if from := c.refinedName(t); from >= 0 {
			refined, modifier, unrefined = true, true, from
		}
	}
	m := c.tax.Middles[mi]
	out := Match{Middle: m.Key, Weak: t.weak || absent, Generic: t.generic, Refined: refined, Aside: c.asideMiddles(n, r, m.Key)}
	if refined {
		out.Unrefined, out.RefinedByModifier = c.tax.Middles[unrefined].Key, modifier
	}
	// (and the container the item was found in is a place, the thing a
	// packaging held is not the packaging)
	sources := []string{}
	if m.Key == "battery" && takenOutBefore(n, pos) {
		// "리모컨 뒤 열고 꺼낸 건전지": the device it came out of
		// (context24.go)
		sources = c.sourcesBefore(n, pos, m.Key)
	}
	for _, k := range append(append(proposed, container, held, place), sources...) {
		if k != "" && k != m.Key && !slices.Contains(out.Aside, k) {
			out.Aside = append(out.Aside, k)
		}
	}
	out.Tags, out.Cleared = c.matchTags(text, tn, t.runes, m.Key)
	base := 0.45
	if ii >= 0 || !t.weak && !t.generic && !absent {
		out.Named = c.namedMiddles(n)
	}
	if ii >= 0 {
		out.Item = m.Items[ii].Name
		base = 0.6
	}
	cov := float64(len(t.runes)) / float64(len(n.r))
	out.Score = math.Round((base+(1-base)*cov)*1000) / 1000
	return out
}

// pointers are the words that point at the thing in hand (이 병, 요 캔,
// this jar); a noun phrase after one is what the text is about.
var pointers = map[string]bool{"이": true, "요": true, "요놈": true, "this": true}

// locativeParticles mark a noun as where something is or came from (세탁기에서,
// 신발장에, 책상 위에).
var locativeParticles = []string{"에서", "에다", "에", "안에", "속에", "위에",
	// each place, distributive (테이블마다 켜 두던 양초; session 32)
	"마다"}

// positionNouns name a spot on or in a thing (책상 위에, 냉장고 안에).
var positionNouns = map[string]bool{"위": true, "안": true, "속": true, "옆": true, "밑": true, "아래": true, "뒤": true, "앞": true, "바닥": true}

// pointedTerm returns the best name term of the noun phrase the text
// points at with a pointer word ("이 콜라 유리병은", "this jam jar") and its
// position in n, or -1 when there is none or it names best's middle. A
// phrase that ends in a place (이 상자에 든) points at no item.
func (c *Catalog) pointedTerm(text string, n normText, best int) (int, int) {
	for _, phrase := range pointedPhrases(text) {
		pn := normalize(phrase)
		p, _ := c.bestTerm(pn, func(t *term) bool { return t.tier() == tierName })
		if p < 0 || c.terms[p].middle == c.terms[best].middle {
			continue
		}
		if at := occurs(n, c.terms[p].runes); at >= 0 {
			return p, at
		}
	}
	return -1, 0
}

// pointedPhrases are the noun phrases after a pointer word: Korean nouns
// up to the first one with a particle (which must not be a place), and up
// to four English words up to a punctuation mark.
func pointedPhrases(text string) []string {
	var out []string
	if korean.HasHangul(text) {
		a := korean.Analyze(text)
		for i, t := range a.Tokens {
			if !pointers[t.Surface] || i+1 >= len(a.Tokens) {
				continue
			}
			var words []string
			for _, u := range a.Tokens[i+1:] {
				if u.Kind != korean.KindNoun || positionNouns[u.Stem] {
					break
				}
				words = append(words, u.Stem)
				if u.Particle != "" {
					if slices.ContainsFunc(locativeParticles, func(p string) bool { return strings.HasPrefix(u.Particle, p) }) {
						words = nil
					}
					break
				}
			}
			if len(words) > 0 {
				out = append(out, strings.Join(words, " "))
			}
		}
		return out
	}
	for _, clause := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return strings.ContainsRune(",.;:!?()", r) }) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			if w == "this" && i+1 < len(ws) {
				out = append(out, strings.Join(ws[i+1:min(len(ws), i+5)], " "))
			}
		}
	}
	return out
}

// insteadWords set what comes before them against what follows: "X 말고
// Y", "X가 아니고 Y", "X 아닌 Y" (not X but Y), "X 대신 Y" (Y instead of X).
var insteadWords = compactAll([]string{"말고", "말구", "아니고", "아니구", "아니라", "아닌", "대신", "대신에"})

// setAgainst reports whether an insteadWords word starts at rune end of
// n or after at most two runes of particle ("유리병 아닌", "유리병이
// 아니고"): what ends at end is not the item. Runes that start a word of
// their own are no particle ("페트 맥주병, 투명 아니고 갈색": the
// clearness is denied, not the bottle).
func setAgainst(n normText, end int) bool {
	for _, w := range insteadWords {
		for at := end; at <= end+2 && at < len(n.r); at++ {
			if at > end && n.tokStart[end] {
				break
			}
			if n.tokStart[at] && occursFrom(n, w, at) == at {
				return true
			}
		}
	}
	return false
}

// insteadTerm returns, when best ends before an insteadWords word that
// starts a token, with no other term between them, and another middle's
// name term (else weak word) follows that word, the best such term and
// its position in n; else -1.
func (c *Catalog) insteadTerm(n normText, best, pos int) (int, int) {
	end := pos + len(c.terms[best].runes)
	for _, w := range insteadWords {
		for at := range occurrences(n, w, end) {
			if !n.tokStart[at] {
				continue
			}
			// "전구는 불연성 말고 전용 수거함": the word sets against the
			// term nearest before it, here a stream, not best
			if between := mask(mask(n, 0, end), at, len(n.r)-at); end < at {
				if p, _ := c.bestTerm(between, func(t *term) bool { return t.tier() != tierWeak }); p >= 0 {
					break
				}
			}
			after := mask(n, 0, at+len(w))
			p, ppos := c.bestTerm(after, func(t *term) bool { return t.tier() == tierName && !t.part })
			if p < 0 {
				// "막걸리 말고 청주 병": only a weak word follows, which
				// then is the item, weakly
				p, ppos = c.bestTerm(after, func(t *term) bool { return t.tier() == tierWeak })
			}
			if p >= 0 && c.terms[p].middle != c.terms[best].middle {
				return p, ppos
			}
			break
		}
	}
	return -1, 0
}

// linkWords, in English, tie what follows them to the thing named
// before: a part or condition ("microwave with a cracked door") or where
// it came from ("film off my phone screen", "packets from a shoebox").
// A clause of cause or time ("soaked when the washing machine hose
// leaked", "because the fridge broke") says what happened to it.
var linkWords = []string{" with ", " from ", " off ", " out of ", " that was on ", " that came on ",
	" when ", " because ", " after ", " while ", " since ",
	// (a relative clause before the link is the link: "the wrapper that
	// came off a new yoga mat"; session 36)
	" that came off ", " which came off ", " that came out of ", " that came with ",
	// (and what the thing hung over or held: "the grow bulb over the
	// seedling tray", "the foam insert that held my new amp")
	" over the ", " above the ", " that held ", " which held "}

// containedVerbs end an English relative clause about what a container
// held ("the bag my dumplings came in"); ownerWords start that clause
// (a possessive or a relative pronoun).
var (
	containedVerbs = []string{" came in ", " come in ", " was in ", " were in ", " went in ", " arrived in ", " was packed in ", " were packed in "}
	ownerWords     = []string{" my ", " our ", " your ", " his ", " her ", " their ",
		// (or a relative pronoun: "the trays that screen protectors
		// come in")
		" that ", " which "}
)

// withTerm returns, when the English text names best only after its
// first linkWords word (or, with a containedVerbs clause, its first
// ownerWords word) and another middle's item or name before it, the best
// such earlier term and its position in n; else -1.
func (c *Catalog) withTerm(text string, n normText, best, pos int) (int, int) {
	if korean.HasHangul(text) {
		return -1, 0
	}
	before, cut := linkCut(text)
	if cut < 0 || pos < cut {
		return -1, 0
	}
	p, _ := c.bestTerm(before, func(t *term) bool { return t.tier() == tierName && !t.part })
	if p < 0 {
		// "plastic wrappers from the shower caps": a part's name is the
		// thing when it is all that is named before the link
		// (context24.go)
		p, _ = c.bestTerm(before, func(t *term) bool { return t.tier() == tierName })
	}
	if p < 0 && c.terms[best].item >= 0 {
		// "the clear film from a pizza box": a weak word (film, bag,
		// lid) is the thing named before the link when no name is,
		// and an item (not a stream's name) after it
		p, _ = c.bestTerm(before, func(t *term) bool { return t.tier() == tierWeak && !t.part })
	}
	if p < 0 || c.terms[p].middle == c.terms[best].middle {
		return -1, 0
	}
	if at := occurs(n, c.terms[p].runes); at >= 0 && at < cut {
		return p, at
	}
	return -1, 0
}

// linkIndex returns the byte index of the first link word w in low, not
// counting " over the " said of a spread (sauce all over the tray): -1
// when there is none.
func linkIndex(low, w string) int {
	for from := 0; ; {
		j := strings.Index(low[from:], w)
		if j < 0 {
			return -1
		}
		j += from
		if w != " over the " || !strings.HasSuffix(low[:j], " all") {
			return j
		}
		from = j + len(w)
	}
}

// linkCut returns the English text before its first linkWords word (or,
// with a containedVerbs clause, its first ownerWords word), normalized,
// and its length in runes; -1 when there is no link.
func linkCut(text string) (normText, int) {
	// (ASCII punctuation read as a space, one byte for one, so that a
	// clause ends at a comma: "the trays they come in, clean")
	low := " " + strings.Map(func(r rune) rune {
		if strings.ContainsRune(",.;:!?", r) {
			return ' '
		}
		return r
	}, strings.ToLower(text)) + " "
	links := linkWords
	if slices.ContainsFunc(containedVerbs, func(v string) bool { return strings.Contains(low, v) }) {
		// "the box my new shoes came in": the thing before the clause
		// holds what the clause names
		links = append(slices.Clone(links), ownerWords...)
	}
	i := -1
	for _, w := range links {
		if j := linkIndex(low, w); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	// "the paper box the new sneakers came in": the article that starts
	// the clause, when it is not the text's first word (session 41)
	for _, v := range containedVerbs {
		if k := strings.Index(low, v); k > 0 {
			if j := strings.LastIndex(low[:k], " the "); j > 0 && (i < 0 || j < i) {
				i = j
			}
		}
	}
	if i < 0 {
		return normText{}, -1
	}
	before := normalize(MaskModalCan(text[:i])) // low starts with a space: text[:i] ends before the link
	return before, len(before.r)
}

// backdropTerm returns, when best is a term of a Product middle (an
// appliance, a piece of furniture) that the Korean text names only as a
// place, with a locative particle closing its noun run ("세탁기에서",
// "신발장에", "책상 위에", "책상 서랍에"), the best name term of another,
// non-Product middle and its position in n; else -1.
func (c *Catalog) backdropTerm(text string, n normText, best, pos int) (int, int) {
	if !c.tax.Middles[c.terms[best].middle].Product || !korean.HasHangul(text) {
		return -1, 0
	}
	// (what a ball hit is no backdrop: 체중계에 공이 날아와서; context30.go)
	if c.hitThing(n, pos, len(c.terms[best].runes)) {
		return -1, 0
	}
	keep := func(t *term) bool {
		return t.tier() == tierName && !t.part && !c.tax.Middles[t.middle].Product
	}
	other, at := c.bestTerm(mask(n, pos, len(c.terms[best].runes)), keep)
	// (a device's glass part named right after it, with 에 for where it
	// cracked, is its part: 체중계 강화유리 발판에 금이 갔어요;
	// context35.go)
	if q, _ := c.glassPartOfDevice(n, other, at); other >= 0 && q == best {
		return -1, 0
	}
	if end := ownRunEnd(n, pos, len(c.terms[best].runes)); other >= 0 && (c.terms[other].item < 0 || partMaterialWords[string(c.terms[other].runes)] != "") && (at < end || attachedAfter(n, end, at)) {
		// a material named in the thing's own noun run, or said
		// fixed on it, is its part (전자레인지 문 유리에, 오븐 문에 달린
		// 유리가: the door glass; context28.go)
		if at >= end {
			end = at + len(c.terms[other].runes)
		}
		other, at = c.bestTerm(mask(n, pos, end-pos), keep)
	}
	// (nor a word inside a longer appliance's name: the 장판 of 전기장판
	// when the mat's 온도조절기 is said with 에; context33.go)
	if other < 0 || c.insideProductTerm(n, other, at) {
		return -1, 0
	}
	head := headAt(n, pos, len(c.terms[best].runes))
	a := korean.Analyze(text)
	seen := false
	for i, t := range a.Tokens {
		if t.Kind != korean.KindNoun || !strings.Contains(t.Stem, head) {
			continue
		}
		seen = true
		// the particle closes the noun run the term starts: 신발장에,
		// 책상 위에, 책상 서랍에, 냉장고 야채칸 안에
		p := t.Particle
		for j := i + 1; p == "" && j < len(a.Tokens) && j <= i+3 && a.Tokens[j].Kind == korean.KindNoun; j++ {
			p = a.Tokens[j].Particle
		}
		// "돗자리서 먹다 남은 김밥": 에서 said short, glued (context31.go)
		if p == "" && shortFrom(t.Stem, head) {
			p = "에서"
		}
		if !slices.ContainsFunc(locativeParticles, func(l string) bool { return strings.HasPrefix(p, l) }) {
			return -1, 0
		}
	}
	if !seen {
		return -1, 0
	}
	return other, at
}

// compoundHead returns, when best is a term of a Product middle written
// as a bare word (no particle) in Korean text and the next word starts
// with an item of another middle ("화장대 손거울", "냉장고 반찬통"), that
// item's term and its position in n; else -1.
func (c *Catalog) compoundHead(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e, ok := c.bareProductEnd(text, n, best, pos)
	if !ok || n.clauseStart[e] {
		return -1, 0
	}
	// (a lamp's or a battery's own word too: "손전등 전구", "오븐 전구"
	// are the bulbs, "도어락 건전지" the batteries; kinds31.go)
	if p := c.termAt(n, e, func(u *term) bool {
		return u.tier() == tierName && (u.item >= 0 || ownWordHeads[c.tax.Middles[u.middle].Key]) && !u.part && u.middle != t.middle
	}); p >= 0 && c.ownWordHead(n, p, e) {
		// (not a device's glass part said as the subject of what
		// happened to it: "체중계 강화유리 발판에 금이 갔어요";
		// context35.go)
		if q, _ := c.glassPartOfDevice(n, p, e); q == best {
			return -1, 0
		}
		// (nor a device's battery said to have gone, which is how the
		// device fails: "헤드폰 배터리 나감"; kinds37.go)
		if c.batteryGoneOf(n, p, e) {
			return -1, 0
		}
		return p, e
	}
	return -1, 0
}

// bareProductEnd returns where the term best at pos ends, and whether it
// is a term of a Product middle written as a bare word (no particle) in
// Korean text with another word after it: the word a compound head
// (compoundHead) or a tidying verb (tidiedTerm) may follow.
func (c *Catalog) bareProductEnd(text string, n normText, best, pos int) (int, bool) {
	t := c.terms[best]
	e := pos + len(t.runes)
	return e, c.tax.Middles[t.middle].Product && korean.HasHangul(text) && e < len(n.r) && n.tokStart[e]
}

// TagsFor reads the situation tags of text for an item of the given middle
// (the key decides which tags apply: Tag.NotFor) when the middle was found
// by something other than the keyword matcher; like Match, it returns the
// tags set and the tags cleared.
func (c *Catalog) TagsFor(text, middle string) (tags, cleared []string) {
	text = readable(text)
	n := normalize(MaskModalCan(text))
	// the item's own name is no condition of it (the 은박 of 은박 접시,
	// "clean tin foil" read as general): a term of the middle, else the
	// best term the text names
	// (a part stuck on something else, a shipping label, is not its name
	// unless the text singles it out)
	var item []rune
	mi, ok := c.middleIdx[middle]
	r := reading(text)
	named := func(t *term) bool { return !t.weak && (!t.part || c.singledOut(r, *t)) }
	// a bare 못 that negates the verb after it ("라벨 못 뗐어요") is no
	// nail named, as Match reads it (kinds8.go)
	nn := c.maskNegator(n)
	best, _ := c.bestTerm(nn, func(t *term) bool { return named(t) && ok && t.middle == mi })
	if best < 0 {
		// not a part (a cap or lid) unless singled out: "잼 병, 쇠 뚜껑
		// 아직 안 뺐어요" read as glass is the jar with its lid on, not
		// the lid
		// (nor a label the taxonomy lists as a thing, said stuck on
		// the item: "통에 네임 스티커 붙어 있어요"; context32.go)
		best, _ = c.bestTerm(nn, func(t *term) bool { return named(t) && !isLabelItem(t) })
	}
	if best >= 0 {
		item = c.terms[best].runes
	}
	return c.matchTags(text, n, item, middle)
}

// refines reports whether the refinement rf applies to n, whose item is
// of middle: one of its words occurs and is neither negated ("(안
// 깨졌어요)"), a place ("캔 버리는 데 같이") nor said of another item's
// term (each read as the text spaces it: asWritten), and none of its
// Except words occurs unless one of its words modifies it (exceptHolds:
// "greenish see-through").
func (c *Catalog) refines(rf refiner, text string, n normText, r *korean.Reading, middle int) bool {
	return c.refinedAt(rf, text, n, r, middle) >= 0
}

// refinedAt is refines, with the rune position in n of the word that
// refines (-1: none).
func (c *Catalog) refinedAt(rf refiner, text string, n normText, r *korean.Reading, middle int) int {
	if exceptHolds(rf, n) {
		return -1
	}
	// (where the source starts is found once, and only when a refining
	// word occurs: sourceCut passes over every term)
	src, cut := 0, false
	for k, w := range rf.words {
		at := occurs(n, w)
		if at < 0 {
			continue
		}
		// "plastic tray from the cookie tin": a word said of where the
		// item came from is not said of the item (context31.go)
		if !cut {
			src, cut = c.sourceCut(text, middle), true
		}
		if src >= 0 && at >= src && c.otherTermOver(n, at, len(w), middle) {
			continue
		}
		if raw := asWritten(n, at, rf.raw[k]); !setAgainst(n, at+len(w)) && !phraseSetAgainst(n, at+len(w)) && !ofPart(n, at, len(w)) && !partNounAt(n, at+len(w)) && !setInPartAt(n, at+len(w)) && !describesOther(n, at+len(w)) && !became(n, at+len(w)) && !stainedColour(n, at+len(w)) && !r.Negated(raw) && !r.Place(raw) && !c.saidOfOther(text, r, raw, middle) {
			return at
		}
	}
	return -1
}

// modifiesAt reports whether the word of n that holds rune at ends right
// before the term of k runes at pos, in its clause ("glass juice bottle",
// "깨진 맥주병", "청록색 페트병"): the word modifies the term.
func modifiesAt(n normText, at, pos, k int) bool {
	if at < 0 || at >= pos || pos+k > len(n.r) || !n.tokStart[pos] || n.clauseStart[pos] {
		return false
	}
	f := wordEnd(n, at+1)
	return f == pos
}

// saidOfOther reports whether word is said of another item than one of
// middle: in Korean, its subject names a taxonomy term of another middle
// ("옆 유리컵은 깨졌는데 이 병은 멀쩡해요": the glass that broke is not the
// bottle); in English, every clause holding it names another middle's
// term and none of middle's ("this wine bottle, the mug beside it
// cracked").
func (c *Catalog) saidOfOther(text string, r *korean.Reading, word string, middle int) bool {
	if !korean.HasHangul(text) {
		w := normalize(word)
		seen := false
		for _, clause := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",.;:!?()", r) }) {
			cn := normalize(clause)
			at := occurs(cn, w.r)
			if at < 0 {
				continue
			}
			seen = true
			cn = mask(cn, at, len(w.r)) // the word itself names no other item
			own, _ := c.bestTerm(cn, func(t *term) bool { return t.tier() == tierName && t.middle == middle })
			other, _ := c.bestTerm(cn, func(t *term) bool { return t.tier() == tierName && t.middle != middle })
			if own >= 0 || other < 0 {
				return false
			}
		}
		return seen
	}
	np, _ := r.Subject(word)
	if np == "" {
		return false
	}
	nn := normalize(np)
	p, at := c.bestTerm(nn, func(t *term) bool { return t.tier() == tierName })
	if p < 0 || c.terms[p].middle == middle {
		return false
	}
	// (a device's mesh is the device's: "마이크 머리 부분 그물망이
	// 깨져서"; context32.go)
	if c.tax.Middles[middle].Product && c.meshSaidOfDevice(text, np) {
		return false
	}
	// (a subject that names the item too, outside the other term, is the
	// item's: "플라스틱 생수병 초록색이에요", whose longest word is the
	// material; the 유리 inside 유리컵 names no glass bottle)
	own, _ := c.bestTerm(mask(nn, at, len(c.terms[p].runes)), func(t *term) bool { return t.tier() == tierName && t.middle == middle })
	return own < 0
}

// asideMiddles are the middles other than middle whose terms in n the text
// all sets aside, names as places, sets against the item ("불연성
// 말고"), says did not get on it ("크레파스 안 묻은") or names only as
// what an accessory is for ("폰 거치대") or as the material of a part set
// aside ("종이 받침은 뺐어요"; context29.go) (see Match.Aside).
func (c *Catalog) asideMiddles(n normText, r *korean.Reading, middle string) []string {
	// every name term in n, searched once
	type found struct{ term, pos int }
	var names []found
	for i := range c.terms {
		if t := &c.terms[i]; !t.weak {
			if pos := occurs(n, t.runes); pos >= 0 {
				names = append(names, found{i, pos})
			}
		}
	}
	// (the new kinds read a term inside a longer one found at the same
	// place as that one: the 종이 of 종이 상자 안에; context24.go)
	placedOrStuck := func(p, k int) bool {
		return stuckSubject(n, p, k) || insideNamed(n, p, k) || placingClauseAfter(n, p, k) >= 0
	}
	covered := func(pos, k int) bool {
		return slices.ContainsFunc(names, func(f found) bool {
			l := len(c.terms[f.term].runes)
			return f.pos <= pos && pos+k <= f.pos+l && l > k && placedOrStuck(f.pos, l)
		})
	}
	var aside, kept []string
	for _, f := range names {
		t, pos := &c.terms[f.term], f.pos
		key := c.tax.Middles[t.middle].Key
		if key == middle || slices.Contains(kept, key) {
			continue
		}
		k := len(t.runes)
		if head := headAt(n, pos, k); r.SetAside(head) || r.Place(head) || setAgainst(n, pos+k) || deniedTouch(n, pos, k) ||
			routed(n, pos, k) || heldFormerly(n, pos, k) || placedOrStuck(pos, k) || covered(pos, k) ||
			c.accessoryFor(n, t, pos) || materialPartAside(n, r, t, pos) {
			if !slices.Contains(aside, key) {
				aside = append(aside, key)
			}
			continue
		}
		kept = append(kept, key)
	}
	return slices.DeleteFunc(aside, func(k string) bool { return slices.Contains(kept, k) })
}

// TagApplies reports whether the tag key can hold for an item of middle
// (it is not in the tag's NotFor list).
func (c *Catalog) TagApplies(tag, middle string) bool {
	for _, tm := range c.tags {
		if tm.key == tag {
			return !slices.Contains(tm.notFor, middle)
		}
	}
	return false
}

// mask returns n with the k runes from pos blanked out, so that no term
// is found in them. It keeps n's rune set, which still holds every rune
// it has.
func mask(n normText, pos, k int) normText {
	m := normText{r: slices.Clone(n.r), tokStart: slices.Clone(n.tokStart), tokEnd: slices.Clone(n.tokEnd), clauseStart: slices.Clone(n.clauseStart), runes: n.runes}
	for i := pos; i < pos+k && i < len(m.r); i++ {
		m.r[i], m.tokStart[i], m.tokEnd[i] = 0, true, true
	}
	return m
}

// headAt is the part of the match of k runes at pos that lies in the
// match's last token, the word the Korean reader knows it by ("플라스틱
// 트레이" → 트레이).
func headAt(n normText, pos, k int) string {
	start := pos
	for i := pos + k - 1; i > pos; i-- {
		if n.tokStart[i] {
			start = i
			break
		}
	}
	return string(n.r[start : pos+k])
}

// keptTerm is the best term of n that the text does not set aside, a
// name before a generic or weak word, or -1, with n where the terms set
// aside are blanked out (n has the item's term blanked out already). When every term is set aside, the words before
// a set-aside term's head may still name the item ("페트병 라벨 뗐어요":
// the label is removed, the PET bottle is kept), so it looks again in
// whole, the text before any term was blanked out, with only the heads
// blanked out.
func (c *Catalog) keptTerm(whole, n normText, r *korean.Reading) (int, normText) {
	if p, kept := c.keptTermMasking(n, r, false); p >= 0 {
		return p, kept
	}
	return c.keptTermMasking(whole, r, true)
}

// partHeads are the heads of a term that name a part taken off its item
// (페트병 라벨, 요거트 뚜껑): only such a head, set aside, leaves the words
// before it naming the item.
var partHeads = []string{"라벨", "스티커", "뚜껑", "마개", "캡", "비닐", "포장", "포장지", "테이프", "필름", "띠", "손잡이", "펌프", "빨대", "스프링", "링", "고리", "label", "labels", "cap", "caps", "lid", "lids", "sleeve", "film", "wrapper"}

// keptTermMasking is keptTerm's search. With headsOnly it blanks out
// only the last word of a set-aside term of several words, and keeps
// only a term that ends inside the words before such a head.
func (c *Catalog) keptTermMasking(n normText, r *korean.Reading, headsOnly bool) (int, normText) {
	var before [][2]int
	for tier := tierName; tier <= tierWeak; tier++ {
		for range 8 {
			p, pos := c.bestTerm(n, func(t *term) bool { return t.tier() == tier })
			if p < 0 {
				break
			}
			k := len(c.terms[p].runes)
			head := headAt(n, pos, k)
			if !r.SetAside(head) {
				if !headsOnly || slices.ContainsFunc(before, func(b [2]int) bool { return pos+k > b[0] && pos+k <= b[1] }) {
					return p, n
				}
				n = mask(n, pos, k)
				continue
			}
			if h := len([]rune(head)); headsOnly && h < k && slices.Contains(partHeads, head) {
				before = append(before, [2]int{pos, pos + k - h})
				n = mask(n, pos+k-h, h)
			} else {
				n = mask(n, pos, k)
			}
		}
	}
	return -1, n
}

// singledOut reports whether the text singles out the item of part term t
// as what is thrown away ("뚜껑만", "just the lid"), by the last word of
// any of the item's names.
func (c *Catalog) singledOut(r *korean.Reading, t term) bool {
	it := c.tax.Middles[t.middle].Items[t.item]
	var heads []string
	for _, name := range slices.Concat([]string{it.Name}, it.Aliases, it.Lexicon) {
		if f := strings.Fields(name); len(f) > 0 {
			heads = append(heads, f[len(f)-1])
		}
	}
	return r.Only(heads...)
}

// bestTiered is bestTerm for the first tier (names and aliases, generic
// words, weak words) with a term in n that keep accepts.
func (c *Catalog) bestTiered(n normText, keep func(*term) bool) (best, bestPos int) {
	for tier := tierName; tier <= tierWeak; tier++ {
		if best, bestPos = c.bestTerm(n, func(t *term) bool { return t.tier() == tier && keep(t) }); best >= 0 {
			break
		}
	}
	return best, bestPos
}

// bestTerm returns the index of the best term that occurs in n and that
// keep accepts, and its position, or -1.
func (c *Catalog) bestTerm(n normText, keep func(*term) bool) (best, bestPos int) {
	best = -1
	for i := range c.terms {
		t := &c.terms[i]
		// (mayHold first: it is a lookup in a bit set, keep may not be)
		if best >= 0 && len(t.runes) < len(c.terms[best].runes) || !n.mayHold(t.runes) || !keep(t) {
			continue
		}
		pos := occursTerm(n, t.runes)
		if pos < 0 {
			continue
		}
		if best < 0 || better(t, pos, &c.terms[best], bestPos) {
			best, bestPos = i, pos
		}
	}
	return best, bestPos
}

// matchTags returns the situation tags the text triggers, in taxonomy
// order, read for polarity (see SituationTag), and the tags whose trigger
// occurs but which the reading turned down. itemTerm is the matched
// category term and middle its middle key (empty when nothing matched).
func (c *Catalog) matchTags(text string, n normText, itemTerm []rune, middle string) (tags, cleared []string) {
	// "만약 … 코팅돼 있으면 비닐 아닌가요?": a supposed condition is asked
	// about, not said of the item
	said, supposed := c.suppositions24(text)
	if supposed != "" || said != text {
		text, n = said, normalize(MaskModalCan(said))
		// and a tag only the supposition names is cleared, so that no
		// detector adds it back from the question's words
		defer func() {
			sn := normalize(MaskModalCan(supposed))
			for _, tm := range c.tags {
				if anyTagWord(sn, tm.words) && !slices.Contains(tags, tm.key) && !slices.Contains(cleared, tm.key) {
					cleared = append(cleared, tm.key)
				}
			}
		}()
	}
	r := reading(text)
	for _, tm := range c.tags {
		if slices.Contains(tm.notFor, middle) {
			continue
		}
		if anyTagWord(n, tm.except) {
			cleared = append(cleared, tm.key)
			continue
		}
		if tm.impliedBy(tags, n, middle) {
			tags = append(tags, tm.key)
			continue
		}
		// "테이프가 칭칭 감겨 있어요", "the insert is taped on": tape
		// wound round the item or fixing a part (tagwrap.go)
		if tm.key == "mixed_material" && tapeWound(r, text) {
			tags = append(tags, tm.key)
			continue
		}
		if slices.Contains(tm.containerFor, middle) && !anyOccurs(n, tm.container) {
			// leftover medicine is the item, not something left in it
			cleared = append(cleared, tm.key)
			continue
		}
		switch c.attachedState(tm, r, n, text, itemTerm, middle) {
		case korean.StatePresent:
			tags = append(tags, tm.key)
			continue
		case korean.StateRemoved:
			if !anyTagWord(n, tm.words) {
				// "스프링은 빼 놨어요": no detector adds it back
				cleared = append(cleared, tm.key)
				continue
			}
		}
		if len(tm.objects) == 0 {
			cond := c.conditionHolds(tm, r, n, text, middle)
			if pr, ok := phraseReaders[tm.key]; ok && (cond == condSilent || cond != condSet && !pr.onlySilent) && pr.holds(c, r, text, middle) {
				cond = condSet
			}
			switch cond {
			case condSet:
				tags = append(tags, tm.key)
			case condNotUndone:
				// "우유팩 안 헹굼, 우유 좀 남음": not rinsed because it is
				// not empty; what is in it is its contents, no residue
				if slices.Contains(tags, "contents_left") {
					cleared = append(cleared, tm.key)
				} else {
					tags = append(tags, tm.key)
				}
			case condCleared:
				cleared = append(cleared, tm.key)
			}
			continue
		}
		switch tm.triggered(r, n, middle) {
		case condSilent:
			continue
		case condCleared:
			// "라벨이 안 떨어져요": said of a label, not another material
			cleared = append(cleared, tm.key)
			continue
		}
		// "뚜껑 실리콘 패킹", "1. 통 2. 뚜껑 3. 컵": the lid's own part, or a
		// lid listed as a thing of its own
		// "케이크 덮던 플라스틱 뚜껑", "the dome lid that sat over a
		// pie": the lid is the thing thrown away (tagkinds13.go)
		if tm.key == "cap_attached" && (capNamedApart(text) || capIsItem(text, tm.objects)) {
			cleared = append(cleared, tm.key)
			continue
		}
		// "용기 뚜껑에 스티커가 붙어 있어요": the lid is only where the
		// sticker sits
		if onlyAsPlace(text, tm.objects) || r.Purposed(tm.objects...) {
			cleared = append(cleared, tm.key)
			continue
		}
		state := r.ObjectState(slices.Concat(tm.objects, tm.stateObjects)...)
		if c.objectIsItem(tm, n, itemTerm, state) {
			cleared = append(cleared, tm.key)
			continue
		}
		if state == korean.StateRemoved || state == korean.StateAbsent {
			cleared = append(cleared, tm.key)
			continue
		}
		// "반찬통 뚜껑만 하나": an object that is itself an item,
		// singled out, is what is thrown away
		if r.Only(slices.DeleteFunc(slices.Clone(tm.objects), func(o string) bool { return !c.isTerm(o) })...) {
			cleared = append(cleared, tm.key)
			continue
		}
		// "아이스박스 뚜껑", "반찬통 뚜껑에 금이 갔어요": the item's own part,
		// not a cap left on it
		if tm.ownPart(r, c.ownerItem(tm, text, itemTerm, middle)) {
			cleared = append(cleared, tm.key)
			continue
		}
		tags = append(tags, tm.key)
	}
	// "펌프가 안 돌아가서 그대로 꽂혀 있어요": a cap or pump that will not
	// turn or open is a cap still on, no part of another material
	if slices.Contains(tags, "cap_attached") && !slices.Contains(tags, "mixed_material") && anyOccurs(n, stuckCapWords) {
		cleared = append(cleared, "mixed_material")
	}
	// "젖은 채로 둬서 냄새나요": a smell of an item that is wet is its
	// dampness (the musty smell of 쉰내, 곰팡내), no residue, so that no
	// detector reads it as a stain
	if slices.Contains(tags, "wet") && !slices.Contains(tags, "contaminated") && !slices.Contains(cleared, "contaminated") && smells(n) {
		cleared = append(cleared, "contaminated")
	}
	// "튀김 봉투 기름이 배어 나와 눅눅": a paper soaked by a fat, with no
	// water named, is greasy, not wet (tagsoak.go)
	if slices.Contains(tags, "wet") && slices.Contains(tags, "contaminated") && fatSoaked(r, text, c.fats()) && !waterSaid(text) {
		tags = slices.DeleteFunc(tags, func(t string) bool { return t == "wet" })
		cleared = append(cleared, "wet")
	}
	// "지퍼백에 국물이 그대로 얼어 있어요", "배 두 개가 아직 끼어 있어요",
	// "juice still inside": contents frozen or stuck in the item, or left
	// in it in English, are contents left whatever the word reading said
	// (tagsoak.go); the next step clears contaminated for them
	lower := strings.ToLower(text)
	if c.TagApplies("contents_left", middle) && !slices.Contains(tags, "contents_left") && c.contentsInside(lower, itemTerm) {
		tags = append(tags, "contents_left")
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == "contents_left" })
	}
	// "국물 그대로 남아 있어요", "기름이 바닥에 남았어요": what is left in
	// the item is its contents, no residue on it, unless the reader reads
	// a residue as well (말라붙은, 묻어 있어요): no detector adds it from
	// the words 국물, 기름, oil
	if slices.Contains(tags, "contents_left") && !slices.Contains(tags, "contaminated") && !slices.Contains(cleared, "contaminated") {
		cleared = append(cleared, "contaminated")
	}
	// "곰팡이 슬고 눅눅해요": mould on an item that is wet is its
	// dampness too, when nothing else says it is soiled
	if slices.Contains(tags, "wet") && slices.Contains(tags, "contaminated") && c.onlyMould(r, n) {
		tags = slices.DeleteFunc(tags, func(t string) bool { return t == "contaminated" })
		cleared = append(cleared, "contaminated")
	}
	// drop turns a tag the reading set into one it turned down.
	drop := func(tag string) {
		tags = slices.DeleteFunc(tags, func(t string) bool { return t == tag })
		if !slices.Contains(cleared, tag) {
			cleared = append(cleared, tag)
		}
	}
	// "비닐에 물이 묻었어요": water dabbed on the item wets it; the 묻다
	// is no residue when every one of them is said of water (tagkinds14.go)
	if slices.Contains(tags, "wet") && slices.Contains(tags, "contaminated") && c.waterDabbedOnly(r, text) && c.onlyContaminatedBy(r, n, func(raw string) bool {
		return strings.HasPrefix(raw, "묻") || strings.HasPrefix(raw, "뭍") || strings.HasPrefix(raw, "물 묻") || strings.HasPrefix(raw, "물이 묻")
	}) {
		drop("contaminated")
	}
	// "반 넘게 남은 채 굳어 버렸어요": contents left that set hard are
	// still contents, no residue, when nothing else says it is soiled
	if slices.Contains(tags, "contents_left") && slices.Contains(tags, "contaminated") && c.onlyHardened(r, n) && !residueSaid(r, text) {
		drop("contaminated")
	}
	// "소스 병에 아직 소스 있음", "양념 반 이상 남은 통": a sauce named
	// only as what is left in the item is its contents, no residue, when
	// nothing else says it is soiled (tagkinds14.go)
	if slices.Contains(tags, "contents_left") && slices.Contains(tags, "contaminated") && c.onlyContaminatedBy(r, n, func(raw string) bool { return slices.Contains(bareContentsTriggers, raw) }) && !residueSaid(r, text) {
		drop("contaminated")
	}
	// "뚜껑은 이사하다 잃어버렸어요", "병뚜껑은 캔류로 따로 버렸어요", "lost
	// the lid": a cap lost or put out elsewhere is no cap on (tagparts.go),
	// nor is another material on the item unless the text names one
	// (tagmaterial.go)
	if slices.Contains(tags, "cap_attached") && capGone(r, lower) {
		drop("cap_attached")
		if !otherMaterialSaid(lower) {
			drop("mixed_material")
		}
	}
	// "라벨이 본드로 붙은 것처럼 안 떼져요": a label that will not come off
	// is a label, not another material, when no cap and no other material
	// is named (the item's own, "택배 비닐 … label can't peel", is none)
	if slices.Contains(tags, "label_attached") && slices.Contains(tags, "mixed_material") && !slices.Contains(tags, "cap_attached") && !otherMaterialSaidOn(lower, middle) {
		drop("mixed_material")
	}
	// "the vinyl wrapper my gimbap came in": the wrapper is the item, no
	// label on it (tagleft.go)
	if slices.Contains(tags, "label_attached") && wrapperIsItem(lower) {
		drop("label_attached")
	}
	// "손잡이가 쇠로 돼 있는데 안 빠져요": a part of another material than
	// the item's stream that will not come off makes it of mixed materials
	// (tagmaterial.go)
	if c.TagApplies("mixed_material", middle) && !slices.Contains(tags, "mixed_material") && (partOfOtherMaterial(lower, middle) || partLeftOn(lower, middle)) {
		tags = append(tags, "mixed_material")
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == "mixed_material" })
	}
	// "커피 얼룩진 셔츠, 찢어진 곳은 없어요": a stain on clothing said not
	// to be torn sets no tag. (Since contaminated stopped applying to
	// clothing, the tag is never set here; this only marks it cleared,
	// which the classifier reads as a feature, so removing it retrains a
	// different model.)
	if middle == "clothing" && onlyStained(lower) {
		drop("contaminated")
	}
	// a cap taken off, set apart or itself the item, a label's or a
	// stuck cap's material, oil left of a food, breakage denied by a
	// quantifier (tagkinds15.go)
	tags, cleared = c.kinds15(text, lower, middle, tags, cleared)
	// the reader's kinds of session 24 (tagdepth24.go), then the lead's
	// (tagkinds24.go): a spray can's nozzle, water left from a rinse,
	// pieces heaped, a sauce's damp, a vessel spilt, a metal pin on the
	// item
	tags, cleared = c.depth24(text, middle, tags, cleared)
	tags, cleared = c.kinds24(lower, middle, itemTerm, tags, cleared)
	// the reader's kinds of session 25 (tagdepth25.go): contents kept
	// as they were, a state set anew, a part's remnant, a part of another
	// material, a residue dried on, damage by design; then the lead's
	// (tagkinds25.go): a can's lid pressed in, dust alone, water seeped
	// in, plastic set in metal
	tags, cleared = c.depth25(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds25(lower, middle, tags, cleared)
	// the reader's kinds of session 26 (tagdepth26.go): a wash still
	// ahead or of a part only, a belief or a denial set aside, a part put
	// back on, another thing's label, cap or contents, an amount said of
	// a state that is no contents; then the lead's (tagkinds26.go): a
	// label on the lid, a cap washed, a paper layer on styrofoam, hand
	// grime
	tags, cleared = c.depth26(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds26(lower, middle, tags, cleared)
	// the reader's kinds of session 27 (tagdepth27.go): what is put in
	// a container that is not its contents, a part named by another
	// material, an action still ahead in English, several items only
	// some washed, a removal asked about and answered no, another
	// thing's cap, contents spread or half used, water shaken out; then
	// the lead's (tagkinds27.go): pieces, beaded water, a drink only
	// sipped, stock left over, a residue's mark, a tape's mark, a glued
	// pad or a fixed part of another material, a damage return
	tags, cleared = c.depth27(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds27(lower, middle, tags, cleared)
	// the reader's kinds of session 28 (tagdepth28.go): a step promised
	// and not done, a food eaten up, a label scraped off or named by its
	// stuff, bits of food counted, a drink stopped and left, a chip, parts
	// sorted out, English amounts of full; then the lead's (tagkinds28.go):
	// pieces rolling about, stock more than needed, a drink poured in, a
	// sticky residue in English, a paper piece glued on
	tags, cleared = c.depth28(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds28(lower, middle, tags, cleared)
	// the reader's kinds of session 29 (tagdepth29.go): a step planned
	// and done or not, a step denied twice or scoffed at, a question
	// answered not yet, one of several items done alone, damage and
	// wetting in passive, causative and relative forms, water put to use,
	// and English of the same kinds; then the lead's (tagkinds29.go): a
	// drink spilt on or water filling a thing with no soil or contents, a
	// food's colour soaked in, the items themselves left over, English
	// holes
	tags, cleared = c.depth29(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds29(lower, middle, itemTerm, tags, cleared)
	// the reader's kinds of session 30 (tagdepth30.go): damage or soil of
	// a thing inside the item, a state asked back and denied, damage
	// mended, bent, burst and torn parts, a crack in the item's own body,
	// drops left after a rinse or water used for one, soil said by what it
	// did or taken off, a sprayer's head kept on, contents on the bottom;
	// then the lead's (tagkinds30.go): rinse water still inside, the cap
	// alone or put back on, a carton's cap, a lid made in one piece, a
	// sauce pooled, water soaked up from rain or a wave, the ones with a
	// part sorted out
	tags, cleared = c.depth30(text, lower, middle, tags, cleared)
	tags, cleared = c.kinds30(lower, middle, tags, cleared)
	// the reader's kinds of session 31 (tagdepth31.go), read last: a
	// state of a thing the item holds or is held in, a cap only asked
	// about, a state only supposed, steps done now or denied undone,
	// steps planned, soil that stays or is denied twice, contents found
	// after all, a clip, a lid or spout of another material, and English
	// of the same kinds
	tags, cleared = c.depth31(text, lower, middle, tags, cleared)
	// the reader's kinds of session 32 (tagdepth32.go), read last: water
	// of a rinse, beaded or melted, a film or crumbs against contents,
	// contents counted still in, a cork's amount, a spout left, a cap
	// lost, a state of another thing set against the item, a state
	// undone after, labels scrapped, supposed, heard of or off easily, a
	// part dropped off
	tags, cleared = c.depth32(text, lower, middle, tags, cleared)
	// the lead's kinds of session 32 (context32.go): a film cover that
	// is the item itself
	tags, cleared = c.tags32(lower, middle, tags, cleared)
	// the reader's kinds of session 33 (tagdepth33.go): degree and
	// counting words, a part taken off with none left, another thing's
	// state, an emptying failed, a food's colour, a state undone or
	// mistaken, soil left after a wash, mimetic words, and English of the
	// same kinds
	tags, cleared = c.depth33(text, lower, middle, tags, cleared)
	// and the lead's of session 33 (tagkinds33.go): soil dried on
	// unnamed, another material set into paper, a part snapped with its
	// verb unsaid
	tags, cleared = c.tags33(lower, middle, tags, cleared)
	// the reader's kinds of session 34 (tagdepth34.go), read last: the
	// time of a state, weather as the cause of wet, what is no food or
	// oil, amounts of contents, the scope of untouched and unopened, a
	// lid's material, another material stuck on against food
	tags, cleared = c.depth34(text, lower, middle, tags, cleared)
	// and the lead's of session 34 (tagkinds34.go), read last: dew met,
	// a carton cut open on purpose, a thing in two with no verb, a part
	// of another material put over the item
	tags, cleared = c.tags34(text, lower, middle, tags, cleared)
	// the reader's kinds of session 35 (tagdepth35.go): a part
	// against the whole, a break as the means of throwing out, states
	// worried over, conceded, heard as a rule or found wrong, counted
	// contents, a removal stopped, soil denied twice or on a corner,
	// condensation, and another material said in English
	tags, cleared = c.depth35(text, lower, middle, tags, cleared)
	// the reader's kinds of session 36 (tagdepth36.go): a part taken
	// away by someone or off only in part, another thing's condition set
	// against the item's, steps still ahead, dried residue, leftovers
	// used up, a burst by a cause
	tags, cleared = c.depth36(text, lower, middle, tags, cleared)
	// and the lead's of session 36 (tagkinds36.go): residue
	// stuck on as it is, grains swollen and stuck, rain all over in
	// English, another material glued onto paper
	tags, cleared = c.tags36(lower, middle, tags, cleared)
	// the reader's kinds of session 37 (tagdepth37.go): the item itself
	// left over, spoiled contents, caps put on by other verbs, another
	// thing's lid, oil through paper, worn clothing, labels and
	// fasteners put on by the user
	tags, cleared = c.depth37(text, lower, middle, tags, cleared)
	// and the lead's of session 37 (tagkinds37.go): pieces of a pair
	// left over, contents gone sour in taste, a garment worn through,
	// oil showing through or soaked up by paper, English moulds and
	// bolted parts
	tags, cleared = c.tags37(lower, middle, tags, cleared)
	// the reader's kinds of session 38 (tagdepth38.go): contents once
	// held or said in passing, another thing's contents, printed labels
	// and sleeves, parts of another material left fixed, coatings,
	// broken parts thrown away, smells and stains come out
	tags, cleared = c.depth38(text, lower, middle, tags, cleared)
	// and the lead's of session 38 (tagkinds38.go), read last: pieces
	// become, a wheel or a leg gone, contents a guest left, snow melt,
	// food stuck on paper, a cover put back on
	tags, cleared = c.tags38(lower, middle, tags, cleared)
	// and session 39's (tagdepth39.go): quotations, English
	// phrasal verbs, stains, water from food, falls into water, time,
	// relative clauses on another noun, counts, parts fixed for good
	tags, cleared = c.depth39(lower, middle, tags, cleared)
	// session 40's (tagdepth40.go): the item all that is left,
	// envelopes, counts of days and pages, cracks said with 금 and sounds
	// of breaking, English wear and wraps, wet by feel, grease and broth
	// in tins
	tags, cleared = c.depth40(lower, middle, tags, cleared)
	// session 41's (tagdepth41.go): caps kept apart or named as a place
	// of wear, contents by a measure or found still there, wear, dirt
	// and glue against food soil, a side or a hole broken, a piece of
	// the label, the one that is another thing
	tags, cleared = c.depth41(lower, middle, tags, cleared)
	// session 42's (tagdepth42.go): double negations and rhetorical
	// questions made plain, lists of things of other streams, parts put
	// back, contents by a use denied, before opening or their own state,
	// English state words denied in Korean
	tags, cleared = c.depth42(lower, middle, tags, cleared)
	// session 43's (tagdepth43.go): comparatives, regrets and
	// counterfactuals, exceptions, states not known, caps named as a
	// place of soil, looks against what is, habits against this time
	tags, cleared = c.depth43(lower, middle, tags, cleared)
	// session 44's (tagdepth44.go): names holding a tag's word, a state
	// carried to another part, percentages left, the speaker's own state
	// and figurative breaks, effort in vain, forms and checklists,
	// purposes and preventions
	tags, cleared = c.depth44(lower, middle, tags, cleared)
	// session 44's second round (tagdepth44b.go): only with 밖에, a
	// state come back after its undoing, states found by weight, touch
	// or light, notes to the collector, approximations, states under
	// way, rules and general facts
	tags, cleared = c.depth44b(lower, middle, tags, cleared)
	// and the lead's of session 41 (tagkinds41.go), read last: a pump
	// naming the container's kind, caps a container collected, a film
	// cover that is the item, a bare hole in a garment
	tags, cleared = c.tags41(lower, middle, tags, cleared)
	// and the lead's of session 43 (kinds43.go): a glued cap word
	// (스크루캡), a lid that does not fit, a garment's spot pierced, a
	// part inside a pump, a can's nozzle or a fastener in paper left on,
	// a stain's shape before 자국
	tags, cleared = c.tags43(lower, middle, tags, cleared)
	// and the lead's of session 44 (kinds44.go): a coating that is
	// eaten, a share said full, water pooled that came in, a colour spread
	return c.tags44(lower, middle, tags, cleared)
}

// phraseReader is a tag's own reader of the phrasings its word lists
// cannot hold (words between a noun and its verb, a part of a class with
// a verb of a kind): when the word reading of the tag is silent (or, with
// onlySilent false, anything but set), holds may set it.
type phraseReader struct {
	onlySilent bool
	holds      func(c *Catalog, r *korean.Reading, text, middle string) bool
}

// phraseReaders are the tags' phrase readers, one per tag.
var phraseReaders = map[string]phraseReader{
	// "바퀴 하나 빠짐", "선이 잘렸어요", "금이 살짝 갔어요" (tagbreak.go):
	// also over a reading that cleared the tag
	// "고양이가 소파를 다 뜯어놨어요" (tagclasses.go): upholstery, cloth and
	// cords a pet clawed or chewed
	// "구멍이 뻥", "moth-eaten" (tagkinds13.go): a hole that came in a
	// garment or a textile
	"broken": {holds: func(_ *Catalog, r *korean.Reading, text, middle string) bool {
		return partCameOff(r, text) || crackSaid(text) || slices.Contains(petDamageMiddles, middle) && petDamaged(r, text) ||
			(middle == "clothing" || middle == "bulky") && holeCame(text)
	}},
	// "국물은 걍 캔에 그대로 있음", "젤리 두 개 남은 봉지" (tagsoak.go);
	// "떡 두 조각이 아직 들어 있음" (tagcontents.go); "반통 그대로 있어요",
	// "a handful of almonds still rattling inside" (tagkinds13.go);
	// "뿌리면 아직 바람이 나와요", "녹은 물이 고여 있음" (korean
	// PressGives, MeltStands; English melt water in context22.go)
	"contents_left": {onlySilent: true, holds: func(c *Catalog, r *korean.Reading, text, middle string) bool {
		return contentsStill(text) || countLeftIn(text) || c.countedContents(r, text) || pooledContents(text) ||
			measureStill(text) || r.PressGives() || r.MeltStands() || englishMeltLeft(text) || englishAmountLeft(strings.ToLower(text), func(w string) bool { return c.namesItemOf(w, middle) })
	}},
	// "수조 안으로 퐁당", "fell into the sink" (tagkinds13.go)
	// "통 안에 물이 고여 있어요" (tagkinds14.go): water standing in it
	// (also over a reading a rinse cleared: waterPooled reads what was
	// done after the water)
	"wet": {holds: func(c *Catalog, r *korean.Reading, text, _ string) bool {
		return fellInWater(text) || c.waterPooled(r, text)
	}},
	// "butter soaked right through" (tagsoak.go); "가루가 떡져서 붙어있어요",
	// "국물이 안에 좀 샜어요" (tagclasses.go)
	"contaminated": {onlySilent: true, holds: func(c *Catalog, r *korean.Reading, text, _ string) bool {
		return fatSoaked(r, text, c.fats()) || residueSaid(r, text) || englishResidue(r, text) || c.foodWaterSoaked(r, text)
	}},
}

// fillingWords are what fills a quilt, a cushion or a sofa.
var fillingWords = []string{"솜", "충전재", "충전솜", "스펀지", "깃털", "오리털", "거위털", "속통", "속솜", "솜뭉치"}

// stuckCapWords say a cap, pump or trigger will not turn or open.
var stuckCapWords = compactAll([]string{"안 돌아가", "안 돌아감", "안 돌려", "안 돌아가요", "안 열려", "안 열리", "안 열림", "안 풀려", "안 풀리",
	"돌려도 안", "꽉 껴", "꽉 끼", "꽉 물려", "won't turn", "won't open", "won't twist", "won't unscrew", "wont turn", "wont open", "wont twist", "wont unscrew", "stuck shut"})

// mouldWords say mould grows on an item.
var mouldWords = []string{"곰팡", "mould", "mold", "mildew"}

// onlyMould reports whether the contaminated triggers that occur in n are
// all mould words (곰팡이 슬고, 곰팡이 폈어요).
func (c *Catalog) onlyMould(r *korean.Reading, n normText) bool {
	return c.onlyContaminatedBy(r, n, func(raw string) bool {
		return slices.ContainsFunc(mouldWords, func(m string) bool { return strings.Contains(raw, m) })
	})
}

// onlyHardened reports whether the contaminated triggers that occur in n,
// not negated, all say something set hard (굳어, 굳었): of contents left,
// that is the contents, not a residue stuck on (굳어서 붙은 is read by
// its own words).
func (c *Catalog) onlyHardened(r *korean.Reading, n normText) bool {
	return c.onlyContaminatedBy(r, n, func(raw string) bool {
		return strings.HasPrefix(raw, "굳") && !strings.Contains(raw, "붙")
	})
}

// onlyContaminatedBy reports whether at least one contaminated trigger
// occurs in n, not negated, and every one that does is of the kind says.
func (c *Catalog) onlyContaminatedBy(r *korean.Reading, n normText, kind func(raw string) bool) bool {
	found := false
	for _, tm := range c.tags {
		if tm.key != "contaminated" {
			continue
		}
		for _, w := range tm.words {
			if tagAt(n, w) < 0 || r.Negated(w.raw) {
				continue
			}
			if !kind(w.raw) {
				return false
			}
			found = true
		}
	}
	return found
}

// clothStainWords say a garment is stained.
var clothStainWords = []string{"얼룩", "자국", "물들", "stain", "stained"}

// notTornWords deny that a garment is torn or holed: its only fault is
// the stain.
var notTornWords = []string{"찢어진 데는 없", "찢어진 데 없", "찢어진 곳은 없", "찢어진 곳 없", "찢어지진 않", "찢어지지는 않", "찢어지지 않", "안 찢어", "안찢어",
	"구멍은 없", "구멍 없", "구멍 난 데는 없", "구멍 난 데 없", "해진 데는 없", "해진 데 없", "뜯어진 데는 없", "뜯어진 데 없", "멀쩡", "얼룩만", "얼룩 빼고", "얼룩 말고는",
	"no tears", "no rips", "no holes", "not torn", "isn't torn", "not ripped", "nothing torn", "no damage", "otherwise fine", "otherwise intact", "just a stain", "only a stain", "only stained", "just stained"}

// onlyStained reports whether a garment is said to be stained and not
// torn: a stain on clothing sets no tag (the labelling policy), so the
// reader's contaminated is dropped (matchTags).
func onlyStained(lower string) bool {
	stained := slices.ContainsFunc(clothStainWords, func(w string) bool { return strings.Contains(lower, w) })
	return stained && slices.ContainsFunc(notTornWords, func(w string) bool { return strings.Contains(lower, w) })
}

// washStems are in the triggers that say only that a wash was not done
// (안 헹, 씻지 않, 설거지 안 하, unwashed, not rinsed).
var washStems = []string{"헹", "씻", "닦", "설거지", "rinse", "wash"}

// What the text says of a condition (a tag without Objects).
const (
	condSilent    = iota // neither trigger nor Undone word
	condSet              // the condition holds now
	condCleared          // a trigger denied, said of something else, or undone
	condNotUndone        // set only by an Undone word negated (안 헹굼)
)

// conditionHolds reads a tag without Objects: it is set by a trigger word
// that is not negated and is said of the item (saidOfItem), unless an
// Undone word that is not negated comes after the last such trigger; with
// NegatedUndoneSets, an Undone word negated sets it.
func (c *Catalog) conditionHolds(tm tagMatcher, r *korean.Reading, n normText, text, middle string) int {
	trigger, said, onlyNotDone := -1, false, true
	for _, w := range slices.Concat(tm.words, tm.middleWords[middle]) {
		p := tagAt(n, w)
		if p < 0 {
			continue
		}
		said = true
		// "스파게티 소스 유리병": a noun that names what the item held,
		// modifying the item's name, is no condition of it
		if c.namesContents(text, w) {
			continue
		}
		// "프린터가 하나 남았어요": a count of things left, not contents
		if tm.itemOnly && c.countedItem(n, p, middle) {
			continue
		}
		// "자투리가 꽤 남았어요", "빈 케이스만 남았어요", "스티커 붙은
		// 그대로 남았네요": the item itself is left, or a part stays on
		// it, not contents (tagleft.go)
		if tm.itemOnly && leftIsItem(n, p, w) {
			continue
		}
		// "라벨 떼다가 조각이 붙어서 남았어요", "헹궜더니 물이 남아": a piece
		// of a label being taken off, or rinse water, is left over from a
		// job, not contents (tagleft.go)
		if tm.itemOnly && pieceLeft(n, p, w) {
			continue
		}
		// "캔 봉투 한가득", "박스로 하나 가득 모았어요": a bag or box full
		// of the items measures them; nothing is left in the item
		if tm.itemOnly && (r.Measure(w.raw) || r.Spare(w.raw)) {
			continue
		}
		// "깨진 거 말고 멀쩡한 것은요": the condition of what is set
		// against the item asked about; "흙탕물에서 놀아서": where
		// something happened, not what is on the item
		if contrasted(n, w) || locative(n, p, w) {
			continue
		}
		// "통은 깨져서 전에 버렸고": the condition of a thing thrown away
		// before (tagleft.go)
		if goneBefore(n, p, w) {
			continue
		}
		// "녹아 붙은 것처럼", "김장 때 낀", "punched a hole in it", "tape
		// wrapped all over it": a likeness, a time, a hole made on
		// purpose, a material put over the item (tagsaid.go)
		if likened(n, p, w) || timeWhen(n, p, w) || madeOnPurpose(n, p, w) || wrappedOver(n, p, w) {
			continue
		}
		// "얼룩제거 스프레이 통", "곰팡이 제거제", "stain remover": the
		// stain named as what a product removes is no stain on the item
		if r.RemoverName(w.raw) {
			continue
		}
		// "안에 소스 조금 남았어요": the substance is what is left in it,
		// contents, not a residue on it
		if !tm.itemOnly && c.leftAsContents(n, w) {
			continue
		}
		// "기름 묻은 부분은 잘라서 버렸어요": the stained or soaked part
		// was cut off; what is left is clean
		if partCutOff(r, n, p, w) {
			continue
		}
		// "a broken Dyson vacuum, the motor died": an appliance that does
		// not work, no break of it (tagbreak.go)
		if tm.key == "broken" && c.brokenAsWhole(r, w, middle) {
			continue
		}
		// "곰팡이 필까 봐 버려요", "냄새 밸까 싶어서": only feared;
		// "라벨 물에 불려서 뗐어요": a soak done to take a label off or
		// to wash is a means, not a condition said to hold
		if r.Feared(w.raw) || r.Means(w.raw) {
			continue
		}
		if !r.Negated(w.raw) && !notNow(n, p, w) && c.saidOfItem(tm, r, text, spacedAsText(n, p, w), middle) {
			trigger = max(trigger, p)
			// "안 헹굼", "씻지 않은": a trigger that only says a wash was
			// not done
			onlyNotDone = onlyNotDone && slices.ContainsFunc(washStems, func(st string) bool { return strings.Contains(w.raw, st) })
		}
	}
	undone, notUndone := -1, false
	for _, w := range tm.undone {
		p := tagAt(n, w)
		if p < 0 {
			continue
		}
		// "물기 안 닦음", "물기는 닦았어요": a wipe of what the tag is not
		// said of (water, for residue) says nothing of it, done or not
		if objectBefore(n, p, tm.notSaidOf) {
			continue
		}
		switch {
		case r.Permitted(w.raw):
			// "안 헹궈도 되는 줄 알았어요", "씻어도 돼요?": allowed or
			// asked whether allowed, neither done nor left undone
		case r.Negated(w.raw):
			// "didn't rinse it" says nothing of wetness
			notUndone = true
		case planned(n, p, w) || askedWay(text, w.raw):
			// "말려서 내야 돼요?", "씻어서 내세요?": asked about, not done
		case concessive(n, p, w) || hardToDo(n, p, w):
			// "아무리 헹궈도 안 지워짐": tried in vain, not undone;
			// "세척이 어렵습니다": hard to do, not done (tagclasses.go)
			said = true
		default:
			said, undone = true, max(undone, p)
		}
	}
	switch {
	case trigger >= 0 && trigger > undone && tm.undoneSets && onlyNotDone:
		return condNotUndone
	case trigger >= 0 && trigger > undone:
		return condSet
	case tm.undoneSets && notUndone:
		return condNotUndone
	case said:
		return condCleared
	}
	return condSilent
}

// owedRe says, in normText's unspaced runes, that a deed is owed or
// asked about (잘라야돼, 떼야하나, 낼까요), not done.
var owedRe = regexp.MustCompile(`야(돼|되|대|하|할)|[을할낼릴](까|지)`)

// spotNouns name a part or spot of the item (부분, 곳, 데, 쪽).
var spotNouns = []string{"부분", "곳", "데", "쪽", "면"}

// partCutOff reports whether the Korean trigger w at p modifies a part of
// the item (묻은 부분, 젖은 데, 기름 묻은부분은) that the text says was cut or
// taken off (잘라서 버렸어요, 오려 냈고): the condition went with it.
func partCutOff(r *korean.Reading, n normText, p int, w tagWord) bool {
	e := p + len(w.runes)
	if !korean.HasHangul(w.raw) || e >= len(n.r) {
		return false
	}
	rest := string(n.r[e:min(e+4, len(n.r))])
	if r, ok := strings.CutPrefix(rest, "은"); ok {
		rest = r
	} else if !adnominalForm(w.raw) {
		return false
	}
	// "잘라야 돼요?", "잘라서 낼까요": a cut owed or asked about is not
	// done
	if after := string(n.r[e:]); owedRe.MatchString(after) {
		return false
	}
	for _, pn := range spotNouns {
		if strings.HasPrefix(rest, pn) && r.ObjectState(pn) == korean.StateRemoved {
			return true
		}
	}
	return false
}

// spacedAsText is the Korean tag word w found at p in n as the text
// spaces it, when only the spacing differs ("그대로 들어있" in "그대로
// 들어 있어요"): the reader finds a word's subject by the text's words, and
// a word spaced otherwise is not found there. Other words stay as they
// are.
func spacedAsText(n normText, p int, w tagWord) string {
	if !korean.HasHangul(w.raw) || strings.ContainsFunc(w.raw, func(r rune) bool { return r != ' ' && !isWordRune(r) }) {
		return w.raw
	}
	if at := writtenAt(n, p, len(w.runes)); strings.ReplaceAll(at, " ", "") == strings.ReplaceAll(w.raw, " ", "") {
		return at
	}
	return w.raw
}

// objectBefore reports whether the word at p in n comes right after one
// of nouns, with at most a particle (는, 은, 도, 만, 를, 을) and a
// negator (안, 못) between: "물기 안 닦음", "물기는 닦았어요".
func objectBefore(n normText, p int, nouns []string) bool {
	before := string(n.r[:p])
	before = strings.TrimSuffix(strings.TrimSuffix(before, "안"), "못")
	for _, pt := range []string{"는", "은", "도", "만", "를", "을"} {
		if t, ok := strings.CutSuffix(before, pt); ok {
			before = t
			break
		}
	}
	for _, o := range nouns {
		if korean.HasHangul(o) && !strings.Contains(o, " ") && strings.HasSuffix(before, o) {
			return true
		}
	}
	return false
}

// attachedState is what the text says of the parts of tm.Attached (see
// SituationTag.Attached): StatePresent when one is still on or in the
// item, else StateRemoved when one was taken off or out ("스프링은 빼
// 놨어요"), else StateUnknown.
func (c *Catalog) attachedState(tm tagMatcher, r *korean.Reading, n normText, text string, itemTerm []rune, middle string) korean.State {
	state := korean.StateUnknown
	for _, part := range tm.attached {
		if slices.Contains(part.NotFor, middle) {
			continue
		}
		for _, w := range part.Words {
			cw := string(compact(w))
			if len(itemTerm) > 0 && strings.Contains(string(itemTerm), cw) || c.namesObject(n, tm.key, cw) {
				continue
			}
			// "비닐에 넣어놨음": the bag the item was put in (tagsoak.go)
			if putInto(text, w) {
				continue
			}
			switch r.ObjectState(w) {
			case korean.StatePresent:
				if !r.Modifier(w) {
					return korean.StatePresent
				}
			case korean.StateRemoved, korean.StateAbsent:
				state = korean.StateRemoved
			}
		}
	}
	return state
}

// namesObject reports whether the compact part word w follows, in n, an
// object word of a tag other than key: "상표 비닐", "라벨 종이" name the
// label, not another material on the item.
func (c *Catalog) namesObject(n normText, key, w string) bool {
	for _, other := range c.tags {
		if other.key == key {
			continue
		}
		for _, o := range other.objects {
			if occurs(n, []rune(o+w)) >= 0 {
				return true
			}
		}
	}
	return false
}

// isTerm reports whether the compact word w is a taxonomy term itself.
func (c *Catalog) isTerm(w string) bool {
	_, ok := c.termIdx[w]
	return ok
}

// notSubject reports whether a word of the noun phrase np begins with
// one of the tag's NotSubjects (과자가, 나초 봉지).
func (tm tagMatcher) notSubject(np string) bool {
	return slices.ContainsFunc(strings.Fields(np), func(f string) bool {
		return slices.ContainsFunc(tm.notSubjects, func(ns string) bool {
			rest, ok := strings.CutPrefix(f, ns)
			switch {
			case !ok:
				return false
			case strings.HasPrefix(rest, "물"):
				// (not the water a thing was dissolved in: 소금물,
				// 설탕물 wet the item as any water does; context31.go)
				return false
			case utf8.RuneCountInString(ns) == 1:
				// (a noun of one syllable is the word itself, with its
				// particle: 김이, 떡은; it does not start a longer noun,
				// 김치통이, 밥솥이, 면봉이)
				return rest == "" || particles[rest]
			}
			return true
		})
	})
}

// saidOfItem reads the subject of the trigger word w of a tag without
// objects (see SituationTag): false when the subject is something other
// than the item (NotSubjects, NotSaidOf), or the item itself where the tag is about
// what is left in it (ItemOnlyClears).
func (c *Catalog) saidOfItem(tm tagMatcher, r *korean.Reading, text, w, middle string) bool {
	// "깨진 계란 껍질", "기름에 젖은": said of what is not the item
	if len(tm.notSaidOf) > 0 && heldBy(r.Heads(w), tm.notSaidOf) {
		return false
	}
	if len(tm.notSubjects) == 0 && !tm.itemOnly {
		return true
	}
	np, particle := r.Subject(w)
	if middle == "" {
		return true
	}
	names := func(s string, keep func(*term) bool) bool {
		best, _ := c.bestTerm(normalize(s), keep)
		return best >= 0
	}
	mi := c.middleIdx[middle]
	if c.modifiesOther(text, w, mi, names) {
		return false
	}
	// "this tin can is fine, the glass next to it broke": the item said
	// whole, a break or a wetting told in a clause that does not name it
	// is another thing's (tagbreak.go)
	if (tm.key == "broken" || tm.key == "wet") && !korean.HasHangul(text) && c.otherClauseOfWhole(strings.ToLower(text), w, mi) {
		return false
	}
	if np == "" {
		// "옆 접시가 떨어져서 깨졌어요": a break's subject may be that of
		// the verb before (korean.Reading.Heads reads past it)
		hs := r.Heads(w)
		// "나초가 남았는데 눅눅해서": so may a soggy snack's
		if tm.key == "wet" && len(hs) > 0 && tm.notSubject(hs[0]) {
			return false
		}
		if tm.key != "broken" || len(hs) == 0 || !korean.HasHangul(hs[0]) {
			return true
		}
		// (a head written with 에 is where the thing caught or hit, no
		// subject of the break: 나뭇가지에 걸려서 찢어진 니트; context35.go)
		if locativeOnly(text, hs[0]) {
			return true
		}
		np = hs[0]
	}
	if tm.itemOnly && particle == "만" && !measured(np) && (names(np, func(t *term) bool { return t.middle == mi }) || containerHead(np, tm.container)) {
		// "병만 남았어요", "캔만 남음": only the container is left, empty
		return false
	}
	if len(tm.notSubjects) == 0 {
		return true
	}
	if tm.notSubject(np) {
		return false
	}
	// the subject's head names an item of another stream and the rest of
	// the text names the item thrown away ("그릇이 깨져서 싸 둔 신문지"); a
	// head that names no item is a part of it ("유리 상판이 깨진 테이블",
	// "손잡이 깨짐"), and so is one that names only a stream or material
	// ("먼지통 플라스틱이 깨졌어요")
	// ("휴대폰 액정이 깨져서 … 케이스만": the screen is the phone's, an
	// item of another stream, whichever word of the subject names it)
	lower := strings.ToLower(text)
	fs := strings.Fields(np)
	// "와인잔은 깨먹었고 이 와인병은 멀쩡해요": the item said whole, a
	// condition whose subject does not name it is another thing's
	if c.saidWhole(r, mi) && !names(np, func(t *term) bool { return t.middle == mi }) {
		return false
	}
	// "솜 다 튀어나옴", "스펀지가 삐져나왔어요": the filling of a quilt, a
	// cushion or a sofa is the item's own, though 솜 and 스펀지 name items
	// of their own
	if slices.ContainsFunc(fs, func(f string) bool { return slices.Contains(fillingWords, f) }) {
		return true
	}
	// "마이크 머리 부분 그물망이 깨져서": a device's mesh is its own
	// part, though 망 names a net bag (context32.go)
	if c.tax.Middles[mi].Product && c.meshSaidOfDevice(text, np) {
		return true
	}
	// "소주병이 떨어져 산산조각, 유리 파편은 …": a glass bottle that broke
	// is the broken glass thrown away as nonflammable (the labelling
	// policy), no other stream's item
	gi, glassOK := c.middleIdx["glass"]
	bottleBroke := tm.key == "broken" && middle == "nonflammable" && glassOK
	other := func(f string) bool {
		return names(f, func(t *term) bool {
			return !t.weak && t.item >= 0 && t.middle != mi && !(bottleBroke && t.middle == gi)
		})
	}
	last := fs[len(fs)-1]
	material := names(last, func(t *term) bool { return !t.weak && t.item < 0 })
	// "반찬통, 유리 본체에 실금이": a body named by its material is the
	// item's own, though 본체 alone names a computer (context30.go)
	if len(fs) > 1 && slices.Contains(bodyWords, last) && names(fs[len(fs)-2], func(t *term) bool { return !t.weak && t.item < 0 }) {
		return true
	}
	// "블루투스 스피커, 강화유리 상판이 깨졌어요": a device's part named
	// by its glass is its own, though 강화유리 names a glass too
	// (context35.go)
	if c.tax.Middles[mi].Product && glassNamedPart(fs) {
		return true
	}
	if !strings.Contains(lower, np) || !other(last) && (material || !slices.ContainsFunc(fs, other)) {
		return true
	}
	// "우산 비닐 커버 젖은 채로": a noun run that names an item of the
	// middle is the item wet, whatever its last word names (context30.go)
	if tm.key == "wet" && len(fs) > 1 && names(np, func(t *term) bool {
		return !t.weak && t.item >= 0 && t.middle == mi && len(t.runes) > len([]rune(last))
	}) {
		return true
	}
	rest := strings.Replace(lower, np, " ", 1)
	// "접시가 깨졌거든요 병은 멀쩡해요": the item, named by a weak word
	// alone, said to be whole (tagbreak.go)
	if other(last) && c.saidWhole(r, mi) {
		return false
	}
	return !names(rest, func(t *term) bool { return !t.weak && t.middle == mi })
}

// modifiesOther reports whether the Korean trigger w is written as the
// modifier of the next word (깨진 접시, 찢어진 봉투), that word names an item
// of another stream than mi, and the rest of the text names an item of mi:
// "잼 병이랑 깨진 접시 같이 버리는데 잼 병은요" asks about the jar, and the
// break is the plate's.
func (c *Catalog) modifiesOther(text, w string, mi int, names func(string, func(*term) bool) bool) bool {
	if !korean.HasHangul(w) || strings.Contains(w, " ") {
		return false
	}
	// only a modifier (깨진, 찢어진: a last syllable closed by ㄴ), not a
	// connective (젖고 흙 범벅: the same item wet and muddy)
	if last := []rune(w)[len([]rune(w))-1]; last < 0xAC00 || last > 0xD7A3 || (last-0xAC00)%28 != 4 {
		return false
	}
	fs := strings.Fields(strings.ToLower(text))
	for i := 0; i+1 < len(fs); i++ {
		if strings.TrimRight(fs[i], ",.") != w {
			continue
		}
		next := fs[i+1]
		if !names(next, func(t *term) bool { return !t.weak && t.item >= 0 && t.middle != mi }) {
			continue
		}
		// "젖은 우산 비닐": the next word starts the item's own compound
		if i+2 < len(fs) && names(next+" "+fs[i+2], func(t *term) bool {
			return !t.weak && t.item >= 0 && t.middle == mi && len(t.runes) > len([]rune(next))
		}) {
			continue
		}
		rest := strings.Join(slices.Concat(fs[:i], fs[i+2:]), " ")
		if names(rest, func(t *term) bool { return !t.weak && t.middle == mi }) {
			return true
		}
	}
	return false
}

func better(a *term, apos int, b *term, bpos int) bool {
	if len(a.runes) != len(b.runes) {
		return len(a.runes) > len(b.runes)
	}
	if (a.item >= 0) != (b.item >= 0) {
		return a.item >= 0
	}
	if apos != bpos {
		return apos < bpos
	}
	return a.order < b.order
}

func anyOccurs(n normText, words [][]rune) bool {
	for _, w := range words {
		if occurs(n, w) >= 0 {
			return true
		}
	}
	return false
}

// countWords count what follows them ("한 봉지", "몇 봉지").
var countWords = map[string]bool{
	"한": true, "두": true, "세": true, "네": true, "다섯": true, "반": true, "몇": true,
	"여러": true, "한두": true, "두세": true, "두어": true, "서너": true,
}

// unitCounts count whole things: a number word standing alone (하나, 둘)
// or a number with a counter of pieces or machines (한 개, 두 대, 몇 개,
// one, two).
var (
	unitNumbers = map[string]bool{"하나": true, "둘": true, "셋": true, "넷": true, "한두": true, "one": true, "two": true, "three": true, "a few": true}
	unitCounter = map[string]bool{"개": true, "대": true, "짝": true, "켤레": true, "장": true, "권": true}
)

// countedItem reports whether the word right before the match at p
// counts whole things ("하나 남았어요", "두 개 남음", "2개 남았어요") and
// the noun before the count names an item of middle ("선풍기가 하나
// 남았어요", "와인병 두 개 남았는데"): what is left is so many of the
// item, not something left inside it. Crisps counted in their bag (과자 몇
// 개 남은 채로) are contents, and a measure (반, 한 숟갈, 조금) counts no
// things.
func (c *Catalog) countedItem(n normText, p int, middle string) bool {
	mi, ok := c.middleIdx[middle]
	if !ok || p <= 0 || !n.tokStart[p] {
		return false
	}
	word := func(end int) (string, int) {
		start := end - 1
		for start > 0 && !n.tokStart[start] {
			start--
		}
		return string(n.r[start:end]), start
	}
	numeric := func(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
	w, start := word(p)
	rs := []rune(w)
	switch {
	case unitNumbers[w]:
	case len(rs) >= 2 && unitCounter[string(rs[len(rs)-1:])] && (countWords[string(rs[:len(rs)-1])] || numeric(string(rs[:len(rs)-1]))):
		// 2개, 한개
	case unitCounter[w] && start > 0:
		num, s := word(start)
		if !countWords[num] && !numeric(num) {
			return false
		}
		start = s
	default:
		return false
	}
	if start == 0 {
		return false
	}
	noun, s := word(start)
	best, _ := c.bestTerm(normText{r: []rune(noun), tokStart: n.tokStart[s:start], tokEnd: n.tokEnd[s:start]}, func(t *term) bool { return !t.weak && t.middle == mi })
	return best >= 0
}

// containerHead reports whether the last word of the noun phrase np is
// one of the compact container words (병, 통, 용기, bottle, jar).
func containerHead(np string, containers [][]rune) bool {
	fs := strings.Fields(np)
	if len(fs) == 0 {
		return false
	}
	last := string(compact(fs[len(fs)-1]))
	return slices.ContainsFunc(containers, func(c []rune) bool { return string(c) == last })
}

// bagWords are the containers that, counted, measure what they hold;
// boxWords are containers that measure it too when counted ("떡 한
// 상자") or said to be full ("대야로 하나 가득").
var (
	bagWords = map[string]bool{"봉지": true, "봉투": true}
	boxWords = map[string]bool{"상자": true, "박스": true, "통": true, "궤짝": true, "바구니": true, "대야": true, "양동이": true, "소쿠리": true, "봉다리": true, "바가지": true, "솥": true, "냄비": true, "들통": true}
)

// countedBag reports whether the match of k runes at pos is a bag word
// counted by the word before it ("한 봉지", "2봉지") or a bag or box
// word said to be full ("상자 한가득", "대야로 하나 가득"): a measure of
// what is in it, not a container thrown away.
func countedBag(n normText, pos, k int) bool {
	w := string(n.r[pos : pos+k])
	if !bagWords[w] && !boxWords[w] {
		return false
	}
	if filled(n, pos+k) {
		return true
	}
	if pos <= 0 {
		return false
	}
	// 두 봉지; written together, 2봉지, 한바가지
	before, _ := wordBefore(n, pos)
	return countWords[before] || !n.tokStart[pos] && unicode.IsDigit(n.r[pos-1])
}

// filled reports whether the words from rune e on say that what ends
// there is full: its own word's particle (로, 에), then at most a count
// (하나, 한), then 가득 or 한가득.
func filled(n normText, e int) bool {
	e = wordEnd(n, e)
	for words := 0; e < len(n.r) && words < 2; words++ {
		f := wordEnd(n, e+1)
		w := string(n.r[e:f])
		if strings.HasPrefix(w, "가득") || strings.HasPrefix(w, "한가득") {
			return true
		}
		if w != "하나" && w != "한" {
			return false
		}
		e = f
	}
	return false
}

// heldWords is how many words after a food may come before the noun
// its clause modifies ("자두 두 봉지 먹고 남은 씨": 두, 봉지, 먹고, 남은),
// and how many bare words may stand between that clause and the noun
// ("딸기 담겨 온 투명 팩": 투명).
const heldWords = 4

// englishFunctionWords end an English noun run ("pasta sauce jar", not
// "pasta in the jar").
var englishFunctionWords = map[string]bool{
	"in": true, "on": true, "with": true, "from": true, "and": true, "or": true, "the": true, "a": true, "an": true,
	"of": true, "for": true, "to": true, "is": true, "was": true, "it": true, "that": true, "my": true, "no": true, "not": true,
}

// heldBy returns the term of another middle that the food term best at
// pos names the contents of, and its position, or -1: a term of another
// middle (a name or a weak word, not a stream word) that starts the word
// right after the food's bare word ("떡볶이 용기", "복숭아 통조림") or
// ends the English noun run after it ("rice container", "pasta sauce
// jar"), or the noun that a Korean adnominal clause after the food
// modifies ("김치 담았던 통", "라면 끓인 냄비", "치킨 먹고 남은 뼈", "딸기
// 담겨 온 투명 팩"), within the food's clause. A container that goes out
// with what it holds (-째) or is named as a place (찌개 냄비에 남은 찌개)
// is not the item.
func (c *Catalog) heldBy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" || t.tier() != tierName {
		return -1, 0
	}
	e := pos + len(t.runes)
	bare := e >= len(n.r) || n.tokStart[e]
	if rest, f := ending(n, e); !bare && slices.Contains(foodTails, rest) {
		// "토마토소스 캔", "딸기잼 병": the food's word goes on with what
		// was made of it (context21.go)
		e, bare = f, true
	}
	// the words after the food's own word, up to the clause's end
	var starts []int
	for i := e; i < len(n.r) && len(starts) <= 2*heldWords; i++ {
		if i < len(n.clauseStart) && n.clauseStart[i] {
			break
		}
		if n.tokStart[i] {
			starts = append(starts, i)
		}
	}
	end := func(k int) int {
		if k+1 < len(starts) {
			return starts[k+1]
		}
		e := starts[k]
		for e < len(n.r) && (e == starts[k] || !n.tokStart[e]) {
			e++
		}
		return e
	}
	other := func(u *term) bool { return c.tax.Middles[u.middle].Key != "food_waste" && u.tier() != tierGeneric }
	ascii := isASCIIAlnum(n.r[pos])
	// "오징어구이 투명 용기": a word that only says what the container
	// looks like may stand between (context30.go)
	looks := bare && len(starts) > 1 && slices.Contains(containerLooks, string(n.r[starts[0]:end(0)]))
	adn := -1 // the last adnominal word seen
	for k, s := range starts {
		if k == 0 && bare || k == 1 && looks || ascii && bare && k <= 2 || adn >= 0 {
			if p := c.termAt(n, s, other); p >= 0 && adn >= 0 && plainAdjectiveTerm(n, s, end(k), c.terms[p]) {
				// "고추기름 담겨 온 큰 깡통": a weak adjective (큰)
				// modifies the holder that follows it (context24.go)
				adn = k
				continue
			} else if p >= 0 {
				// (after the food's clause, a noun joined to the next one
				// with 랑 or 하고 is still what the clause modifies: "라면
				// 먹고 나온 포장이랑 분말 포장"; 까지 or 도 adds it to the
				// food)
				// (a vegetable's leaves are the vegetable: "시금치 다듬고 남은
				// 잎이랑 줄기")
				// (a thing said with 에 that another thing is stuck on is
				// no place but the item: "초콜릿 칸막이 트레이에 금박
				// 종이가 눌어붙어"; context34.go)
				if k := len(c.terms[p].runes); withContents(n, s, k) || placed(n, s, k) && !stuckOnByOther(n, s+k) || listed(n, s, k) && (adn < 0 || !joinedOnly(n, s, k)) ||
					c.leavesOfFood(&t, &c.terms[p]) {
					return -1, 0
				}
				// right after the food, only a container: "참외 껍질 씨"
				// is two things
				if adn >= 0 || c.tax.Middles[c.terms[p].middle].Key != "general" {
					return p, s
				}
			}
		}
		w := string(n.r[s:end(k)])
		switch {
		case ascii && englishFunctionWords[w], !ascii && joinsNouns(w):
			// "rice in the box", "치킨 남은 거랑 박스": another thing
			return -1, 0
		case !ascii && adnominal(n, s, end(k)) && !countWords[w]:
			// (한 그릇: a count, not a verb's 한)
			adn = k
		case adn < 0 && k >= heldWords, adn >= 0 && k-adn >= heldWords:
			return -1, 0
		}
	}
	return -1, 0
}

// termAt is the longest term that keep accepts and that occurs in n
// starting exactly at rune s, or -1.
func (c *Catalog) termAt(n normText, s int, keep func(*term) bool) int {
	best := -1
	if s < 0 || s >= len(n.r) {
		return -1
	}
	for _, i := range c.byFirst[n.r[s]] {
		u := &c.terms[i]
		if best >= 0 && len(u.runes) <= len(c.terms[best].runes) || !keep(u) {
			continue
		}
		if n.holdsAt(u.runes, s) && !adnominalRunOn(n, u.runes, s) {
			best = i
		}
	}
	return best
}

// stainWords start the Korean words and are the English words that say
// a food splashed on or stained something (튀어서, 묻은, 흘려서, 번진,
// 배어, stained).
var (
	stainStems = []string{"튀", "묻", "흘리", "흘린", "흘려", "흘렸", "번진", "번져", "번졌", "배어", "배었", "얼룩", "자국", "범벅", "끈적", "덕지덕지", "찌든", "찌들", "절어", "절었"}
	stainWords = map[string]bool{"stain": true, "stains": true, "stained": true, "splattered": true, "splashed": true, "spilled": true, "spilt": true}
)

// stainOn returns the best term of another middle when the food term
// best at pos is said, within the next two words, to have splashed on or
// stained something ("떡볶이 국물 튀어서"), and the text names another
// thing; else -1.
func (c *Catalog) stainOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	// (or a sauce or oil: "비닐에 케찹 범벅"; context31.go)
	if c.tax.Middles[t.middle].Key != "food_waste" && !condiment(&t) || t.tier() != tierName {
		return -1, 0
	}
	// (a sauce's word must stand right before the smear: "간장 통
	// 얼룩" is the soy sauce's own tub, stained)
	reach := 2
	if c.tax.Middles[t.middle].Key != "food_waste" {
		reach = 0
	}
	stained := false
	words := 0
	for i := pos + len(t.runes); i < len(n.r) && words <= reach && !stained; i++ {
		if !n.tokStart[i] {
			continue
		}
		words++
		e := wordEnd(n, i+1)
		w := string(n.r[i:e])
		// (튀김, 튀긴 are fried food, not a splash: "탕수육 튀김옷
		// 부스러기"; session 43)
		stained = stainWords[w] || slices.ContainsFunc(stainStems, func(p string) bool { return strings.HasPrefix(w, p) }) && !strings.HasPrefix(w, "튀김") && !strings.HasPrefix(w, "튀긴")
	}
	if !stained {
		return -1, 0
	}
	return c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool { return c.tax.Middles[u.middle].Key != "food_waste" })
}

// joinParticles join a noun to the next one as another thing (통이랑,
// 컵하고, 병과); addParticles add it to what came before (씨까지, 병도).
var (
	joinParticles = []string{"랑", "이랑", "하고", "와", "과"}
	addParticles  = []string{"까지", "도", "마저"}
)

// listed reports whether the match of k runes at pos is followed, in its
// own word, by a particle that adds it to what came before (씨까지, 병도)
// or joins it to the next noun (통이랑): another thing, not the food's
// container.
func listed(n normText, pos, k int) bool {
	rest, _ := ending(n, pos+k)
	return slices.Contains(addParticles, rest) || slices.Contains(joinParticles, rest)
}

// joinedOnly reports whether the match of k runes at pos is followed, in
// its own word, by one of joinParticles (포장이랑, 봉지하고), not one of
// addParticles.
func joinedOnly(n normText, pos, k int) bool {
	rest, _ := ending(n, pos+k)
	return slices.Contains(joinParticles, rest)
}

// joinsNouns reports whether a Korean word ends with one of
// joinParticles (거랑, 컵하고, 병과).
func joinsNouns(w string) bool {
	for _, p := range joinParticles {
		if strings.HasSuffix(w, p) && len(w) > len(p) {
			return true
		}
	}
	return false
}

// adnominal reports whether the Korean word of n from s to end ends like
// an adnominal verb form: its last syllable closes with ㄴ (온, 담긴,
// 끓인, 남은, 담았던, 먹는).
func adnominal(n normText, s, end int) bool {
	last := n.r[end-1]
	return end > s && last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 4
}

// placed reports whether the match of k runes at pos is followed, in its
// own word, by a locative particle (냄비에, 통에서): the thing is where
// the food is.
func placed(n normText, pos, k int) bool {
	rest, _ := ending(n, pos+k)
	return rest != "" && slices.Contains(locativeParticles, rest)
}

// withContents reports whether the match of k runes at pos is followed,
// in its own word, by 째 ("비닐봉지째", "통째로"): the thing goes out
// together with what is in it.
func withContents(n normText, pos, k int) bool {
	e := pos + k
	return e < len(n.r) && !n.tokStart[e] && n.r[e] == '째'
}

// smellWords say an item smells.
var smellWords = compactAll([]string{"냄새", "냄새나", "냄새 나", "냄새가", "쉰내", "smell", "smells", "smelly", "stinks", "stinky"})

// smells reports whether n says the item smells.
func smells(n normText) bool { return anyOccurs(n, smellWords) }
