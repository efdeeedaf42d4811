package classify

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
)

// Feature namespaces keep word n-grams and character n-grams apart in the
// shared hash space.
const (
	nsWord  byte = 'w'
	nsChar  byte = 'c'
	nsExtra byte = 'x'
)

// Extractor adds features of its own making (a language's stems, negation
// or role markers, say) as a third block beside the word and character
// n-grams. A model trained with one stores its Name, and must be decoded
// with an Extractor of that name (see Decode), so prediction sees the same
// features as training. Implementations must be deterministic and safe for
// concurrent use.
type Extractor interface {
	// Name identifies the extractor and its version in a stored model.
	Name() string
	// Features returns the features of text; repeats count as term
	// frequency.
	Features(text string) []string
}

const (
	fnvOffset uint64 = 14695981039346656037
	fnvPrime  uint64 = 1099511628211
)

// featurizer turns text into hashed, TF-IDF weighted sparse vectors.
type featurizer struct {
	bits       int
	wordNgrams int
	charMin    int
	charMax    int
	charWeight float64
	// extra, when set, adds its features as a third block weighted
	// extraWeight.
	extra       Extractor
	extraWeight float64
}

// bag is the raw term counts of one text per hashed bucket, per block.
type bag struct{ word, char, extra map[uint32]float64 }

// isHangul reports whether r is a Hangul syllable or jamo.
func isHangul(r rune) bool { return unicode.Is(unicode.Hangul, r) }

// splitRuns lowercases text and splits it into runs of letters and digits,
// additionally breaking a run where it switches between Hangul and
// non-Hangul script.
func splitRuns(text string) [][]rune {
	var runs [][]rune
	var cur []rune
	curHangul := false
	flush := func() {
		if len(cur) > 0 {
			runs = append(runs, cur)
			cur = nil
		}
	}
	for _, r := range strings.ToLower(text) {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) {
			flush()
			continue
		}
		h := isHangul(r)
		if len(cur) > 0 && h != curHangul {
			flush()
		}
		curHangul = h
		cur = append(cur, r)
	}
	flush()
	return runs
}

// wordTokens expands runs into word tokens: non-Hangul runs are words as is;
// Hangul runs become overlapping character bigrams (a one-syllable run is
// kept whole), which works without a Korean morphological analyser.
func wordTokens(runs [][]rune) []string {
	toks := make([]string, 0, len(runs))
	for _, r := range runs {
		if !isHangul(r[0]) || len(r) == 1 {
			toks = append(toks, string(r))
			continue
		}
		for i := 0; i+1 < len(r); i++ {
			toks = append(toks, string(r[i:i+2]))
		}
	}
	return toks
}

func hashBytes(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

func hashRunes(h uint64, rs []rune) uint64 {
	for _, r := range rs {
		for r != 0 {
			h ^= uint64(r & 0xff)
			h *= fnvPrime
			r >>= 8
		}
		h ^= 0xfe // rune terminator keeps multi-byte runes unambiguous
		h *= fnvPrime
	}
	return h
}

// finalize mixes the FNV state (splitmix64 finaliser) so low bits are usable.
func finalize(h uint64) uint64 {
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// counts returns raw term counts per hashed bucket, split into the word,
// character and extractor blocks.
func (f *featurizer) counts(text string) bag {
	var extra []string
	if f.extra != nil {
		extra = f.extra.Features(text)
	}
	return f.countsWith(text, extra)
}

// countsWith is counts with the extractor's features of text given.
func (f *featurizer) countsWith(text string, extra []string) bag {
	word, char := f.ngramCounts(text)
	b := bag{word: word, char: char}
	if f.extra != nil {
		mask := uint64(1)<<uint(f.bits) - 1
		b.extra = make(map[uint32]float64)
		for _, t := range extra {
			b.extra[uint32(finalize(hashBytes(fnvOffset^uint64(nsExtra), t))&mask)]++
		}
	}
	return b
}

// ngramCounts returns raw term counts per hashed bucket of the word and
// character n-grams.
func (f *featurizer) ngramCounts(text string) (word, char map[uint32]float64) {
	mask := uint64(1)<<uint(f.bits) - 1
	runs := splitRuns(text)
	word = make(map[uint32]float64)
	toks := wordTokens(runs)
	th := make([]uint64, len(toks))
	for i, t := range toks {
		th[i] = hashBytes(fnvOffset^uint64(nsWord), t)
	}
	for n := 1; n <= f.wordNgrams; n++ {
		for i := 0; i+n <= len(toks); i++ {
			h := uint64(n) * 0x9e3779b97f4a7c15
			for j := i; j < i+n; j++ {
				h = (h ^ th[j]) * fnvPrime
				h = finalize(h)
			}
			word[uint32(finalize(h)&mask)]++
		}
	}
	char = make(map[uint32]float64)
	if f.charMax <= 0 {
		return word, char
	}
	for _, r := range runs {
		p := make([]rune, 0, len(r)+2)
		p = append(p, ' ')
		p = append(p, r...)
		p = append(p, ' ')
		for n := f.charMin; n <= f.charMax; n++ {
			if n > len(p) {
				break
			}
			for i := 0; i+n <= len(p); i++ {
				h := hashRunes(fnvOffset^uint64(nsChar), p[i:i+n])
				char[uint32(finalize(h)&mask)]++
			}
			if n >= len(p) {
				break
			}
		}
	}
	return word, char
}

// sparse is one sparse feature vector over compact feature ordinals.
type sparse struct {
	idx []int32
	val []float32
}

// vectorize maps raw counts to an L2-normalised TF-IDF vector over feature
// ordinals. Buckets not in index are dropped. Each block (word, char) is
// normalised on its own and weighted, then the concatenation is renormalised.
// Work happens in ordinal order so results are bit-for-bit deterministic.
func (f *featurizer) vectorize(text string, index map[uint32]int32, idf []float32) sparse {
	return f.weigh(f.counts(text), index, idf)
}

// weigh is vectorize on precomputed counts.
func (f *featurizer) weigh(bg bag, index map[uint32]int32, idf []float32) sparse {
	var v sparse
	add := func(block map[uint32]float64, weight float64) {
		type term struct {
			o int32
			c float64
		}
		terms := make([]term, 0, len(block))
		for b, c := range block {
			if o, ok := index[b]; ok {
				terms = append(terms, term{o, c})
			}
		}
		slices.SortFunc(terms, func(a, b term) int { return cmp.Compare(a.o, b.o) })
		xs := make([]float64, len(terms))
		var norm float64
		for i, t := range terms {
			xs[i] = (1 + math.Log(t.c)) * float64(idf[t.o])
			norm += xs[i] * xs[i]
		}
		if norm == 0 {
			return
		}
		s := weight / math.Sqrt(norm)
		for i, t := range terms {
			v.idx = append(v.idx, t.o)
			v.val = append(v.val, float32(xs[i]*s))
		}
	}
	add(bg.word, 1)
	if f.charWeight > 0 {
		add(bg.char, f.charWeight)
	}
	if f.extra != nil && f.extraWeight > 0 {
		add(bg.extra, f.extraWeight)
	}
	var norm float64
	for _, x := range v.val {
		norm += float64(x) * float64(x)
	}
	if norm > 0 {
		s := 1 / math.Sqrt(norm)
		for i := range v.val {
			v.val[i] = float32(float64(v.val[i]) * s)
		}
	}
	return v
}
