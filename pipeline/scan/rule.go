package scan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
)

// RulesDocument is the document name of the embedded rules in RulesCorpus.
const RulesDocument = "rules"

// runRule is the rule stage: a hybrid search of the rules corpus restricted
// to the classified middle category (chunks labelled with it and whose
// category it is), grouped into common steps, steps for the classified item
// and items that can't go into the stream. Nothing found is a valid, empty
// result; a failed search is retried and ends RULE_FAILED.
func (s *Service) runRule(ctx context.Context, in *pipeline.StageInput) (any, error) {
	inp, cls, err := decodeClassified(in)
	if err != nil {
		return nil, err
	}
	out := &Rules{Common: []RuleRef{}, ItemSpecific: []RuleRef{}, NotAllowed: []RuleRef{}}
	if !cls.Classified {
		out.Note = "unclassified: no category to search rules for"
		return out, nil
	}
	m, ok := s.cat.Middle(cls.Classification.MiddleKey)
	if !ok {
		return nil, pipeline.Permanent(fmt.Errorf("scan: unknown category %q", cls.Classification.MiddleKey))
	}
	out.Category, out.CategoryName, out.Item = m.Key, m.Name, cls.Classification.MinorCategory
	query := strings.TrimSpace(strings.Join([]string{m.Name, out.Item, inp.UserInput}, " "))
	vecs, err := s.cfg.Embedder.Embed(ctx, []string{query})
	if err != nil {
		return nil, stageError("embedding the rule query", err)
	}
	hits, err := s.st.ChunkSearchHybrid(ctx, store.SearchParams{
		Corpus: catalog.RulesCorpus, Terms: knowledge.LexicalTerms(query), Embedding: vecs[0],
		AnyLabels: []string{m.Key}, Meta: map[string]string{"category": m.Key}, Limit: s.cfg.RuleLimit,
	})
	if err != nil {
		if _, ok := errors.AsType[*store.DimensionMismatchError](err); ok {
			return nil, pipeline.Permanent(fmt.Errorf("scan: %w", err))
		}
		return nil, fmt.Errorf("scan: rule search: %w", err)
	}
	for _, h := range hits {
		r := RuleRef{ID: h.Meta["id"], Text: h.Text, TextEn: h.Meta["text_en"], Item: h.Meta["item"], Score: h.Score, position: h.Position}
		switch h.Meta["kind"] {
		case catalog.KindCommon:
			out.Common = append(out.Common, r)
		case catalog.KindItem:
			if out.Item != "" && r.Item == out.Item {
				out.ItemSpecific = append(out.ItemSpecific, r)
			}
		case catalog.KindNotAllowed:
			out.NotAllowed = append(out.NotAllowed, r)
		}
	}
	// Common steps and exclusions are procedures: keep the corpus order.
	byPosition := func(a, b RuleRef) int { return a.position - b.position }
	slices.SortStableFunc(out.Common, byPosition)
	slices.SortStableFunc(out.NotAllowed, byPosition)
	out.Found = len(out.Common) + len(out.ItemSpecific) + len(out.NotAllowed)
	if out.Found == 0 {
		out.Note = "no disposal rules found for this category (is the rules corpus ingested? baton ingest --starter)"
	}
	return out, nil
}

// IngestRules loads the embedded disposal rules (catalog.RulesJSONL) into
// the knowledge store as corpus catalog.RulesCorpus, document
// RulesDocument, embedded with emb. Each chunk is labelled with its middle
// category key (and the keys it points to) and carries id, category, kind
// and item as metadata. Content already ingested with the same embedder is
// left alone (changed false).
func IngestRules(ctx context.Context, st *store.Store, emb ai.Embedder) (changed bool, err error) {
	docs, err := knowledge.ParseJSONL(bytes.NewReader(catalog.RulesJSONL()), RulesDocument)
	if err != nil {
		return false, fmt.Errorf("scan: %w", err)
	}
	texts := make([]string, len(docs))
	for i, d := range docs {
		texts[i] = d.Text
	}
	vecs, err := emb.Embed(ctx, texts)
	if err != nil {
		return false, fmt.Errorf("scan: embedding the rules: %w", err)
	}
	if len(vecs) != len(docs) {
		return false, fmt.Errorf("scan: embedder returned %d vectors for %d rules", len(vecs), len(docs))
	}
	chunks := make([]store.Chunk, len(docs))
	for i, d := range docs {
		chunks[i] = store.Chunk{Corpus: catalog.RulesCorpus, Document: RulesDocument, Position: d.Position,
			Text: d.Text, Terms: knowledge.LexicalTerms(d.Text), Labels: d.Labels, Meta: d.Meta, Embedding: vecs[i]}
	}
	hash := knowledge.ContentHash(docs) + ":" + emb.Name() + ":" + knowledge.LexicalVersion
	changed, err = st.ChunkReplaceDocument(ctx, catalog.RulesCorpus, RulesDocument, hash, chunks)
	if err != nil {
		return false, fmt.Errorf("scan: ingesting the rules: %w", err)
	}
	return changed, nil
}
