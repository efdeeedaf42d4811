package ai

import (
	"context"
	"math"
)

// HashDimensionDefault is the HashEmbedder's vector length when none is set.
const HashDimensionDefault = 384

// Feature weights: whole words carry the most meaning, sub-word grams make
// inflected and misspelled forms overlap.
const (
	hashWeightWord    = 1.0
	hashWeightBigram  = 0.7
	hashWeightTrigram = 0.4
	hashWeightHangul  = 0.5
)

// HashEmbedder is the embedded embedder (kind "hash"): no network, no
// weights, deterministic across runs and machines. A text becomes a bag of
// features (word unigrams, word bigrams, character 3-grams of each word
// padded with boundary marks, and for Hangul also syllable bigrams), each
// hashed with FNV-1a into one of Dimension() signed buckets and weighted
// 1+ln(tf); the vector is then L2-normalised.
//
// Texts sharing words or word stems, in Korean or English, get a higher
// cosine than unrelated texts; it knows nothing of synonyms. A text with no
// letters or digits embeds to one fixed unit vector.
type HashEmbedder struct {
	dim int
}

// NewHashEmbedder returns a HashEmbedder of dim dimensions;
// HashDimensionDefault (384) when dim <= 0.
func NewHashEmbedder(dim int) *HashEmbedder {
	if dim <= 0 {
		dim = HashDimensionDefault
	}
	return &HashEmbedder{dim: dim}
}

// Name returns "hash".
func (e *HashEmbedder) Name() string { return KindHash }

// Dimension returns the vector length.
func (e *HashEmbedder) Dimension() int { return e.dim }

// Embed returns one unit vector per text. It fails only when ctx is done.
func (e *HashEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out[i] = e.embedOne(t)
	}
	return out, nil
}

// embedOne hashes the features of one text into a unit vector.
func (e *HashEmbedder) embedOne(text string) []float32 {
	type feature struct {
		count  int
		weight float64
	}
	feats := make(map[string]*feature)
	add := func(key string, w float64) {
		if f, ok := feats[key]; ok {
			f.count++
			return
		}
		feats[key] = &feature{count: 1, weight: w}
	}

	ws := words(text)
	for i, w := range ws {
		add("w\x00"+w, hashWeightWord)
		if i > 0 {
			add("b\x00"+ws[i-1]+"\x00"+w, hashWeightBigram)
		}
		rs := []rune("\x02" + w + "\x03")
		for j := 0; j+3 <= len(rs); j++ {
			add("c\x00"+string(rs[j:j+3]), hashWeightTrigram)
		}
		hangulBigrams(w, func(b string) { add("h\x00"+b, hashWeightHangul) })
	}
	if len(feats) == 0 {
		add("empty\x00", 1)
	}

	acc := make([]float64, e.dim)
	for key, f := range feats {
		h := fnv1a(key)
		v := f.weight * (1 + math.Log(float64(f.count)))
		if h>>63 == 1 {
			v = -v
		}
		acc[h%uint64(e.dim)] += v
	}
	return normalise(acc)
}

// normalise returns v scaled to unit L2 length, as float32. A zero vector
// stays zero.
func normalise(v []float64) []float32 {
	var sum float64
	for _, x := range v {
		sum += x * x
	}
	out := make([]float32, len(v))
	if sum == 0 {
		return out
	}
	inv := 1 / math.Sqrt(sum)
	for i, x := range v {
		out[i] = float32(x * inv)
	}
	return out
}

// fnv1a is the 64-bit FNV-1a hash of s, without hash/fnv's allocation.
func fnv1a(s string) uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= prime
	}
	return h
}
