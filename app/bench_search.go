package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// Search bench defaults and targets (docs/benchmarks.md, "Search and ingest").
const (
	BenchSearchChunksDefault  = 100_000
	BenchSearchQueriesDefault = 200
	// BenchSearchP95TargetMS is the hybrid search's p95 latency target.
	BenchSearchP95TargetMS = 20
	// BenchSearchRecallTarget is the HNSW leg's recall@10 target against
	// exact search.
	BenchSearchRecallTarget = 0.95
	benchSearchCorpus       = "bench-search"
	// BenchSearchDocumentChunksDefault is how many chunks bench search
	// stores per document (one ChunkReplaceDocument each).
	BenchSearchDocumentChunksDefault = 1000
	benchSearchRecallK               = 10
	benchSearchWarmup                = 20
	benchSearchSeed                  = 20261129
)

// BenchSearchResult is one run of `baton bench search`, printed as JSON.
type BenchSearchResult struct {
	Chunks    int `json:"chunks"`
	Documents int `json:"documents"`
	Queries   int `json:"queries"`
	Dim       int `json:"dim"`
	// EmbedS is the hash embedder's time over every chunk (not in IngestS).
	EmbedS float64 `json:"embed_s"`
	// IngestS is ChunkReplaceDocument over every document, then ANALYZE;
	// 0 with --reuse when the corpus was already there.
	IngestS    float64 `json:"ingest_s"`
	ChunksPerS float64 `json:"chunks_per_s"`
	// LastDocS is the last document's ChunkReplaceDocument alone: what
	// adding 1000 chunks to a corpus of nearly --chunks costs.
	LastDocS float64 `json:"last_doc_s"`
	// SearchMS is ChunkSearchHybrid's latency (embedding the query excluded).
	SearchMS map[string]float64 `json:"search_ms"`
	// VectorMS is the vector leg alone (HNSW, as the search runs it),
	// LexicalMS the lexical leg alone (ChunkSearchHybrid without an
	// embedding) and ExactMS the exact vector search, for scale.
	VectorMS  map[string]float64 `json:"vector_ms"`
	LexicalMS map[string]float64 `json:"lexical_ms"`
	ExactMS   map[string]float64 `json:"exact_ms"`
	// RecallAt10 is the mean over queries of the share of the exact top 10
	// that the HNSW top 10 finds, counting a returned chunk at a distance
	// no greater than the exact 10th distance as a hit (chunks with equal
	// vectors are interchangeable); RecallMin is the worst query's.
	RecallAt10 float64 `json:"recall_at_10"`
	RecallMin  float64 `json:"recall_min"`
	// SourceAt10 is the share of queries whose hybrid top 10 holds the chunk
	// the query was made from (or one with the same text).
	SourceAt10 float64 `json:"source_at_10"`
	// LexicalTerms is the mean number of distinct lexical terms per query.
	LexicalTerms float64           `json:"lexical_terms"`
	Settings     map[string]string `json:"settings"`
	// samples are the first measured Korean and English queries, for
	// --explain.
	samples []store.SearchParams
}

func newBenchSearchCommand() *cobra.Command {
	c := &Config{}
	var chunks, queries, dim, candidates, docChunks, efSearch int
	var reuse, explain bool
	cmd := &cobra.Command{
		Use:   "search",
		Short: "Ingest synthetic chunks and run hybrid searches against them, and print JSON",
		Long: `bench search generates --chunks chunks of Korean and English sentences (built from
word lists with a fixed seed, so every run has the same corpus), embeds them with the
embedded hash embedder, stores them through the real chunk insert path (one
ChunkReplaceDocument per --document-chunks chunks, into the corpus "` + benchSearchCorpus + `", cleared
first; a dimension left without chunks loses its HNSW index, so the first document
builds it after its load, as in a fresh database), runs
ANALYZE, then runs --queries hybrid searches (lexical + HNSW vector leg, fused) for
perturbed copies of random chunks (a word dropped, two swapped, one replaced).

It prints one JSON object: ingest time and chunks/s (and the last document's time),
search latency p50/p95/p99 in ms (after ` + strconv.Itoa(benchSearchWarmup) + ` unmeasured warm-up queries) of the hybrid
search, of its lexical leg alone and of its vector leg alone, the share of queries whose
source chunk is in the top 10, and recall@10 of the vector leg as the search runs it (HNSW,
hnsw.ef_search as the search sets it) against exact search (the same statement with
index scans disabled; a chunk at the exact 10th distance or nearer counts as a hit).
Chunks and queries get their lexical terms from knowledge.LexicalTerms, as in the
pipelines; --lexical-candidates bounds the lexical leg. --reuse keeps a corpus a previous
run left (same --chunks and --dim) instead of ingesting it again; --explain prints the
analysed plans of one Korean and one English query. --ef-search 0 (the default) lets
the search scale hnsw.ef_search with the index's size, as the pipelines' searches do.

Targets: search p95 <= ` + strconv.Itoa(BenchSearchP95TargetMS) + ` ms, recall@10 >= ` + strconv.FormatFloat(BenchSearchRecallTarget, 'f', -1, 64) + ` (see docs/benchmarks.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if chunks < 1 || queries < 1 || docChunks < 1 {
				return fmt.Errorf("--chunks, --queries and --document-chunks must be at least 1")
			}
			if dim < 1 || dim > store.HNSWMaxDimension {
				return fmt.Errorf("--dim must be between 1 and %d, got %d", store.HNSWMaxDimension, dim)
			}
			db, _, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			r, err := benchSearch(cmd.Context(), store.New(db.Pool), benchSearchOptions{chunks: chunks, queries: queries, dim: dim, candidates: candidates, docChunks: docChunks, efSearch: efSearch, reuse: reuse})
			if err != nil {
				return err
			}
			if explain {
				if err := benchSearchExplain(cmd.Context(), store.New(db.Pool), r, cmd.ErrOrStderr()); err != nil {
					return err
				}
			}
			return json.NewEncoder(cmd.OutOrStdout()).Encode(r)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addAutoMigrateFlag(fs, c)
	fs.IntVar(&chunks, "chunks", BenchSearchChunksDefault, "chunks to generate and ingest")
	fs.IntVar(&docChunks, "document-chunks", BenchSearchDocumentChunksDefault, "chunks per document (one ChunkReplaceDocument each); --chunks in one document is a first load, which builds the HNSW index after it")
	fs.IntVar(&queries, "queries", BenchSearchQueriesDefault, "searches to measure")
	fs.IntVar(&dim, "dim", ai.HashDimensionDefault, "embedding dimension of the hash embedder")
	fs.IntVar(&candidates, "lexical-candidates", store.LexicalCandidatesDefault, "most chunks the lexical leg ranks (a huge value ranks every chunk matching any query term)")
	fs.IntVar(&efSearch, "ef-search", 0, "hnsw.ef_search of the vector leg (0: the search's default, one per "+strconv.Itoa(store.SearchEFSearchVectorsPer)+" vectors in the index; at least the per-leg K, 50)")
	fs.BoolVar(&explain, "explain", false, "print EXPLAIN (ANALYZE, BUFFERS) of the hybrid search's statements (its lexical leg, its vector leg) for the first Korean and the first English query, on stderr")
	fs.BoolVar(&reuse, "reuse", false, "skip the ingest when the corpus already holds --chunks chunks (a previous run's, same --chunks and --dim): to measure searches again")
	return cmd
}

// benchSearchOptions are bench search's flags.
type benchSearchOptions struct {
	chunks, queries, dim, candidates, docChunks, efSearch int
	// reuse skips the ingest when the corpus holds chunks chunks already.
	reuse bool
}

// benchSearch runs the search bench on st: generate, embed, ingest,
// analyze, search.
func benchSearch(ctx context.Context, st *store.Store, o benchSearchOptions) (*BenchSearchResult, error) {
	n, queries, dim, candidates := o.chunks, o.queries, o.dim, o.candidates
	rng := rand.New(rand.NewPCG(benchSearchSeed, uint64(n)))
	gen := newBenchSentences(rng)
	texts := make([][]string, n) // words of each chunk
	flat := make([]string, n)
	for i := range texts {
		texts[i] = gen.chunk()
		flat[i] = strings.Join(texts[i], " ")
	}
	emb := ai.NewHashEmbedder(dim)
	start := time.Now()
	vecs, err := emb.Embed(ctx, flat)
	if err != nil {
		return nil, fmt.Errorf("bench: embedding: %w", err)
	}
	embedS := time.Since(start).Seconds()

	docs := (n + o.docChunks - 1) / o.docChunks
	var ingestS, lastDocS float64
	if info, err := st.CorpusGet(ctx, benchSearchCorpus); !o.reuse || err != nil || info.Chunks != n || info.Dim != dim {
		if ingestS, lastDocS, err = benchSearchIngest(ctx, st, flat, vecs, o.docChunks); err != nil {
			return nil, err
		}
	} else {
		docs = info.Documents
	}

	var lat, vecLat, lexLat, exactLat, recalls []float64
	var samples []store.SearchParams
	sampled := map[bool]bool{} // by Korean or not
	found, nterms := 0, 0
	for q := range benchSearchWarmup + queries {
		src := rng.IntN(n)
		words := gen.perturb(texts[src])
		text := strings.Join(words, " ")
		qv, err := emb.Embed(ctx, []string{text})
		if err != nil {
			return nil, fmt.Errorf("bench: embedding a query: %w", err)
		}
		t0 := time.Now()
		terms := knowledge.LexicalTerms(text)
		hits, err := st.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: benchSearchCorpus, Terms: terms,
			Embedding: qv[0], EFSearch: o.efSearch, LexicalCandidates: candidates})
		if err != nil {
			return nil, err
		}
		took := time.Since(t0)
		if len(hits) == 0 {
			return nil, fmt.Errorf("bench: query %q found nothing", text)
		}
		t0 = time.Now()
		if _, err := st.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: benchSearchCorpus, Terms: terms, LexicalCandidates: candidates}); err != nil {
			return nil, err
		}
		lexTook := time.Since(t0)
		t0 = time.Now()
		approx, err := st.BenchVectorTopK(ctx, benchSearchCorpus, qv[0], benchSearchRecallK, o.efSearch, false)
		if err != nil {
			return nil, err
		}
		vecTook := time.Since(t0)
		t0 = time.Now()
		exact, err := st.BenchVectorTopK(ctx, benchSearchCorpus, qv[0], benchSearchRecallK, o.efSearch, true)
		if err != nil {
			return nil, err
		}
		exactTook := time.Since(t0)
		if q < benchSearchWarmup {
			continue
		}
		if ko := benchIsKorean(texts[src][0]); !sampled[ko] {
			sampled[ko] = true
			samples = append(samples, store.SearchParams{Corpus: benchSearchCorpus, Terms: terms, Embedding: qv[0], EFSearch: o.efSearch, LexicalCandidates: candidates})
		}
		if slices.ContainsFunc(hits, func(h store.SearchHit) bool { return h.Text == flat[src] }) {
			found++
		}
		nterms += len(slices.Compact(slices.Sorted(slices.Values(terms))))
		lat = append(lat, float64(took.Microseconds())/1000)
		vecLat = append(vecLat, float64(vecTook.Microseconds())/1000)
		lexLat = append(lexLat, float64(lexTook.Microseconds())/1000)
		exactLat = append(exactLat, float64(exactTook.Microseconds())/1000)
		recalls = append(recalls, recallAt(approx, exact))
	}
	ef, err := st.ChunkSearchEFSearch(ctx, samples[0])
	if err != nil {
		return nil, err
	}
	r := &BenchSearchResult{Chunks: n, Documents: docs, Queries: queries, Dim: dim,
		EmbedS: round(embedS), IngestS: round(ingestS), LastDocS: round(lastDocS),
		SearchMS: percentiles(lat, 50, 95, 99), VectorMS: percentiles(vecLat, 50, 95, 99), LexicalMS: percentiles(lexLat, 50, 95, 99),
		ExactMS: percentiles(exactLat, 50, 95, 99), RecallMin: 1,
		Settings: map[string]string{"k": strconv.Itoa(store.SearchKDefault), "limit": strconv.Itoa(store.SearchLimitDefault),
			"hnsw.ef_search": strconv.Itoa(ef), "chunks_per_document": strconv.Itoa(o.docChunks),
			"lexical_candidates": strconv.Itoa(candidates)},
		SourceAt10: math4(float64(found) / float64(queries)), LexicalTerms: round(float64(nterms) / float64(queries)), samples: samples}
	var sum float64
	for _, x := range recalls {
		sum += x
		r.RecallMin = min(r.RecallMin, x)
	}
	r.RecallAt10 = math4(sum / float64(len(recalls)))
	if ingestS > 0 {
		r.ChunksPerS = round(float64(n) / ingestS)
	}
	return r, nil
}

// benchSearchIngest clears the bench's corpus and stores flat (with their
// vectors) through the real insert path, docChunks chunks per document,
// then analyzes: the seconds it took, and those of its last
// document alone.
func benchSearchIngest(ctx context.Context, st *store.Store, flat []string, vecs [][]float32, docChunks int) (total, last float64, err error) {
	if err := st.BenchCorpusDelete(ctx, benchSearchCorpus); err != nil {
		return 0, 0, err
	}
	start := time.Now()
	for lo, doc := 0, 0; lo < len(flat); lo, doc = lo+docChunks, doc+1 {
		hi := min(lo+docChunks, len(flat))
		cs := make([]store.Chunk, 0, hi-lo)
		for i := lo; i < hi; i++ {
			cs = append(cs, store.Chunk{Position: i - lo, Text: flat[i], Terms: knowledge.LexicalTerms(flat[i]), Embedding: vecs[i]})
		}
		name := fmt.Sprintf("doc-%05d", doc)
		t0 := time.Now()
		changed, err := st.ChunkReplaceDocument(ctx, benchSearchCorpus, name, "bench", cs)
		if err != nil {
			return 0, 0, err
		}
		if !changed {
			return 0, 0, fmt.Errorf("bench: document %s was not written: the corpus was not cleared", name)
		}
		last = time.Since(t0).Seconds()
	}
	if err := st.ChunkAnalyze(ctx); err != nil {
		return 0, 0, err
	}
	return time.Since(start).Seconds(), last, nil
}

// recallAt is the share of exact's chunks that approx finds, counting as a
// hit any chunk of approx (up to len(exact) of them) whose distance is no
// greater than exact's last: a tie with the exact 10th neighbour is as near
// as it, whichever id the sort put there.
func recallAt(approx, exact []store.BenchNeighbor) float64 {
	if len(exact) == 0 {
		return 1
	}
	in := make(map[int64]bool, len(exact))
	for _, n := range exact {
		in[n.ID] = true
	}
	far := exact[len(exact)-1].Distance
	hit := 0
	for _, n := range approx[:min(len(approx), len(exact))] {
		if in[n.ID] || n.Distance <= far {
			hit++
		}
	}
	return float64(hit) / float64(len(exact))
}

func math4(x float64) float64 { return float64(int64(x*10000+0.5)) / 10000 }

// benchSentences builds chunk texts from word lists: each chunk is one to
// three sentences, half Korean and half English, words drawn with a skew
// (a few common, many rare) as in real text.
type benchSentences struct {
	rng *rand.Rand
}

func newBenchSentences(rng *rand.Rand) *benchSentences { return &benchSentences{rng: rng} }

// pick draws from ws, favouring its first words (about Zipf-like).
func (g *benchSentences) pick(ws []string) string {
	u := g.rng.Float64()
	return ws[int(u*u*float64(len(ws)))]
}

func (g *benchSentences) chunk() []string {
	var out []string
	korean := g.rng.IntN(2) == 0
	for range 1 + g.rng.IntN(3) {
		if korean {
			out = append(out, g.korean()...)
		} else {
			out = append(out, g.english()...)
		}
	}
	return out
}

func (g *benchSentences) english() []string {
	s := []string{"The", g.pick(benchEnSubjects), g.pick(benchEnModals), g.pick(benchEnVerbs), "the", g.pick(benchEnAdjectives), g.pick(benchEnObjects)}
	for range g.rng.IntN(3) {
		s = append(s, g.pick(benchEnPreps), "the", g.pick(benchEnObjects))
	}
	return append(s, g.pick(benchEnTimes)+".")
}

func (g *benchSentences) korean() []string {
	s := []string{g.pick(benchKoSubjects) + "는", g.pick(benchKoTimes)}
	for range 1 + g.rng.IntN(3) {
		s = append(s, g.pick(benchKoObjects)+"의")
	}
	return append(s, g.pick(benchKoObjects)+"을", g.pick(benchKoAdverbs), g.pick(benchKoVerbs)+".")
}

// perturb returns a paraphrase-like copy of words: one word dropped, two
// neighbours swapped and one replaced by another word of the lists.
func (g *benchSentences) perturb(words []string) []string {
	w := append([]string(nil), words...)
	if len(w) > 3 {
		i := g.rng.IntN(len(w))
		w = append(w[:i], w[i+1:]...)
	}
	if len(w) > 2 {
		i := g.rng.IntN(len(w) - 1)
		w[i], w[i+1] = w[i+1], w[i]
	}
	if len(w) > 1 {
		pool := benchEnObjects
		if benchIsKorean(w[0]) {
			pool = benchKoObjects
		}
		w[g.rng.IntN(len(w))] = g.pick(pool)
	}
	return w
}

// benchIsKorean says whether word has a Hangul syllable.
func benchIsKorean(word string) bool {
	return strings.ContainsFunc(word, func(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 })
}

// benchSearchExplain writes PostgreSQL's analysed plans of the hybrid
// search's statements for r's sample queries to w.
func benchSearchExplain(ctx context.Context, st *store.Store, r *BenchSearchResult, w io.Writer) error {
	for _, p := range r.samples {
		plan, err := st.ChunkSearchExplain(ctx, p, true)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "-- hybrid search, terms %q\n%s\n\n", p.Terms, plan); err != nil {
			return fmt.Errorf("bench: writing a plan: %w", err)
		}
	}
	return nil
}

var (
	benchEnSubjects = strings.Fields(`tenant landlord lessee lessor buyer seller contractor employer employee agent
		guarantor licensee licensor supplier customer provider subscriber owner operator borrower lender
		vendor purchaser manager member partner client consultant carrier insurer broker`)
	benchEnModals = strings.Fields(`shall may must will should can cannot might`)
	benchEnVerbs  = strings.Fields(`pay return terminate renew deliver inspect repair notify assign transfer
		deduct refund withhold disclose review approve reject extend suspend cancel insure maintain replace
		restore register submit collect invoice charge settle waive indemnify compensate reimburse inform
		occupy vacate sublet audit verify certify`)
	benchEnAdjectives = strings.Fields(`monthly annual remaining full partial written prior reasonable additional
		outstanding late security initial final unpaid agreed total estimated original applicable overdue
		current previous fixed variable standard special minimum maximum`)
	benchEnObjects = strings.Fields(`deposit rent fee premises contract agreement notice invoice payment
		property apartment building lease term period damage repair key utility charge interest penalty
		account license software service warranty goods delivery schedule price discount insurance claim
		record report data information equipment vehicle parking storage furniture appliance heating water
		electricity gas internet maintenance cleaning inspection renewal termination extension amendment
		clause dispute court arbitration liability obligation right consent approval guarantee collateral
		loan credit debt balance statement receipt tax refund commission bonus salary wage overtime leave
		holiday training confidentiality trademark patent copyright royalty territory`)
	benchEnPreps = strings.Fields(`of for under within after before upon during without including regarding`)
	benchEnTimes = strings.Fields(`immediately monthly annually promptly today tomorrow thereafter beforehand
		quarterly weekly daily afterwards`)

	benchKoSubjects = strings.Fields(`임차인 임대인 매수인 매도인 수급인 도급인 근로자 사용자 대리인 보증인
		사업자 소비자 가입자 회원 이용자 판매자 구매자 운영자 차주 대주 관리인 중개인 보험자 위탁자 수탁자`)
	benchKoTimes = strings.Fields(`즉시 매월 매년 계약종료시 퇴거후 지체없이 사전에 사후에 분기마다 매주 매일
		만기일에 해지시 갱신시`)
	benchKoObjects = strings.Fields(`보증금 월세 관리비 임대료 수수료 계약서 계약 통지 청구서 대금 부동산 주택
		건물 임대차 기간 손해 수리 열쇠 공과금 이자 위약금 계정 라이선스 소프트웨어 서비스 보증 물품 배송
		일정 가격 할인 보험 청구 기록 보고서 자료 정보 장비 차량 주차장 창고 가구 가전 난방 수도 전기
		가스 인터넷 유지보수 청소 점검 갱신 해지 연장 변경 조항 분쟁 법원 중재 책임 의무 권리 동의 승인
		담보 대출 신용 채무 잔액 명세서 영수증 세금 환불 수당 급여 임금 연장근로 휴가 교육 비밀유지 상표
		특허 저작권 사용료 지역`)
	benchKoAdverbs = strings.Fields(`전부 일부 서면으로 지체없이 성실히 합리적으로 추가로 즉시 반드시 미리 별도로 직접`)
	benchKoVerbs   = strings.Fields(`지급한다 반환한다 해지한다 갱신한다 인도한다 점검한다 수리한다 통지한다
		양도한다 공제한다 환불한다 보류한다 공개한다 검토한다 승인한다 거절한다 연장한다 정지한다 취소한다
		유지한다 교체한다 등록한다 제출한다 청구한다 정산한다 면제한다 배상한다 보상한다 확인한다`)
)
