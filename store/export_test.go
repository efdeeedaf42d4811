package store

// SpokenSQL is spokenSQL, for the external tests.
var SpokenSQL = spokenSQL

// FuseRRF is fuseRRF over candidates given as chunk ids, best first.
func FuseRRF(lex, vec []int64, limit int) []SearchHit {
	ranked := func(ids []int64) []rankedChunk {
		out := make([]rankedChunk, len(ids))
		for i, id := range ids {
			out[i] = rankedChunk{Chunk: Chunk{ID: id}, rank: i + 1}
		}
		return out
	}
	return fuseRRF(ranked(lex), ranked(vec), limit)
}
