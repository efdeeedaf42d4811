package ai

import (
	"math"
	"slices"
	"testing"
)

// dot is the cosine of two unit vectors.
func dot(a, b []float32) float64 {
	var d float64
	for i := range a {
		d += float64(a[i]) * float64(b[i])
	}
	return d
}

func TestHashEmbedderDeterministicUnitVectors(t *testing.T) {
	t.Parallel()
	e := NewHashEmbedder(0)
	if e.Dimension() != HashDimensionDefault || e.Name() != "hash" {
		t.Fatalf("Dimension, Name = %d, %q", e.Dimension(), e.Name())
	}
	texts := []string{"The tenant shall pay rent.", "임차인은 차임을 지급한다", "", "!!!", "a"}
	v1, err := e.Embed(t.Context(), texts)
	if err != nil {
		t.Fatal(err)
	}
	v2, err := NewHashEmbedder(HashDimensionDefault).Embed(t.Context(), texts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range texts {
		if !slices.Equal(v1[i], v2[i]) {
			t.Fatalf("text %q embeds differently twice", texts[i])
		}
		if len(v1[i]) != HashDimensionDefault {
			t.Fatalf("len = %d", len(v1[i]))
		}
		if n := math.Sqrt(dot(v1[i], v1[i])); math.Abs(n-1) > 1e-5 {
			t.Fatalf("norm of %q = %g, want 1", texts[i], n)
		}
	}
	if v, _ := NewHashEmbedder(64).Embed(t.Context(), []string{"x"}); len(v[0]) != 64 {
		t.Fatalf("configured dimension ignored: %d", len(v[0]))
	}
}

func TestHashEmbedderParaphraseRanking(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, anchor, paraphrase, unrelated string
	}{
		{
			"korean",
			"임대인은 계약 기간이 끝나면 보증금을 즉시 반환해야 한다.",
			"계약 기간 만료 시 임대인은 보증금을 반환하여야 합니다",
			"오늘 점심 메뉴는 김치찌개와 계란말이였다",
		},
		{
			"english",
			"The landlord must return the security deposit when the lease ends.",
			"When the lease ends, the landlord shall return the deposit.",
			"Plastic bottles go in the recycling bin after rinsing.",
		},
	}
	e := NewHashEmbedder(0)
	for _, tt := range tests {
		v, err := e.Embed(t.Context(), []string{tt.anchor, tt.paraphrase, tt.unrelated})
		if err != nil {
			t.Fatal(err)
		}
		near, far := dot(v[0], v[1]), dot(v[0], v[2])
		if near <= far+0.1 {
			t.Errorf("%s: cosine(paraphrase) = %.3f, cosine(unrelated) = %.3f; want paraphrase clearly higher", tt.name, near, far)
		}
	}
}
