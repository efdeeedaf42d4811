// Package starter embeds the clause reference corpus that Baton ingests when
// no other corpus is configured, so the clause pipeline can retrieve labeled
// references and train its judge with no downloads.
//
// The corpus is original text written for Baton, one JSON Lines file per
// part, every *.jsonl file of this folder in name order:
//
//   - lease_ko_*.jsonl: Korean residential-lease special terms (전월세 계약서
//     특약), each unfair pattern with fair counterparts on the same topic, so
//     a judge learns what makes a clause unfair rather than what it is about.
//   - starter.jsonl: their English counterparts and unfair online terms in
//     Korean and English.
//
// Each line holds "id", "text", "labels", "category" ("residential_lease" or
// "online_terms"), "rationale" (one sentence in the clause's language saying
// why it is unfair or fair), "statute" (for example "주택임대차보호법 제6조의3,
// 제10조"; required for an unfair clause, the provision a fair clause follows
// or "") and "lang" ("ko" or "en"). The Korean lease lines also hold "topic"
// (one of the lease labels below, or "general" for an ordinary clause on none
// of them), "verdict" ("unfair", with labels [topic], or "fair", with no
// labels) and "style" ("formal" contract wording with 임대인/임차인 or 갑/을,
// "plain" 해요체 explanation, or "colloquial" speech between 집주인 and
// 세입자).
//
// Labels come from a fixed set: the eight LexGLUE UNFAIR-ToS categories
// (arbitration, unilateral_change, content_removal, jurisdiction,
// choice_of_law, limitation_of_liability, unilateral_termination,
// contract_by_using) and the sixteen Korean lease categories deposit_return,
// renewal_waiver, repair_burden, privacy_entry, penalty, late_interest,
// rent_increase, unilateral_change, registration_block, waiver_of_rights,
// new_mortgage, limitation_of_liability, unilateral_termination,
// restoration_wear, brokerage_fee and jurisdiction.
package starter

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
)

// Corpus is the name under which the starter corpus is stored.
const Corpus = "clause-starter"

// files are the parts of the corpus.
//
//go:embed *.jsonl
var files embed.FS

// JSONL is the starter corpus as JSON Lines, one reference clause a line,
// for knowledge.ParseJSONL: every part in name order, each ending in a
// newline. Callers must not modify it.
var JSONL = join(Parts())

// Part is one file of the corpus.
type Part struct {
	Name string // file name, such as "lease_ko_a.jsonl"
	Data []byte // its JSON Lines; callers must not modify it
}

// Parts returns the files of the corpus in name order. Reading the embedded
// files cannot fail, so an error is a build defect and panics.
func Parts() []Part {
	entries, err := fs.ReadDir(files, ".") // sorted by name
	if err != nil {
		panic(fmt.Errorf("starter: unable to list the embedded corpus: %w", err))
	}
	parts := make([]Part, 0, len(entries))
	for _, e := range entries {
		b, err := fs.ReadFile(files, e.Name())
		if err != nil {
			panic(fmt.Errorf("starter: unable to read %s: %w", e.Name(), err))
		}
		parts = append(parts, Part{Name: e.Name(), Data: b})
	}
	return parts
}

// join concatenates parts, ending each with a newline.
func join(parts []Part) []byte {
	var buf bytes.Buffer
	for _, p := range parts {
		buf.Write(p.Data)
		if len(p.Data) > 0 && !bytes.HasSuffix(p.Data, []byte("\n")) {
			buf.WriteByte('\n')
		}
	}
	return buf.Bytes()
}
